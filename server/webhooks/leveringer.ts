import type { LeveringsStatus, WebhookLevering } from '../../contract/webhooks';
import type { WebhookHaendelse } from '../../contract/generated/webhook-haendelse';
import type { Store } from '../store/types';
import { tServer } from '../server-tekster';

/** One event's delivery to one subscription, as the outbox keeps it (server/store/indekser.ts indexes it). */
export interface Levering {
  /** `<event id>.<subscription id>` */
  id: string;
  abonnementId: string;
  haendelse: Pick<WebhookHaendelse, 'id' | 'type' | 'tidspunkt'>;
  /** The JSON sent, the same bytes at every try. */
  krop: string;
  /** What the event is about ('anmodning:12', 'tekst:<key>'): a subscription gets one such thing's events in order. */
  emne: string;
  /** Its place among the events about the same thing (a case's version after the change). */
  nr: number;
  status: LeveringsStatus;
  oprettet: string;
  /** When it is due (afventer), or when it was delivered or given up. */
  naesteForsoeg: string;
  forsoeg: number;
  sidsteSvar?: number;
  sidsteFejl?: string;
  leveret?: string;
}

export const LEVERINGER = 'webhook-leveringer';
/** Deliveries done with (delivered, or given up) are kept this long for the secretariat's page. */
export const BEHOLD_DAGE = 30;

/**
 * What an event is about: a text (by its key) or a case (by its kind and id), as the outbox keys it
 * (`emne`: 'anmodning:12', 'tekst:<key>') and as the secretariat's page names it ('Anmodning 12').
 */
export function emneAf(data: WebhookHaendelse['data']): { emne: string; tekst: string } {
  if ('noegle' in data) return { emne: `tekst:${data.noegle}`, tekst: tServer('webhooks.emne.tekst', { noegle: data.noegle }) };
  return { emne: `${data.sag}:${data.id}`, tekst: tServer(`webhooks.emne.${data.sag}`, { id: data.id }) };
}

/** A delivery as the secretariat's page shows it. */
function somVisning(l: Levering): WebhookLevering {
  const { data } = JSON.parse(l.krop) as WebhookHaendelse;
  return {
    haendelseId: l.haendelse.id,
    type: l.haendelse.type,
    tidspunkt: l.haendelse.tidspunkt,
    emne: emneAf(data).tekst,
    status: l.status,
    forsoeg: l.forsoeg,
    ...(l.sidsteSvar !== undefined ? { sidsteSvar: l.sidsteSvar } : {}),
    ...(l.sidsteFejl !== undefined ? { sidsteFejl: l.sidsteFejl } : {}),
    naesteForsoeg: l.naesteForsoeg,
    ...(l.leveret !== undefined ? { leveret: l.leveret } : {}),
  };
}

/** The deliveries a subscription's page shows, and the clean-up of old ones. */
export function createLeveringer({ store, now }: { store: Store; now: () => Date }) {
  const leveringer = store.collection<Levering>(LEVERINGER);
  return {
    /** A subscription's latest deliveries, the last tried (or next due) first. */
    seneste: async (abonnementId: string, antal = 50) =>
      (await leveringer.find({ where: { reference: abonnementId }, order: 'created-desc', limit: antal })).map(somVisning),

    /** How many of a subscription's deliveries are in each status. */
    async antal(abonnementId: string): Promise<Record<LeveringsStatus, number>> {
      const resultat: Record<LeveringsStatus, number> = { afventer: 0, leveret: 0, opgivet: 0 };
      for (const { status } of await leveringer.find({ where: { reference: abonnementId }, fields: ['status'] })) resultat[status]++;
      return resultat;
    },

    /** A deleted subscription's deliveries go with it: none is sent after, none is shown. */
    sletFor: (abonnementId: string) => leveringer.deleteWhere({ reference: abonnementId }),

    /** Delivered and given-up deliveries older than BEHOLD_DAGE; answers how many went. */
    async ryd(): Promise<number> {
      const graense = new Date(now().getTime() - BEHOLD_DAGE * 86_400_000).toISOString();
      const [leveret, opgivet] = await Promise.all(
        (['leveret', 'opgivet'] as const).map((status) => leveringer.deleteWhere({ status, createdTo: graense })),
      );
      return leveret! + opgivet!;
    },
  };
}
