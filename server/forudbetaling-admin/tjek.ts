import type { ForudbetalingAdminOpdater } from '../../contract/generated/forudbetaling-admin-opdater';
import { erBeloebForStort, erPeriodeUdenfor } from '../../engine/deltagelse-ramme';
import type { FeltFejl } from '../../engine/felt-fejl';
import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import type { Anmodning } from '../forudbetaling/anmodninger';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';
import { valider } from '../validation/validator';

/** The secretariat's corrections: the body of OpdaterAnmodningerAdmin without the request's id and version. */
export type Rettelse = Omit<ForudbetalingAdminOpdater, 'anmodningId' | 'version'>;

/**
 * The rules of SPEC §5.3 the schema cannot check: each participation inside its application's
 * valid period and not above its fee, the supplier in the CVR register and in the finance system
 * of every fund the request draws on. The same participations as before, no more, no fewer.
 */
export async function tjekRettelse(
  deps: AppDeps,
  kursusansoegninger: Kursusansoegninger,
  anmodning: Anmodning,
  rettelse: Rettelse,
): Promise<FeltFejl[]> {
  const fejl: FeltFejl[] = [];
  const forventede = new Set(anmodning.deltagelser.map((d) => d.ansogningId));
  const set = new Set<number>();
  for (const [i, d] of rettelse.deltagelser.entries()) {
    const ansoegning = forventede.has(d.ansogningId) && !set.has(d.ansogningId) ? await kursusansoegninger.hent(d.ansogningId) : undefined;
    set.add(d.ansogningId);
    if (!ansoegning) {
      fejl.push({ path: `/deltagelser/${i}/ansogningId`, message: t('forudbetaling.ansoegningHoererIkkeTil') });
      continue;
    }
    if (erPeriodeUdenfor(d, ansoegning)) fejl.push({ path: `/deltagelser/${i}/periodeStart`, message: t('forudbetaling.periodeUdenfor') });
    if (erBeloebForStort(d.pris, ansoegning)) fejl.push({ path: `/deltagelser/${i}/pris`, message: t('forudbetaling.beloebForStort') });
  }
  if (set.size !== forventede.size) fejl.push({ path: '/deltagelser', message: t('forudbetaling.ansoegningHoererIkkeTil') });
  fejl.push(...(await tjekLeverandoer(deps, anmodning, rettelse.faktura.cvr)));
  return fejl;
}

/** The supplier must be in the CVR register and known to the finance system of each fund of the request. */
export async function tjekLeverandoer(deps: AppDeps, anmodning: Anmodning, cvr: string): Promise<FeltFejl[]> {
  if (!(await deps.cvrRegister.find(cvr))) return [{ path: '/faktura/cvr', message: t('forudbetaling.ikkeICvr') }];
  const fonde = [...new Set(anmodning.deltagelser.map((d) => d.fondId))];
  const fundne = await Promise.all(fonde.map((fondId) => deps.oekonomisystem.findLeverandoer(fondId, cvr)));
  return fundne.every(Boolean) ? [] : [{ path: '/faktura/cvr', message: t('forudbetaling.ikkeIOekonomi') }];
}

/** The request as it stands, as the correction the handling page would send to keep it unchanged. */
export function somRettelse(a: Anmodning): Rettelse {
  const { cvr, fakturaNummer, bankOverfoersel, indbetalingskort } = a.faktura;
  return {
    faktura: { cvr, fakturaNummer, ...(bankOverfoersel ? { bankOverfoersel } : {}), ...(indbetalingskort ? { indbetalingskort } : {}) },
    deltagelser: a.deltagelser.map(({ ansogningId, pris, periodeStart, periodeSlut }) => ({
      ansogningId,
      pris,
      periodeStart,
      periodeSlut,
    })),
  };
}

/**
 * Every rule of SPEC §5.3 the correction is held to, on the request as stored: what leads to a
 * payment order (approval) pays nothing a correction could not have saved, whether the request came
 * in that way or was stored before a rule. The messages are the correction's, at its fields.
 */
export async function tjekAnmodning(deps: AppDeps, kursusansoegninger: Kursusansoegninger, a: Anmodning): Promise<FeltFejl[]> {
  const rettelse = somRettelse(a);
  const skema = valider('forudbetaling-admin-opdater', { anmodningId: a.id, ...rettelse });
  return [...skema, ...(await tjekRettelse(deps, kursusansoegninger, a, rettelse)).filter((f) => !skema.some((s) => s.path === f.path))];
}
