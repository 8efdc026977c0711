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

export const OUTLOOK_JOURNALISERING = {} as const;

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
  definitionsversioner: 'definitioner/versioner',
} as const;

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
  return Object.values<string>(omraade.ruter).some((rute) => {
    const dele = segmenter(rute.toLowerCase());
    return dele.length === rest.length && dele.every((del, i) => del.startsWith(':') || del === rest[i]);
  });
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
