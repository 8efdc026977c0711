import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import { findSagsreferencer, type Sagsreference } from './emne';
import type { Journalpost, JournaliseringSvar } from '../../contract/journalisering';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';

/**
 * POST /api/JournaliseringAdmin/JournaliserEmail: files the open e-mail on the case its subject
 * names — the first reference that is a real case — and answers which case that was.
 */
export function journaliseringRoutes(deps: AppDeps, services: Services) {
  const { rute, anmodninger, arbejdsmangel, kursusansoegninger, journal } = services;
  const app = new Hono<AdminEnv>();

  async function findSag(ref: Sagsreference): Promise<Journalpost['sag'] | undefined> {
    if (ref.type === 'kursusansoegning') {
      const a = await kursusansoegninger.medNummer(ref.reference);
      return a && { type: ref.type, id: a.ansogningId };
    }
    const id = Number(ref.reference);
    const findes = ref.type === 'anmodning' ? await anmodninger.hent(id) : await arbejdsmangel.hent(id);
    return findes && { type: ref.type, id };
  }

  app.post('/JournaliserEmail', rute('POST /api/JournaliseringAdmin/JournaliserEmail'), async (c) => {
    const emne = c.req.valid('json').EmailSubject.trim();
    for (const ref of findSagsreferencer(emne)) {
      const sag = await findSag(ref);
      if (!sag) continue;
      const post = await journal.tilfoej(emne, c.var.admin.navn, sag);
      deps.log.info({ sag, admin: c.var.admin.brugernavn }, 'e-mail journaliseret');
      return c.json({
        sag: { ...sag, titel: t(`journal.sag.${sag.type}`, { id: ref.reference }) },
        journalpost: post,
      } satisfies JournaliseringSvar);
    }
    throw new ProblemFejl({ status: 404, title: t('journal.ingenSag'), detail: t('journal.ingenSagDetalje') });
  });

  return app;
}
