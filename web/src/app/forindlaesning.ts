// The Vite config loads this module too, and it knows no aliases.
// eslint-disable-next-line no-restricted-imports
import wizard from '../../../workflows/forudbetaling-wizard.machine.json' with { type: 'json' };

/**
 * What a citizen page's first screen needs, named in the page's HTML so the browser fetches it all
 * at once, beside the entry, instead of one round trip after another (lazy area, lazy screen, its
 * data, its validator). The build turns the modules into chunk files (web/vite-plugin-forindlaesning.ts),
 * the server adds them to the page (server/static.ts), and web/e2e/budget.test.ts checks that the
 * browser fetched nothing before the page was ready that its HTML did not name.
 */
export interface Forindlaesning {
  /** A short name for the page; the chunk of what only its first screen needs is named by it (web/vite-plugin-chunk-grupper.ts). */
  navn: string;
  /** The page's paths: a regular expression over the whole pathname; its groups fill `$1` in `data`. */
  sti: string;
  /**
   * Modules under web/ (or `virtual:validator/<$id>`) whose chunks, and what they import, the screen
   * runs; `ui:<navn>` for the widgets its form's layout schemas/<navn>.ui.json names.
   */
  moduler: readonly string[];
  /** The API calls the screen makes at once, for a session of that type (all sessions when left out). */
  data: readonly { sti: string; login?: 'loenmodtager' | 'virksomhed' }[];
}

// The wizard's first step: its validator and its layout's widgets come with the page.
const foersteTrin = wizard.states[wizard.initial as keyof typeof wizard.states].meta as { schema?: string; ui?: string };

const LOGIN_STATUS = { sti: '/api/loginStatus.aspx' };
/** The footer's contact text, on every page. */
const SIDEFOD = { sti: '/api/Tekst/sidefod%3Akontakt' };
/** The person's drafts: listed on the start page, looked up when a form opens. */
const KLADDER = (login: 'loenmodtager' | 'virksomhed') => ({ sti: '/api/Kladde', login });
const LOENMODTAGER = 'src/app/loenmodtager/loenmodtager-area.tsx';

export const FORINDLAESNING: readonly Forindlaesning[] = [
  {
    navn: 'forside',
    sti: '^/app/?$',
    moduler: [LOENMODTAGER],
    data: [
      LOGIN_STATUS,
      SIDEFOD,
      // The welcome an employee meets above the way into the wizard.
      { sti: '/api/Tekst/forside%3Avelkomst', login: 'loenmodtager' },
      { sti: '/api/Forudbetaling/MineAnmodninger', login: 'loenmodtager' },
      KLADDER('loenmodtager'),
    ],
  },
  {
    navn: 'guide',
    sti: '^/app/forudbetaling/anmod(?:/[^/]+)?/?$',
    moduler: [
      LOENMODTAGER,
      'src/features/forudbetaling/components/anmod-side.tsx',
      `virtual:validator/${foersteTrin.schema}`,
      `ui:${foersteTrin.ui}`,
    ],
    data: [
      LOGIN_STATUS,
      SIDEFOD,
      KLADDER('loenmodtager'),
      { sti: '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', login: 'loenmodtager' },
      { sti: '/api/Forudbetaling/AnsogningerMedAnmodning', login: 'loenmodtager' },
      { sti: '/api/Tekst/forudbetaling%3Aen-anmodning-pr-faktura', login: 'loenmodtager' },
    ],
  },
  {
    navn: 'visning',
    sti: '^/app/forudbetaling/anmodning/(\\d{1,9})/?$',
    moduler: [LOENMODTAGER, 'src/features/forudbetaling/components/anmodning-visning.tsx'],
    data: [LOGIN_STATUS, SIDEFOD, { sti: '/api/Forudbetaling/HentForudbetalingAnmodning/$1', login: 'loenmodtager' }],
  },
  {
    navn: 'arbejdsmangel',
    sti: '^/app/virksomhed/arbejdsmangel/anmod/?$',
    moduler: ['src/app/virksomhed/virksomhed-area.tsx', 'virtual:validator/arbejdsmangel-opret', 'ui:arbejdsmangel-opret'],
    data: [
      LOGIN_STATUS,
      SIDEFOD,
      KLADDER('virksomhed'),
      { sti: '/api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel', login: 'virksomhed' },
      { sti: '/api/Tekst/arbejdsmangel%3Aperiode-vejledning', login: 'virksomhed' },
      { sti: '/api/Tekst/arbejdsmangel%3Aenighed-vejledning', login: 'virksomhed' },
      { sti: '/api/Tekst/arbejdsmangel%3Amedarbejdere-vejledning', login: 'virksomhed' },
    ],
  },
];
