import arbejdsmangelWeb from '@content/ui/arbejdsmangel-web.json';
import arbejdsmangel from '@content/ui/arbejdsmangel.json';
import { tilfoejTekster } from '@engine/tekster';

// The company's texts, loaded with the area's chunk (engine/tekster.ts); arbejdsmangel.json holds the duplicate CPR message the form shares with the server.
tilfoejTekster(arbejdsmangelWeb, arbejdsmangel);
