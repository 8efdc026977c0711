import { Hono } from 'hono';
import { maa } from '../../engine/roller';
import type { AdminEnv } from '../identity/middleware';
import { rolleMangler } from '../identity/middleware';
import { tServer } from '../server-tekster';
import { feltFejl } from '../problem';
import { ruter, type Rute, type RuteNoegle } from '../ruter';
import type { Services } from '../services';

type Eksportrute = Rute & { adgang: 'admin' };

// The routes a signed address may open, by their path pattern (':fondId' stands for one segment).
const eksportRuter = (Object.entries(ruter) as [RuteNoegle, Rute][]).flatMap(([noegle, rute]) =>
  rute.eksportAdresse && rute.adgang === 'admin'
    ? [{ noegle, rute: rute as Eksportrute, moenster: new RegExp(`^${noegle.slice('GET '.length).replace(/:[A-Za-z]+/g, '[^/]+')}$`) }]
    : [],
);

/** The short-lived addresses the admin app downloads exports by, and the export log. */
export function eksportRoutes({ rute, eksportAdresser, eksportLog }: Services) {
  const app = new Hono<AdminEnv>();

  // The address of one export for this admin, when their roles may fetch it: the export's own checks run when it is followed.
  app.get('/EksportAdgang', rute('GET /api/EksportAdgang'), (c) => {
    const adresse = c.req.valid('query').adresse;
    const sti = new URL(adresse, 'http://portal').pathname;
    const eksport = eksportRuter.find((e) => e.moenster.test(sti));
    if (!eksport) {
      throw feltFejl(
        '/adresse',
        tServer('eksport.adresseUkendt', { ruter: eksportRuter.map((e) => e.noegle.slice('GET '.length)).join(', ') }),
      );
    }
    if (!maa(c.var.admin.roller, eksport.rute.arbejde)) throw rolleMangler(eksport.rute.arbejde);
    c.header('Cache-Control', 'no-store');
    return c.json({ url: eksportAdresser.url(adresse, c.var.adminSid, c.var.admin.brugernavn) });
  });

  app.get('/EksportLog', rute('GET /api/EksportLog'), async (c) => c.json({ data: await eksportLog.seneste(200) }));

  return app;
}
