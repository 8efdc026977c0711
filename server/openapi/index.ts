import { Hono } from 'hono';
import { html } from 'hono/html';
import { t } from '../../engine/alle-tekster';
import type { Side } from '../side';
import { aktueltSaet } from '../definitioner/saet/kontekst';
import type { Saet } from '../definitioner/saet/filer';
import { openApiDokument } from './dokument';

type Operation = {
  summary: string;
  'x-adgang': string;
  /** The roles that may call an admin route. */
  'x-roller'?: readonly string[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
  parameters: { name: string; in: string; required: boolean }[];
};

// Made once per published version: the schemas' object stays the same until the next is published.
const perSaet = new WeakMap<Saet, { dokument: Record<string, unknown>; json: string }>();

/** The document for the definitions live now (the request's version). */
function aktueltDokument() {
  const saet = aktueltSaet();
  let d = perSaet.get(saet);
  if (!d) {
    const dokument = openApiDokument();
    perSaet.set(saet, (d = { dokument, json: JSON.stringify(dokument) }));
  }
  return d;
}

/** GET /api/openapi.json and a readable reference at /api/docs, both made from the route table and the live version's schemas. */
export function openApiRoutes(side: Side) {
  const app = new Hono();

  app.get('/openapi.json', (c) =>
    c.body(aktueltDokument().json, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/docs', (c) => {
    const paths = aktueltDokument().dokument['paths'] as Record<string, Record<string, Operation>>;
    return c.html(
      side(
        t('api.titel'),
        html`<h1 class="h3">${t('api.overskrift')}</h1>
          <p>${t('api.intro')} <a href="/api/openapi.json">/api/openapi.json</a></p>
          <div class="table-responsive" tabindex="0" role="region" aria-label="${t('api.overskrift')}">
            <table class="table table-sm table-striped bg-white">
              <thead>
                <tr>
                  <th>${t('api.kald')}</th>
                  <th>${t('api.adgang')}</th>
                  <th>${t('api.beskrivelse')}</th>
                  <th>${t('api.krop')}</th>
                </tr>
              </thead>
              <tbody>
                ${Object.entries(paths).flatMap(([sti, metoder]) =>
                  Object.entries(metoder).map(
                    ([metode, op]) =>
                      html`<tr>
                        <td><code>${metode.toUpperCase()} ${sti}</code></td>
                        <td>${op['x-adgang']}${op['x-roller'] ? `: ${op['x-roller'].join(', ')}` : ''}</td>
                        <td>${op.summary}</td>
                        <td>
                          ${op.requestBody ? html`<code>${op.requestBody.content['application/json'].schema.$ref.split('/').pop()}</code>` : ''}
                          ${op.parameters.filter((p) => p.in === 'query').map((p) => html` <code>?${p.name}${p.required ? '' : ` (${t('api.valgfri')})`}</code>`)}
                        </td>
                      </tr>`,
                  ),
                )}
              </tbody>
            </table>
          </div>`,
      ),
    );
  });
  return app;
}
