import forudbetalingWeb from '@content/ui/forudbetaling-web.json';
import { tilfoejTekster } from '@engine/tekster';

// The employee's texts, loaded with the area's chunk (engine/tekster.ts).
tilfoejTekster(forudbetalingWeb);
