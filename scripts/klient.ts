import { parseArgs } from 'node:util';
import { erKlientRolle, klientRoller, type KlientRolle } from '../engine/roller';
import { aabnLager } from '../server/definitioner/lager';
import { createKlienter } from '../server/identity/klienter';
import { PgStore } from '../server/store/postgres/pg-store';
import { migrerVedStart } from '../server/store/postgres/skema';
import { tServer } from '../server/server-tekster';

/**
 * npm run klient:opret / klient:liste / klient:spaer: the service accounts of the fund's other systems,
 * in the store the server uses (DATABASE_URL, else DATA_DIR; the embedded store only while no server
 * holds it). `opret` prints {"clientId", "clientSecret"} once; the secret is stored only as its hash.
 */
class Brugsfejl extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { navn: { type: 'string' }, roller: { type: 'string' }, id: { type: 'string' } },
});

function laesRoller(tekst: string | undefined): KlientRolle[] {
  const roller = (tekst ?? '').split(',').map((r) => r.trim());
  if (roller.length === 0 || !roller.every(erKlientRolle))
    throw new Brugsfejl(tServer('klient.rollerUgyldige', { roller: klientRoller.join(', '), faaet: tekst ?? '' }));
  return roller as KlientRolle[];
}

let kode = 0;
try {
  const [kommando] = positionals;
  if (kommando !== 'opret' && kommando !== 'liste' && kommando !== 'spaer') throw new Brugsfejl(tServer('klient.brug'));
  // What is asked is checked before the store is opened: a wrong call changes nothing.
  const navn = values.navn ?? '';
  if (kommando === 'opret' && !/^[a-z0-9][a-z0-9-]{0,62}$/.test(navn)) throw new Brugsfejl(tServer('klient.navnUgyldigt'));
  const roller = kommando === 'opret' ? laesRoller(values.roller) : [];
  if (kommando === 'spaer' && !values.id) throw new Brugsfejl(tServer('klient.idMangler'));

  const lager = aabnLager(true)!;
  try {
    if (lager instanceof PgStore) await migrerVedStart(lager.pool);
    const klienter = createKlienter({ store: lager, now: () => new Date() });
    if (kommando === 'opret') {
      console.log(JSON.stringify(await klienter.opret(navn, roller)));
    } else if (kommando === 'liste') {
      const alle = await klienter.liste();
      console.log(
        alle.length > 0
          ? JSON.stringify(
              alle.map(({ id, ...k }) => ({ clientId: id, ...k })),
              null,
              2,
            )
          : tServer('klient.ingen'),
      );
    } else {
      const klient = await klienter.spaer(values.id!);
      if (!klient) throw new Brugsfejl(tServer('klient.ikkeFundet', { id: values.id! }));
      console.log(tServer('klient.spaerret', { id: klient.id, navn: klient.navn }));
    }
  } finally {
    await lager.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  kode = error instanceof Brugsfejl ? 2 : 1;
}
process.exit(kode);
