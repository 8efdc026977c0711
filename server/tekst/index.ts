import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import { maa } from '../../engine/roller';
import { optionalAdmin } from '../identity/middleware';
import { rensHtml } from '../mail/rens-html';
import { feltFejl, ProblemFejl } from '../problem';
import type { Services } from '../services';
import type { SideTekstIndhold } from '../../contract/tekst';
import { fejlISkrivemaade, SKABELON } from '../../engine/indsaet';
import { vistIndhold } from './vist';

export { vistIndhold };

/** Text management (SPEC §7 "Text"): the map of texts, one text by key, and create-or-update. */
export function tekstRoutes({ tekster, tokens, rute }: Services) {
  const app = new Hono();

  // Internal notes (beskrivelse) are for those who may edit the texts (the access list's 'tekster'); others,
  // other staff and the fund's systems (an app-only token mapped to a staff role too), get the texts without
  // them. A token that is sent but no longer valid gets 401, so the admin client refreshes instead of loading
  // (and later saving back) the texts without their notes.
  app.get('/', optionalAdmin(tokens), async (c) => {
    const alle = await tekster.alle();
    const serNoter = maa(c.var.admin?.roller ?? [], 'tekster');
    const synlige = Object.fromEntries(
      Object.entries(alle).map(([k, v]) => [
        k,
        serNoter ? { ...v, indhold: vistIndhold(v) } : { type: v.type, indhold: vistIndhold(v), beskrivelse: '' },
      ]),
    );
    return c.json({ tekster: synlige });
  });

  app.get('/:noegle', async (c) => {
    const tekst = await tekster.hent(c.req.param('noegle'));
    if (!tekst) throw new ProblemFejl({ status: 404, title: t('problem.tekstIkkeFundet') });
    return c.json({ noegle: c.req.param('noegle'), type: tekst.type, indhold: vistIndhold(tekst) } satisfies SideTekstIndhold);
  });

  // A text's earlier wordings (issue 37), and restoring one: the restore is a save like any other, so it is in the history too.
  app.get('/:noegle/Historik', rute('GET /api/Tekst/:noegle/Historik'), async (c) => {
    const noegle = c.req.param('noegle');
    const historik = await tekster.historik(noegle);
    if (!historik) throw new ProblemFejl({ status: 404, title: t('problem.tekstIkkeFundet') });
    return c.json({ noegle, ...historik });
  });

  app.post('/:noegle/Gendan', rute('POST /api/Tekst/:noegle/Gendan'), async (c) => {
    const noegle = c.req.param('noegle');
    const historik = await tekster.historik(noegle);
    if (!historik) throw new ProblemFejl({ status: 404, title: t('problem.tekstIkkeFundet') });
    const { nr } = c.req.valid('json');
    const gammel = nr === 0 ? historik.standard : historik.versioner.find((v) => v.nr === nr);
    if (!gammel) throw feltFejl('/nr', t('problem.tekstVersionIkkeFundet', { nr }));
    const { type, indhold, beskrivelse } = gammel;
    await tekster.gem(noegle, { type, indhold, beskrivelse }, c.var.admin.brugernavn);
    return c.json({ key: noegle, type, indhold, beskrivelse });
  });

  // Creates or updates (SPEC §7). With `If-None-Match: *` (RFC 9110 §13.1.2) it only creates, as the page
  // 'Opret tekst' asks: a key that names a text already is 412 and changes nothing.
  app.put('/', rute('PUT /api/Tekst'), async (c) => {
    const { key, type, beskrivelse = '' } = c.req.valid('json');
    // html texts are shown as markup (and e-mail templates sent as it): stored only as the editor can write it.
    const indhold = type === 'html' ? rensHtml(c.req.valid('json').indhold) : c.req.valid('json').indhold;
    const [flertal] = fejlISkrivemaade(indhold, SKABELON);
    if (flertal !== undefined) throw feltFejl('/indhold', t('problem.tekstFlertal', { uddrag: flertal }));
    const kunNy = c.req.header('If-None-Match')?.trim() === '*';
    const { oprettet, fandtes } = await tekster.gem(key, { type, indhold, beskrivelse }, c.var.admin.brugernavn, kunNy);
    if (fandtes) throw tekstFindes(key);
    return c.json({ key, type, indhold, beskrivelse }, oprettet ? 201 : 200);
  });

  return app;
}

// If-None-Match: * and the key taken: 412, at the field that names it.
const tekstFindes = (noegle: string) => {
  const message = t('problem.tekstFindes', { noegle });
  return new ProblemFejl({ status: 412, title: message, detail: message, errors: [{ path: '/key', message }] });
};
