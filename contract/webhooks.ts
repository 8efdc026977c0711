import type { WebhookHaendelse } from './generated/webhook-haendelse';

export type HaendelsesType = WebhookHaendelse['type'];

/** A subscription as the secretariat sees it (GET /api/Webhooks/Abonnementer); the secret only once, at creation. */
export interface WebhookAbonnement {
  id: string;
  url: string;
  haendelser: HaendelsesType[];
  oprettet: string;
  /** The staff member who made it. */
  oprettetAf: string;
  /** Its deliveries of the last 30 days by status. */
  leveringer: Record<LeveringsStatus, number>;
}

/** The answer of POST /api/Webhooks/Abonnementer: the subscription's id and the secret its deliveries are signed with. */
export interface OprettetAbonnement {
  id: string;
  hemmelighed: string;
}

/** afventer: not yet acknowledged (tried again with back-off) · leveret: answered 2xx · opgivet: not acknowledged within 24 hours. */
export type LeveringsStatus = 'afventer' | 'leveret' | 'opgivet';

/** One event's delivery to one subscription (GET /api/Webhooks/Abonnementer/{id}/Leveringer). */
export interface WebhookLevering {
  /** The event's id, the same at every try. */
  haendelseId: string;
  type: HaendelsesType;
  /** When the event happened. */
  tidspunkt: string;
  /** The case it is about, e.g. 'anmodning 12', or the text's key. */
  emne: string;
  status: LeveringsStatus;
  forsoeg: number;
  /** The receiver's last HTTP status, when it answered. */
  sidsteSvar?: number;
  /** Why the last try failed (a status other than 2xx, a timeout, an address refused). */
  sidsteFejl?: string;
  /** When it is tried again (afventer), was delivered (leveret), or was given up (opgivet). */
  naesteForsoeg?: string;
  leveret?: string;
}

/** The kinds of case an event names in `data.sag`. */
export type WebhookSag = Extract<WebhookHaendelse['data'], { sag: unknown }>['sag'];
