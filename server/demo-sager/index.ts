import type { Config } from '../config';
import type { AppDeps } from '../deps';
import type { Kursusansoegning } from '../kursusansoegning/kursusansoegninger';
import { demoFaktura } from './faktura';
import { laesDemoSager } from './laes';

export { laesDemoSager } from './laes';
export type { DemoSager } from './laes';

type Kald = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

// The supplier every demo invoice is from (content/cvr-register.json), paid by its FI card.
const LEVERANDOER = { cvr: '35124004', navn: 'Kursuscenter Nord ApS' };
const INDBETALINGSKORT = { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' };

/**
 * Makes the demo cases once, on a store that has not had them (the 'seed' marker 'demosager'), through the
 * portal's own API as the people would: the demo citizen signs in and submits, the company applies, the
 * secretariat decides. So each case is validated and stored as a real one, with its history, its receipts
 * in the outbox and its definitions' versions; the cases cannot drift from the schemas. Needs the demo logins.
 */
export async function seedDemoSager(
  deps: AppDeps,
  request: (path: string, init: RequestInit) => Promise<Response>,
  /** altid: whatever DEMO_SAGER says (a try-out's sandbox, server/proeve). */
  { altid = false }: { altid?: boolean } = {},
): Promise<number> {
  const { store, config } = deps;
  const data = laesDemoSager(config.contentDir);
  if (!data || !kanSeedes(config, altid)) return 0;
  // Claimed first, in one atomic update, so of several instances starting at once on one database only one makes the
  // cases; its completion is recorded at the end. A seeding cut off halfway is not taken up again by a later start (the
  // cases it made would come twice): the start that failed logs it once, and later starts say so and go on.
  const markers = store.collection<DemoMarkoer>('seed');
  const tidspunkt = deps.now().toISOString();
  const fundet = await markers
    .update('demosager', (markoer) => {
      if (markoer) throw new Optaget(markoer);
      return { tidspunkt, faerdig: false };
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof Optaget) return error.markoer;
        throw error;
      },
    );
  if (fundet) {
    if (fundet.faerdig === false)
      deps.log.info(
        { startet: fundet.tidspunkt },
        'demo-sager: en anden start opretter dem, eller en tidligere blev afbrudt; de oprettes ikke igen',
      );
    return 0;
  }

  const kald: Kald = async (method, path, body, headers = {}) => {
    const svar = await request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (svar.status >= 400) throw new Error(`Demo-sagerne: ${method} ${path} svarede ${svar.status} ${await svar.text()}`);
    return svar;
  };
  const logInd = async (loginHint: 'loenmodtager' | 'virksomhed', bruger: string) => {
    const svar = await request('/fonditlogin', { method: 'POST', body: new URLSearchParams({ loginHint, bruger, returnUrl: '/app' }) });
    const cookie = svar.headers.get('Set-Cookie');
    if (svar.status !== 302 || !cookie) throw new Error(`Demo-sagerne: login som ${bruger} svarede ${svar.status}`);
    return { Cookie: cookie.split(';')[0]! };
  };
  const token = (await (await kald('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' })).json()) as {
    accessToken: string;
  };
  const sekretariat = { Authorization: `Bearer ${token.accessToken}` };

  // The courses are the register's (as content/demo/kursusansoegninger.json's are), for these people only.
  const kurser = store.collection<Kursusansoegning>('kursusansoegninger');
  for (const kursus of data.kursusansoegninger) await kurser.put(String(kursus.ansogningId), kursus);

  let antal = 0;
  for (const sag of data.anmodninger) {
    const borger = await logInd('loenmodtager', sag.loenmodtager);
    const faktura = await demoFaktura(LEVERANDOER, sag.fakturaNummer);
    const body = {
      status: 'Oprettet',
      deltagelser: sag.deltagelser,
      faktura: {
        fakturaNummer: sag.fakturaNummer,
        cvr: LEVERANDOER.cvr,
        dokument: { dataUri: faktura },
        indbetalingskort: INDBETALINGSKORT,
      },
    };
    const { id } = (await (await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body, borger)).json()) as { id: number };
    for (const skabelon of sag.behandling) {
      const email = await (
        await kald('POST', '/api/ForudbetalingAdmin/HentForudfyldtEmailSkabel', { anmodningId: id, skabelon }, sekretariat)
      ).json();
      const sti = skabelon === 'AnmodningGodkendt' ? 'GodkendAnmodning' : 'AfvisAnmodning';
      await kald(
        'POST',
        `/api/ForudbetalingAdmin/${sti}`,
        { anmodningId: id, email, ...(sag.begrundelse ? { begrundelse: sag.begrundelse } : {}) },
        sekretariat,
      );
    }
    antal++;
  }
  for (const sag of data.arbejdsmangel) {
    const virksomhed = await logInd('virksomhed', sag.virksomhed);
    const svar = await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', sag.ansoegning, virksomhed);
    const { id } = (await svar.json()) as { id: number };
    // Without a version: each step follows the last, on a case nobody else touches yet.
    for (const handling of sag.behandling)
      await kald('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`, { handling }, sekretariat);
    antal++;
  }
  await markers.put('demosager', { tidspunkt, faerdig: true });
  return antal;
}

/** The seed marker of the demo cases: claimed when a start begins making them, `faerdig` once all are made (older markers lack it: made). */
interface DemoMarkoer {
  tidspunkt: string;
  faerdig?: boolean;
}

/** The marker was there: another start has made, or is making, the demo cases. */
class Optaget extends Error {
  constructor(readonly markoer: DemoMarkoer) {
    super('demosager');
  }
}

// The cases are made by signing in as the demo people and the demo secretariat: without those logins there are none.
const kanSeedes = (config: Config, altid: boolean) => (altid || config.demoSager) && !config.oidcBorger && !config.oidcAdmin;
