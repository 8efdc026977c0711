import { maa, type AdminArbejde, type Rolle } from './roller';

/**
 * The app's screen addresses (SPEC §2), each area's relative to its base path, which is a screen of
 * its own (the area's index route). The areas' routers mount exactly these, each with a `*` route that
 * shows the app's not-found screen on client navigation; the server answers every other /app address
 * 404 with the not-found page (server/static.ts), so people, crawlers and monitoring see the same.
 * A new screen's address is added here, and its area mounts it by name.
 */
export const LOENMODTAGER = {
  anmod: 'forudbetaling/anmod',
  anmodMedNummer: 'forudbetaling/anmod/:ansogningNr',
  anmodning: 'forudbetaling/anmodning/:id',
  privatlivspolitik: 'privatlivspolitik',
  tilgaengelighed: 'tilgaengelighed',
} as const;

export const VIRKSOMHED = {
  arbejdsmangel: 'arbejdsmangel/anmod',
  ansoegning: 'arbejdsmangel/ansoegning/:id',
} as const;

export const OUTLOOK_JOURNALISERING = {
  // The sign-in dialog Office opens over Outlook when the secretariat signs in with the organisation's provider.
  logInd: 'log-ind',
} as const;

export const ADMIN = {
  ansoegninger: 'arbejdsmangel/ansoegning',
  ansoegning: 'arbejdsmangel/ansoegning/:id',
  forudbetaling: 'forudbetaling',
  behandlinger: 'forudbetaling/behandling',
  behandling: 'forudbetaling/behandling/anmodning/:id',
  anmodninger: 'forudbetaling/anmodning',
  anmodning: 'forudbetaling/anmodning/:id',
  betalingsordrer: 'forudbetaling/betalingsordrer',
  tekster: 'tekst',
  opretTekst: 'tekst/opret',
  tekst: 'tekst/:noegle',
  arbejdsgange: 'arbejdsgange',
  overblik: 'overblik',
  formularer: 'formularer',
  formular: 'formularer/:navn',
  webhooks: 'webhooks',
  definitioner: 'definitioner',
  definitionsudkast: 'definitioner/udkast/:id',
  definitionstrin: 'definitioner/udkast/:id/trin',
  definitionstekster: 'definitioner/udkast/:id/tekster',
  definitionsformularer: 'definitioner/udkast/:id/formularer',
  definitionsarbejdsgange: 'definitioner/udkast/:id/arbejdsgange',
  definitionsversioner: 'definitioner/versioner',
} as const;

/**
 * The kind of work each admin screen is for (engine/roller.ts): the screen shows only to the roles that
 * may do it, and a link or menu entry to it only to them, so no one meets a screen whose requests the
 * server refuses them. The area's start page is for every role (egenKonto).
 */
export const ADMIN_ARBEJDE = {
  ansoegninger: 'sagsvisning',
  ansoegning: 'sagsvisning',
  forudbetaling: 'sagsbehandling',
  behandlinger: 'sagsbehandling',
  behandling: 'sagsbehandling',
  anmodninger: 'sagsvisning',
  anmodning: 'sagsvisning',
  betalingsordrer: 'betalingsordrer',
  tekster: 'tekster',
  opretTekst: 'tekster',
  tekst: 'tekster',
  arbejdsgange: 'arbejdsgange',
  overblik: 'sagsvisning',
  formularer: 'formularer',
  formular: 'formularer',
  webhooks: 'webhooks',
  definitioner: 'definitioner',
  definitionsudkast: 'definitioner',
  definitionstrin: 'definitioner',
  definitionstekster: 'definitioner',
  definitionsformularer: 'definitioner',
  definitionsarbejdsgange: 'definitioner',
  definitionsversioner: 'definitioner',
} as const satisfies Record<keyof typeof ADMIN, AdminArbejde>;

