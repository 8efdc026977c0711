import { Hono } from 'hono';
import type { AnsoegningMedAnmodning, MinAnmodning, MuligAnsoegning } from '../../contract/forudbetaling';
import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../identity/middleware';
import { medEtag } from '../if-match';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';
import { loenmodtagerStatusTekst } from '../../engine/status-tekst';
import { anmodningWorkflow } from '../workflows/maskiner';
import { beloebIalt, type Anmodning } from './anmodninger';
import { dokumentSvar } from './dokument-svar';
import { loenmodtagerVisning } from './visning';

// What other areas may know of this one.
export type { Anmodninger } from './anmodninger';

const ikkeFundet = () => new ProblemFejl({ status: 404, title: t('forudbetaling.anmodningIkkeFundet') });

/** The employee side of SPEC §7: which applications can be prepaid, create a request, read it back. */
export function forudbetalingRoutes(deps: AppDeps, services: Services) {
  const { rute, anmodninger, kursusansoegninger, opretAnmodning, definitioner } = services;
  // The status in the employee's words, from the request's own workflow version (a later one may lack the status).
  const statusLabel = async (a: Anmodning) =>
    loenmodtagerStatusTekst((await definitioner.arbejdsgangFor(anmodningWorkflow, a)).config as { states: object }, a.status);
  const app = new Hono<SessionEnv>();

  /** The caller's applications approved by the fund and attested by the company, and which of them a pending or approved request covers. */
  const bevilgede = async (brugerId: string) => {
    const egne = (await kursusansoegninger.forLoenmodtager(brugerId)).filter((a) => kursusansoegninger.erBevilgetOgAttesteret(a));
    return { egne, daekkede: await anmodninger.daekkedeAnsoegninger(egne.map((a) => a.ansogningId)) };
  };

  // Approved by the fund, attested by the company, and not covered by a pending or approved request.
  app.get('/AnsogningerDerKanOprettesAnmodningerFor', rute('GET /api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor'), async (c) => {
    const { egne, daekkede } = await bevilgede(c.var.session.brugerId);
    return c.json(
      egne
        .filter((a) => !daekkede.has(a.ansogningId))
        // SPEC's three fields, and what the wizard needs to warn early as the secretariat's check would refuse.
        .map(({ ansogningId, ansoegningsnummer, kursusNavn, deltagerGebyr, gaeldendeFra, gaeldendeTil }): MuligAnsoegning => ({
          ansogningId,
          ansoegningsnummer,
          kursusNavn,
          deltagerGebyr,
          gaeldendeFra,
          gaeldendeTil,
        })),
    );
  });

  // The ones the list above leaves out for a request already made, so the wizard can say so instead of leaving them out silently.
  app.get('/AnsogningerMedAnmodning', rute('GET /api/Forudbetaling/AnsogningerMedAnmodning'), async (c) => {
    const { egne, daekkede } = await bevilgede(c.var.session.brugerId);
    return c.json(
      egne
        .filter((a) => daekkede.has(a.ansogningId))
        .map(({ ansogningId, ansoegningsnummer, kursusNavn }): AnsoegningMedAnmodning => ({ ansogningId, ansoegningsnummer, kursusNavn })),
    );
  });

  app.post('/OpretForudbetalingAnmodning', rute('POST /api/Forudbetaling/OpretForudbetalingAnmodning'), async (c) => {
    const bruger = deps.identities.find('loenmodtager', c.var.session.brugerId);
    if (!bruger) throw new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') });
    const anmodning = await opretAnmodning(c.var.session, bruger, c.req.valid('json'));
    return c.json({ id: anmodning.id }, 201);
  });

  // Only the employee who made a request can read it; anyone else is told it does not exist.
  const egen = async (id: string, brugerId: string) => {
    const anmodning = /^\d{1,9}$/.test(id) ? await anmodninger.hent(Number(id)) : undefined;
    if (!anmodning || anmodning.loenmodtagerId !== brugerId) throw ikkeFundet();
    return anmodning;
  };

  app.get('/HentForudbetalingAnmodning/:id', rute('GET /api/Forudbetaling/HentForudbetalingAnmodning/:id'), async (c) => {
    const anmodning = await egen(c.req.param('id'), c.var.session.brugerId);
    medEtag(c, anmodning);
    return c.json({ ...loenmodtagerVisning(anmodning), statusLabel: await statusLabel(anmodning) });
  });

  app.get('/Dokument/:id', rute('GET /api/Forudbetaling/Dokument/:id'), async (c) =>
    dokumentSvar(c, deps, await egen(c.req.param('id'), c.var.session.brugerId)),
  );

  app.get('/MineAnmodninger', rute('GET /api/Forudbetaling/MineAnmodninger'), async (c) => {
    const egne = await anmodninger.forLoenmodtager(c.var.session.brugerId);
    return c.json(
      await Promise.all(
        egne.map(async (a): Promise<MinAnmodning> => ({
          id: a.id,
          created: a.created,
          status: a.status,
          statusLabel: await statusLabel(a),
          kurser: a.deltagelser.map((d) => d.kursusNavn),
          beloebIalt: beloebIalt(a),
        })),
      ),
    );
  });

  return app;
}
