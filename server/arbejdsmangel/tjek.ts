import type { FeltFejl } from '../../engine/felt-fejl';
import { t } from '../../engine/alle-tekster';
import { ugeNoegle, ugerIPeriode } from '../../engine/uger';
import type { AnsoegningIndhold } from './ansoegninger';

/**
 * What the schema cannot say about an application: every week with hours lies in the period,
 * no week twice for one employee, and no employee (by CPR) twice.
 */
export function tjekAnsoegning(indhold: AnsoegningIndhold): FeltFejl[] {
  const fejl: FeltFejl[] = [];
  const periodensUger = new Set(ugerIPeriode(indhold.periode.fra, indhold.periode.til).map(ugeNoegle));
  const cprSet = new Set<string>();
  indhold.medarbejdere.forEach((m, i) => {
    const cpr = m.cpr.replace('-', '');
    if (cprSet.has(cpr)) fejl.push({ path: `/medarbejdere/${i}/cpr`, message: t('arbejdsmangel.cprFlereGange') });
    cprSet.add(cpr);
    const uger = new Set<string>();
    m.kursusTimerPerUge.forEach((uge, j) => {
      const noegle = ugeNoegle(uge);
      const path = `/medarbejdere/${i}/kursusTimerPerUge/${j}`;
      if (!periodensUger.has(noegle)) fejl.push({ path, message: t('arbejdsmangel.ugeUdenforPerioden') });
      else if (uger.has(noegle)) fejl.push({ path, message: t('arbejdsmangel.ugeFlereGange') });
      uger.add(noegle);
    });
  });
  return fejl;
}