/** The areas' base paths (SPEC §2: the top-level choice by path prefix). */
export const GRUNDSTI = {
  admin: '/app/admin',
  virksomhed: '/app/virksomhed',
  outlookJournalisering: '/app/outlook-journalisering',
  loenmodtager: '/app',
} as const;

/** The areas, most specific first: a path belongs to the first whose base it starts with, as in app.tsx. */
const OMRAADER = [
  { grundsti: GRUNDSTI.admin, forside: GRUNDSTI.admin, ruter: ADMIN },
  { grundsti: GRUNDSTI.virksomhed, forside: GRUNDSTI.loenmodtager, ruter: VIRKSOMHED },
  { grundsti: GRUNDSTI.outlookJournalisering, forside: GRUNDSTI.loenmodtager, ruter: OUTLOOK_JOURNALISERING },
  { grundsti: GRUNDSTI.loenmodtager, forside: GRUNDSTI.loenmodtager, ruter: LOENMODTAGER },
] as const;

type Omraade = (typeof OMRAADER)[number];

const segmenter = (sti: string) => sti.split('/').filter(Boolean);

/** Whether a route pattern has these segments (lower case), a `:param` any one non-empty segment. */
function passer(rute: string, dele: readonly string[]): boolean {
  const moenster = segmenter(rute.toLowerCase());
  return moenster.length === dele.length && moenster.every((del, i) => del.startsWith(':') || del === dele[i]);
}

/** The area a path belongs to, as the app's top-level routes choose it; undefined outside /app. */
function omraadeFor(sti: string): Omraade | undefined {
  const dele = segmenter(sti.toLowerCase());
  return OMRAADER.find((o) => segmenter(o.grundsti).every((del, i) => dele[i] === del));
}

/**
 * Whether a screen has this path, matched as react-router matches: case-insensitive, a trailing
 * slash allowed, a `:param` any one non-empty segment.
 */
export function kendtSti(sti: string): boolean {
  const omraade = omraadeFor(sti);
  if (!omraade) return false;
  const rest = segmenter(sti.toLowerCase()).slice(segmenter(omraade.grundsti).length);
  if (rest.length === 0) return true;
  return Object.values<string>(omraade.ruter).some((rute) => passer(rute, rest));
}

/**
 * The kind of work of the admin screen at this path (ADMIN_ARBEJDE), matched as kendtSti matches;
 * 'egenKonto' for the area's start page, undefined for a path that is no admin screen.
 */
export function adminArbejdeFor(sti: string): AdminArbejde | undefined {
  const dele = segmenter(sti.toLowerCase());
  const grund = segmenter(GRUNDSTI.admin);
  if (!grund.every((del, i) => dele[i] === del)) return undefined;
  const rest = dele.slice(grund.length);
  if (rest.length === 0) return 'egenKonto';
  const navn = (Object.keys(ADMIN) as (keyof typeof ADMIN)[]).find((n) => passer(ADMIN[n], rest));
  return navn && ADMIN_ARBEJDE[navn];
}

/**
 * Whether these roles may open the admin screen at this path: the kind of work the table names for it
 * (ADMIN_ARBEJDE), as engine/roller.ts lists its roles; a path that is no admin screen none may.
 */
export function kanAabne(roller: readonly Rolle[], sti: string): boolean {
  const arbejde = adminArbejdeFor(sti);
  return arbejde !== undefined && maa(roller, arbejde);
}

/** Where the not-found page for a path leads back to: its area's start page, as the area's own not-found screen does. */
export function forsideFor(sti: string): string {
  return omraadeFor(sti)?.forside ?? '/app';
}

/** Every route pattern in full, the areas' not-found splats and the app's last `*` included: the accessibility scan covers each (web/e2e/tilgaengelighed.test.ts). */
export function alleRuter(): string[] {
  return [
    ...OMRAADER.flatMap((o) => [o.grundsti, ...Object.values<string>(o.ruter).map((rute) => `${o.grundsti}/${rute}`), `${o.grundsti}/*`]),
    '*',
  ];
}
