import type { RJSFSchema } from '@rjsf/utils';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { schemaMedId } from '../../../shared/schema-form/schemas';

type Vaerdi = string | number | boolean | null | undefined;

/** Labels of fields the correction schema does not carry. */
const EKSTRA_TITLER: Record<string, string> = { leverandoerNavn: t('forudbetalingAdminWeb.faktura.leverandoer') };

/**
 * A history entry's details as lines for people: the subject of a sent e-mail and a rejection's reason, and for a
 * correction each changed field as 'label: before → after', labelled by the correction schema's titles, and a
 * status change as 'Status: before → after' by the labels the server gives (`statusLabels`: the request's
 * workflow version's then, also for a status a later version removed).
 */
export function beskrivDetaljer(detaljer: Record<string, unknown> | undefined, statusLabels?: { fra: string; til: string }): string[] {
  if (!detaljer) return [];
  const { foer, efter, emne, begrundelse, ...alle } = detaljer;
  const { fra: _fra, til: _til, ...udenStatus } = alle;
  const andre = statusLabels ? udenStatus : alle;
  const linjer: string[] = [];
  if (statusLabels) {
    const felt = t('forudbetalingAdminWeb.anmodning.status');
    linjer.push(t('forudbetalingAdminWeb.historik.aendring', { felt, foer: statusLabels.fra, efter: statusLabels.til }));
  }
  if (typeof emne === 'string') linjer.push(t('forudbetalingAdminWeb.historik.emne', { emne }));
  if (typeof begrundelse === 'string') linjer.push(t('forudbetalingAdminWeb.historik.begrundelse', { begrundelse }));
  if (erObjekt(foer) && erObjekt(efter)) linjer.push(...aendringer(foer, efter));
  for (const [noegle, vaerdi] of Object.entries(andre)) if (erSimpel(vaerdi)) linjer.push(`${noegle}: ${String(vaerdi)}`);
  return linjer;
}

function aendringer(foer: Record<string, unknown>, efter: Record<string, unknown>): string[] {
  const a = flad(foer);
  const b = flad(efter);
  const stier = [...new Set([...a.keys(), ...b.keys()])];
  return stier
    .filter((sti) => a.get(sti) !== b.get(sti))
    .map((sti) =>
      t('forudbetalingAdminWeb.historik.aendring', { felt: titel(sti, foer), foer: vis(sti, a.get(sti)), efter: vis(sti, b.get(sti)) }),
    );
}

/** Every simple value of a nested object by its path ('faktura/cvr', 'deltagelser/0/pris'). */
function flad(objekt: unknown, sti = '', ud = new Map<string, Vaerdi>()): Map<string, Vaerdi> {
  if (erSimpel(objekt)) ud.set(sti, objekt);
  else if (typeof objekt === 'object')
    for (const [noegle, vaerdi] of Object.entries(objekt)) flad(vaerdi, sti ? `${sti}/${noegle}` : noegle, ud);
  return ud;
}

/** The field's title in the correction schema; a participation's field names its application too. */
function titel(sti: string, foer: Record<string, unknown>): string {
  const dele = sti.split('/');
  let schema: RJSFSchema | undefined = schemaMedId('forudbetaling-admin-opdater');
  for (const del of dele) {
    const under: unknown = /^\d+$/.test(del) ? schema?.items : schema?.properties?.[del];
    schema = typeof under === 'object' && !Array.isArray(under) ? (under as RJSFSchema) : undefined;
  }
  const navn = schema?.title ?? EKSTRA_TITLER[dele.at(-1) ?? ''] ?? dele.at(-1) ?? sti;
  if (dele[0] !== 'deltagelser' || dele[1] === undefined) return navn;
  const deltagelse = (foer['deltagelser'] as Record<string, unknown>[] | undefined)?.[Number(dele[1])];
  const nummer = deltagelse?.['ansoegningsnummer'];
  return typeof nummer === 'string' ? `${navn} (${nummer})` : navn;
}

function vis(sti: string, vaerdi: Vaerdi): string {
  if (vaerdi === undefined || vaerdi === null || vaerdi === '') return '–';
  if (typeof vaerdi === 'number' && sti.endsWith('/pris')) return formatKroner(vaerdi);
  if (typeof vaerdi === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(vaerdi)) return formatDato(vaerdi);
  return String(vaerdi);
}

function erObjekt(vaerdi: unknown): vaerdi is Record<string, unknown> {
  return typeof vaerdi === 'object' && vaerdi !== null && !Array.isArray(vaerdi);
}

function erSimpel(vaerdi: unknown): vaerdi is Vaerdi {
  return vaerdi === null || vaerdi === undefined || ['string', 'number', 'boolean'].includes(typeof vaerdi);
}
