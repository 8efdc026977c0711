import type { RJSFSchema } from '@rjsf/utils';
import { formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { vaerdiTitel } from '@engine/vaerdi-titel';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import type { Status } from '../api/hent-ansoegning';
import { statusEtiket } from './status';

type Ugetimer = { aar: number; ugeNr: number; timerPerUge: number };
type Medarbejder = { id?: number; navn: string; cpr: string; kursusTimerPerUge: Ugetimer[] };
type Indhold = Record<string, unknown> & { medarbejdere?: Medarbejder[] };

const opdater = schemaMedId('arbejdsmangel-opdater');
const egenskab = (schema: RJSFSchema | undefined, navn: string) => schema?.properties?.[navn] as RJSFSchema | undefined;
const MEDARBEJDER = schemaMedId('arbejdsmangel-medarbejder');

/** The parts of the application as the history compares them, in the order the detail screen shows them. */
const DELE = ['omfang', 'ansoegningsNavn', 'periode', 'enighed', 'medarbejderRepraesentant'] as const;

/**
 * A work-shortage history entry's details as lines for people: a status change as 'Status: before →
 * after', a correction as each changed part 'label: before → after' (labels and choices as the update
 * schema titles them), and the employees by id: added, removed, or their changed name, CPR and weekly hours.
 * A status change reads by the labels the server gives (`statusLabels`: those of the workflow version the case
 * was on then, also for a status a later version removed), else by the bundled workflow's.
 */
export function beskrivDetaljer(detaljer: unknown, statusLabels?: { fra: string; til: string }): string[] {
  if (!erObjekt(detaljer)) return [];
  const { fra, til, foer, efter } = detaljer;
  if (typeof fra === 'string' && typeof til === 'string') {
    const [a, b] = statusLabels ? [statusLabels.fra, statusLabels.til] : [statusEtiket(fra as Status), statusEtiket(til as Status)];
    return [aendring(t('arbejdsmangelAdminWeb.historik.status'), a, b)];
  }
  if (!erObjekt(foer) || !erObjekt(efter)) return [];
  return [...DELE.flatMap((del) => delLinjer(del, foer, efter)), ...medarbejderLinjer(foer, efter)];
}

function delLinjer(del: (typeof DELE)[number], foer: Indhold, efter: Indhold): string[] {
  const schema = egenskab(opdater, del);
  const titel = schema?.title ?? del;
  const [a, b] = [foer[del], efter[del]];
  if (del === 'periode') return periode(a) === periode(b) ? [] : [aendring(titel, periode(a), periode(b))];
  if (erObjekt(a) || erObjekt(b)) {
    const felter = [...new Set([...Object.keys(erObjekt(a) ? a : {}), ...Object.keys(erObjekt(b) ? b : {})])];
    return felter
      .filter((felt) => vis(erObjekt(a) ? a[felt] : undefined) !== vis(erObjekt(b) ? b[felt] : undefined))
      .map((felt) => {
        const navn = t('arbejdsmangelAdminWeb.historik.delfelt', { del: titel, felt: egenskab(schema, felt)?.title ?? felt });
        return aendring(navn, vis(erObjekt(a) ? a[felt] : undefined), vis(erObjekt(b) ? b[felt] : undefined));
      });
  }
  return vis(a, schema) === vis(b, schema) ? [] : [aendring(titel, vis(a, schema), vis(b, schema))];
}

function medarbejderLinjer(foer: Indhold, efter: Indhold): string[] {
  const [alle, nu] = [foer.medarbejdere ?? [], efter.medarbejdere ?? []];
  const fandtesFoer = (m: Medarbejder) => alle.find((f) => f.id !== undefined && f.id === m.id);
  const kort = (m: Medarbejder) =>
    t('arbejdsmangelAdminWeb.historik.medarbejder', { navn: m.navn, cpr: m.cpr, timer: formatTimer(timer(m)) });
  const fjernet = alle
    .filter((f) => !nu.some((m) => m.id === f.id))
    .map((m) => t('arbejdsmangelAdminWeb.historik.fjernet', { medarbejder: kort(m) }));
  const aendret = nu.flatMap((m) => {
    const f = fandtesFoer(m);
    if (!f) return [t('arbejdsmangelAdminWeb.historik.tilfoejet', { medarbejder: kort(m) })];
    const felt = (navn: 'navn' | 'cpr') =>
      t('arbejdsmangelAdminWeb.historik.delfelt', { del: f.navn, felt: egenskab(MEDARBEJDER, navn)?.title ?? navn });
    const uger = [...new Set([...f.kursusTimerPerUge, ...m.kursusTimerPerUge].map((u) => `${u.aar}-${u.ugeNr}`))].sort(efterUge);
    return [
      ...(f.navn !== m.navn ? [aendring(felt('navn'), f.navn, m.navn)] : []),
      ...(f.cpr !== m.cpr ? [aendring(felt('cpr'), f.cpr, m.cpr)] : []),
      ...uger.flatMap((noegle) => {
        const [a, b] = [timerIUge(f, noegle), timerIUge(m, noegle)];
        if (a === b) return [];
        const [aar = '', ugeNr = ''] = noegle.split('-');
        const uge = t('arbejdsmangelAdminWeb.historik.delfelt', {
          del: f.navn,
          felt: t('arbejdsmangelAdminWeb.periode.ugeNr', { ugeNr, aar }),
        });
        return [aendring(uge, a === undefined ? '–' : formatTimer(a), b === undefined ? '–' : formatTimer(b))];
      }),
    ];
  });
  return [...aendret, ...fjernet];
}

const aendring = (felt: string, foer: string, efter: string) => t('arbejdsmangelAdminWeb.historik.aendring', { felt, foer, efter });

const timer = (m: Medarbejder) => m.kursusTimerPerUge.reduce((sum, u) => sum + u.timerPerUge, 0);
const timerIUge = (m: Medarbejder, noegle: string) => m.kursusTimerPerUge.find((u) => `${u.aar}-${u.ugeNr}` === noegle)?.timerPerUge;
const efterUge = (a: string, b: string) => a.localeCompare(b, 'da', { numeric: true });

function periode(p: unknown): string {
  if (!erObjekt(p) || typeof p['fra'] !== 'string' || typeof p['til'] !== 'string') return '–';
  return t('arbejdsmangelAdminWeb.periode.interval', { fra: formatDato(p['fra']), til: formatDato(p['til']) });
}

/** A value as shown: a choice by its title, nothing as '–'. */
function vis(vaerdi: unknown, schema?: RJSFSchema): string {
  if (vaerdi === undefined || vaerdi === null || vaerdi === '') return '–';
  return vaerdiTitel(schema, vaerdi) ?? String(vaerdi);
}

function erObjekt(vaerdi: unknown): vaerdi is Indhold {
  return typeof vaerdi === 'object' && vaerdi !== null && !Array.isArray(vaerdi);
}
