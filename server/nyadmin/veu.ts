import { html } from 'hono/html';
import { formatCpr, formatDato, maskerCpr, formatDatoTid, formatToDecimaler } from '../../engine/format';
import { t } from '../../engine/alle-tekster';
import { antalUgerIPeriode, dageIPeriode } from '../../engine/uger';
import { egenskab, vaerdiTitel } from '../../engine/vaerdi-titel';
import type { Services } from '../services';
import { schemaMedId } from '../validation/validator';

type Ansoegning = NonNullable<Awaited<ReturnType<Services['arbejdsmangel']['hent']>>>;

// The company's form (as live now): scope and agreement are named by the titles its choices have there.
const titel = (felt: string, vaerdi: string) => vaerdiTitel(egenskab(schemaMedId('arbejdsmangel-opret'), felt), vaerdi) ?? vaerdi;

/**
 * The VEU summary of a work-shortage application (/nyadmin/Arbejdsmangel/{id}): every value as the
 * forms name it and every figure with what it counts. `status` is the status's label in the
 * application's workflow. CPR numbers are whole only when `cprVist` (for those who handle cases), else masked.
 */
/** One week's hours, as 'Uge 9, 2027: 37,00 timer'. */
const ugeTimer = (u: { ugeNr: number; aar: number; timerPerUge: number }) =>
  t('nyadmin.veu.ugeTimer', { ugeNr: u.ugeNr, aar: u.aar, timer: formatToDecimaler(u.timerPerUge) });

export function veuIndhold(a: Ansoegning, status: string, cprVist: boolean) {
  const { fra, til } = a.periode;
  const raekke = (etiket: string, vaerdi: unknown) =>
    html`<dt class="col-sm-3">${etiket}</dt>
      <dd class="col-sm-9">${vaerdi}</dd>`;
  return html`<h1 class="h4">${t('nyadmin.veu.titel', { id: a.id })}</h1>
    <p class="text-secondary">${t('nyadmin.veu.forklaring')}</p>
    <dl class="row bg-white border rounded p-3">
      ${raekke(t('nyadmin.veu.virksomhed'), a.virksomhedsNavn)} ${raekke(t('nyadmin.veu.cvr'), a.virksomhedsCVR)}
      ${raekke(t('nyadmin.veu.oprettet'), formatDatoTid(a.oprettelsesTidspunkt))} ${raekke(t('nyadmin.veu.status'), status)}
      ${raekke(t('nyadmin.veu.periode'), `${formatDato(fra)} – ${formatDato(til)}`)}
      ${raekke(t('nyadmin.veu.varighed'), t('nyadmin.veu.dageOgUger', { dage: dageIPeriode(fra, til), uger: antalUgerIPeriode(fra, til) }))}
      ${raekke(t('nyadmin.veu.omfang'), titel('omfang', a.omfang))}
      ${a.ansoegningsNavn ? raekke(t('nyadmin.veu.enhed'), a.ansoegningsNavn) : ''}
      ${raekke(t('nyadmin.veu.enighed'), titel('enighed', a.enighed))}
    </dl>
    <h2 class="h5">${t('nyadmin.veu.medarbejdere')}</h2>
    <div class="table-responsive" tabindex="0" role="region" aria-label="${t('nyadmin.veu.medarbejdere')}">
      <table class="table table-sm table-striped bg-white">
        <thead>
          <tr>
            <th scope="col">${t('nyadmin.veu.navn')}</th>
            <th scope="col">${t('nyadmin.veu.cpr')}</th>
            <th scope="col" class="text-end">${t('nyadmin.veu.timer')}</th>
            <th scope="col">${t('nyadmin.veu.uger')}</th>
          </tr>
        </thead>
        <tbody>
          ${a.medarbejdere.map(
            (m) =>
              html`<tr>
                <td>${m.navn}</td>
                <td>${cprVist ? formatCpr(m.cpr) : maskerCpr(m.cpr)}</td>
                <td class="text-end">${formatToDecimaler(m.kursusTimerPerUge.reduce((s, u) => s + u.timerPerUge, 0))}</td>
                <td>
                  <ul class="list-unstyled mb-0">
                    ${m.kursusTimerPerUge.map((u) => html`<li>${ugeTimer(u)}</li>`)}
                  </ul>
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}
