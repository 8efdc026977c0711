import type { Overblik, Sagsart } from '../../contract/generated/overblik';
import { behandlesStatusser, erSluttilstand, statusEtiket, type Arbejdsgang } from '../../engine/workflow';
import { daekker } from '../forudbetaling/anmodninger';
import type { Services } from '../services';
import type { Aggregate, AggregateQuery } from '../store/types';
import { anmodningWorkflow, arbejdsmangelWorkflow } from '../workflows/maskiner';
import { sidsteMaaneder } from './maaneder';

/** How many months the overview counts, and how many of each kind's oldest waiting cases it lists. */
export const MAANEDER = 12;
export const AELDSTE = 10;

const DAG = 86_400;
const dage = (sekunder: number | null) => (sekunder === null ? null : Math.round((sekunder / DAG) * 100) / 100);

/** What the workflow says of its statuses: which are final, which wait for the secretariat (meta.behandles), their labels. */
function statusserI(workflow: Arbejdsgang) {
  const config = workflow.config as { states: object };
  const venter = behandlesStatusser(config);
  const alle = Object.keys(config.states).map((status) => ({
    status,
    label: statusEtiket(config, status),
    slut: erSluttilstand(workflow, status),
    venter: venter.includes(status),
  }));
  return { alle, slut: alle.filter((s) => s.slut).map((s) => s.status), venter };
}

/** One case kind's part of the answer, from its workflow and the store's figures. */
function sagsart(sagstype: Sagsart['sagstype'], workflow: Arbejdsgang, tal: Aggregate, maaneder: string[]): Sagsart {
  const { alle } = statusserI(workflow);
  const label = (status: string) => statusEtiket(workflow.config as { states: object }, status);
  // A status stored cases have that the workflow no longer knows is shown too, after the workflow's own.
  const ukendte = Object.keys(tal.perStatus).filter((status) => !alle.some((s) => s.status === status));
  return {
    sagstype,
    titel: (workflow.config.meta as { titel?: string } | undefined)?.titel ?? workflow.id,
    statusser: [
      ...alle.map((s) => ({ ...s, antal: tal.perStatus[s.status] ?? 0 })),
      ...ukendte.map((status) => ({ status, label: status, antal: tal.perStatus[status]!, slut: false, venter: false })),
    ],
    perMaaned: maaneder.map((maaned) => ({ maaned, oprettet: tal.created[maaned] ?? 0, afsluttet: tal.handled[maaned] ?? 0 })),
    behandlingstid: { antal: tal.duration.count, medianDage: dage(tal.duration.median), p90Dage: dage(tal.duration.p90) },
    aeldsteVentende: tal.oldest.map((o) => ({ id: Number(o.id), status: o.status, label: label(o.status), oprettet: o.created })),
  };
}

/**
 * GET /api/Overblik's answer: the store counts (aggregate(), one query per figure), the workflows say
 * which statuses are final and which wait, so a status added to a workflow is counted by itself.
 * The prepayments approved are those in a final status that keeps its claims: every final one but the rejection.
 */
export async function lavOverblik({ anmodninger, arbejdsmangel, kursusansoegninger }: Services, nu: Date): Promise<Overblik> {
  const months = sidsteMaaneder(nu, MAANEDER);
  const maaneder = months.map((m) => m.month);
  const foresp = (workflow: Arbejdsgang): AggregateQuery => {
    const { slut, venter } = statusserI(workflow);
    return { final: slut, waiting: venter, months, oldest: AELDSTE };
  };
  const anmodningForesp = foresp(anmodningWorkflow);
  const godkendt = anmodningForesp.final.filter(daekker);
  const [a, am] = await Promise.all([
    // A request's amounts are its participations' prices per fund (store/indekser.ts).
    anmodninger.overblik({ ...anmodningForesp, sum: godkendt }),
    arbejdsmangel.overblik(foresp(arbejdsmangelWorkflow)),
  ]);
  const fonde = [...new Set(a.sums.map((s) => s.key))];
  return {
    maaneder,
    sagsarter: [sagsart('anmodning', anmodningWorkflow, a, maaneder), sagsart('arbejdsmangel', arbejdsmangelWorkflow, am, maaneder)],
    forudbetalingPerFond: fonde.map((fondId) => ({
      fondId,
      fondNavn: kursusansoegninger.fond(fondId).navn,
      perMaaned: maaneder.map((maaned) => ({ maaned, beloeb: a.sums.find((s) => s.key === fondId && s.month === maaned)?.sum ?? 0 })),
    })),
  };
}
