import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import { starttilstand } from '../../engine/workflow';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../identity/middleware';
import { udfyldSkabelon } from '../mail/skabelon';
import { ProblemFejl, valideringsfejl } from '../problem';
import type { Services } from '../services';
import { normaliser, type ArbejdsmangelAnsoegning } from './ansoegninger';
import { emailVaerdier } from './email-vaerdier';
import { minAnsoegning } from './min-ansoegning';
import { mineAnsoegninger } from './mine-ansoegninger';
import { tjekAnsoegning } from './tjek';
import { arbejdsmangelWorkflow } from '../workflows/maskiner';

/** The employer side of SPEC §7: may the company apply, the application itself, and the company's own applications. */
export function arbejdsmangelRoutes(deps: AppDeps, services: Services) {
  const { rute, arbejdsmangel, tekster, kladder, definitioner } = services;
  const app = new Hono<SessionEnv>();

  const kanIkkeSoege = (status: 400 | 403) => new ProblemFejl({ status, title: t('arbejdsmangel.kanIkkeSoege') });

  app.get('/KanAnsoegeOmArbejdsMangel', rute('GET /api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel'), async (c) => {
    if (!(await deps.overenskomster.kanSoegeArbejdsmangel(c.var.session.brugerId))) throw kanIkkeSoege(400);
    return c.json({ kanAnsoege: true });
  });

  // Any company may see what it has sent, also one that may no longer apply.
  app.get('/MineAnsoegninger', rute('GET /api/ArbejdsmangelAnsoegning/MineAnsoegninger'), async (c) => {
    const cvr = c.var.session.brugerId;
    const alle = await arbejdsmangel.forVirksomhed(cvr);
    const mine = mineAnsoegninger(alle, cvr);
    // Each status by its label in the application's own workflow version (a later one may lack the status).
    const versioner = new Map(alle.map((a) => [a.id, a.definitionsversioner]));
    return c.json(
      await Promise.all(
        mine.map(async (a) => ({
          ...a,
          statusLabel: await definitioner.statusLabel(arbejdsmangelWorkflow, {
            status: a.status,
            definitionsversioner: versioner.get(a.id),
          }),
        })),
      ),
    );
  });

  // A company reads only its own applications; another's is answered as one that does not exist.
  app.get('/MinAnsoegning/:id', rute('GET /api/ArbejdsmangelAnsoegning/MinAnsoegning/:id'), async (c) => {
    const id = c.req.param('id');
    const a = /^\d{1,9}$/.test(id) ? await arbejdsmangel.hent(Number(id)) : undefined;
    if (!a || a.virksomhedsCVR !== c.var.session.brugerId) throw new ProblemFejl({ status: 404, title: t('arbejdsmangel.ikkeFundet') });
    return c.json(minAnsoegning(a, await definitioner.etiketter(arbejdsmangelWorkflow, a)));
  });

  app.post('/OpretAnsoegning', rute('POST /api/ArbejdsmangelAnsoegning/OpretAnsoegning'), async (c) => {
    // The company is the session's, never one named in the body.
    const cvr = c.var.session.brugerId;
    if (!(await deps.overenskomster.kanSoegeArbejdsmangel(cvr))) throw kanIkkeSoege(403);
    const indhold = c.req.valid('json');
    const fejl = tjekAnsoegning(indhold);
    if (fejl.length > 0) throw valideringsfejl(fejl);

    const virksomhed = deps.identities.find('virksomhed', cvr);
    const tidspunkt = deps.now().toISOString();
    const ansoegning: ArbejdsmangelAnsoegning = {
      // Employee ids are the server's, numbered from 1: an id the company sends is ignored (issue 14).
      ...normaliser({ ...indhold, medarbejdere: indhold.medarbejdere.map(({ id: _id, ...m }) => m) }),
      id: await arbejdsmangel.naesteId(),
      version: 1,
      oprettelsesTidspunkt: tidspunkt,
      status: starttilstand(arbejdsmangelWorkflow),
      senesteStatusSkift: null,
      virksomhedsCVR: cvr,
      virksomhedsNavn: virksomhed?.navn ?? c.var.session.navn,
      virksomhedsEmail: virksomhed?.email ?? '',
      historik: [{ tidspunkt, af: c.var.session.navn, handling: t('arbejdsmangel.historik.indsendt') }],
      definitionsversioner: await definitioner.tilNySag(arbejdsmangelWorkflow.id, 'arbejdsmangel-opret'),
    };
    // The receipt and the event go into their outboxes in the application's own transaction.
    await deps.store.transaction(async () => {
      await arbejdsmangel.gem(ansoegning);
      // The draft became this application, in the same write.
      await kladder.afslut('arbejdsmangel', { type: 'virksomhed', id: cvr });
      if (ansoegning.virksomhedsEmail) await sendKvittering(ansoegning);
      await deps.webhooks.udgiv(
        'ansoegning.oprettet',
        { sag: 'ansoegning', id: ansoegning.id, status: ansoegning.status },
        ansoegning.version,
      );
    });
    deps.log.info({ arbejdsmangel: ansoegning.id, medarbejdere: ansoegning.medarbejdere.length }, 'arbejdsmangel indsendt');
    return c.json({ id: ansoegning.id }, 201);
  });

  async function sendKvittering(a: ArbejdsmangelAnsoegning) {
    const { subject, body: html } = await udfyldSkabelon(tekster, 'kvittering-arbejdsmangel', emailVaerdier(a));
    await deps.mailer.send({ til: a.virksomhedsEmail, emne: subject, html, sag: { type: 'arbejdsmangel', id: a.id } });
  }

  return app;
}
