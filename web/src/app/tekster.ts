import kladde from '@content/ui/kladde.json';
import layout from '@content/ui/layout.json';
import web from '@content/ui/web.json';
import { tilfoejTekster } from '@engine/tekster';

// Every page's texts: the layout, the shared screens and the form renderer, the drafts. Each area adds its own (./<area>/tekster.ts).
tilfoejTekster(web, layout, kladde);
