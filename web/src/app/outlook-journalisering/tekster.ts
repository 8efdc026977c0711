import journaliseringWeb from '@content/ui/journalisering-web.json';
import { tilfoejTekster } from '@engine/tekster';

// The add-in's texts, loaded with its chunk (engine/tekster.ts).
tilfoejTekster(journaliseringWeb);
