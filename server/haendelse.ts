import type { Definitionsversioner } from '../contract/definitioner';
import type { Historikpost } from '../contract/historik';
import type { WebhookSag } from '../contract/webhooks';
import { t, type TekstNoegle } from '../engine/alle-tekster';
import {
  kendteHaendelser,
  naesteTilstand,
  overgangensEmail,
  tilladteHaendelser,
  type Arbejdsgang,
  type Tilstand,
} from '../engine/workflow';
import type { AppDeps } from './deps';
import { feltFejl, ProblemFejl, VersionKonflikt } from './problem';

/** What every case a workflow drives has: its status, a version that rises with every change, and its history. */
export interface Sag<Id extends string> {
  status: Tilstand<Id>;
  version: number;
  historik: Historikpost[];
  /** When its status last changed (ISO): the overview counts a case handled from then. Absent or null before the first change. */
  senesteStatusSkift?: string | null;
  /** The definitions it started with; absent on cases stored before versions were. */
  definitionsversioner?: Definitionsversioner;
}

/** One kind of case: its workflow, its storage, and the Danish answers its API has always given. */
export interface Sagsart<Id extends string, S extends Sag<Id>> {
  /** The workflow now in workflows/. */
  workflow: Arbejdsgang<Id>;
  /** The workflow a case works on: the version it started with, until it is migrated (server/definitioner/register.ts). */
  arbejdsgangFor: (sag: S) => Promise<Arbejdsgang<Id>>;
  hent: (id: number) => Promise<S | undefined>;
  /** The store's atomic update of one case; `change` may throw to refuse. */
  opdater: (id: number, change: (sag: S) => S) => Promise<S>;
  /** What its webhook events call it: `<sag>.status-aendret`, data.sag. */
  webhook: WebhookSag;
  /** The keys of its fixed wording (content/ui). */
  beskeder: {
    ikkeFundet: TekstNoegle;
    /** An event the workflow does not know in any state (400). */
    ukendt: TekstNoegle;
    /** An event the case's status does not allow (409); `{status}` in it names the status. */
    ikkeTilladt: TekstNoegle;
    /** A version older than the stored one: someone changed the case meanwhile (409). */
    forAeldet: TekstNoegle;
  };
  /**
   * Puts the e-mail a transition names (`meta.email`, a template's name) into the outbox, for the case
   * as the transition left it and the workflow version it works on. A kind without it sends none
   * (check:definitions refuses the flag on its workflow).
   */
  email?: (sag: S, skabelon: string, workflow: Arbejdsgang<Id>) => Promise<void>;
}

/** One event to apply, by one staff member, to the case as they last read it. */
export interface Haendelse<S> {
  id: number;
  /** The event's name in the workflow, e.g. 'GodkendAnmodning'. */
  haendelse: string;
  /** The version the staff member read; left out, the case is changed whatever its version. */
  version: number | undefined;
  af: string;
  /** The history entry's wording and details; by default the event's label and the change of status. */
  historik?: { handling: string; detaljer?: Record<string, unknown> };
  /** Further fields the change sets, given its moment (e.g. a rejection's reason). */
  felter?: (tidspunkt: string) => Partial<S>;
  /** Work that belongs to the change (an e-mail into the outbox, a payment order), done in its transaction. */
  efter?: (sag: S) => Promise<void>;
}

/**
 * Refuses an event the case cannot take now: 409 when its status does not allow it, then 409 when
 * the version is outdated. The status comes first: a case already handled says so, and only a case
 * that can still take the event can be outdated. Returns the state the event leads to.
 */
export function kraevHaendelse<Id extends string, S extends Sag<Id>>(
  art: Sagsart<Id, S>,
  sag: S,
  haendelse: string,
  version: number | undefined,
  workflow: Arbejdsgang<Id>,
): Tilstand<Id> {
  const naeste = naesteTilstand(workflow, sag.status, haendelse);
  if (!naeste) throw new ProblemFejl({ status: 409, title: t(art.beskeder.ikkeTilladt, { status: sag.status }) });
  if (version !== undefined && version !== sag.version) throw new VersionKonflikt(t(art.beskeder.forAeldet));
  return naeste;
}

/**
 * Applies a workflow event to a case of any kind, as XState's server pattern does (restore, send,
 * persist): an event the workflow does not know is 400, an unknown case 404; then, inside one store
 * update so that of two staff members acting at once exactly one succeeds, the status and version
 * checks, the new status, a raised version and a history entry. `efter` runs in the same transaction,
 * and so do the e-mail the transition names (`meta.email`) and the webhook event of a change of status: on PostgreSQL an e-mail or event about the change
 * lands in its outbox together with it or not at all (the embedded store writes each in order, see
 * Store.transaction).
 */
export async function anvendHaendelse<Id extends string, S extends Sag<Id>>(
  deps: Pick<AppDeps, 'store' | 'now' | 'webhooks'>,
  art: Sagsart<Id, S>,
  h: Haendelse<S>,
): Promise<S> {
  const laest = await art.hent(h.id);
  // The case's own version of the workflow decides: an event only it knows is no unknown event.
  const workflow = laest ? await art.arbejdsgangFor(laest) : art.workflow;
  if (!kendteHaendelser(workflow).has(h.haendelse)) throw feltFejl('/handling', t(art.beskeder.ukendt));
  if (!laest) throw new ProblemFejl({ status: 404, title: t(art.beskeder.ikkeFundet) });
  return deps.store.transaction(async () => {
    let forrigeStatus = '';
    const sag = await art.opdater(h.id, (foer) => {
      forrigeStatus = foer.status;
      // Migrated meanwhile: the workflow read above is no longer the case's.
      if (foer.definitionsversioner?.arbejdsgang !== laest.definitionsversioner?.arbejdsgang)
        throw new VersionKonflikt(t(art.beskeder.forAeldet));
      const naeste = kraevHaendelse(art, foer, h.haendelse, h.version, workflow);
      const tidspunkt = deps.now().toISOString();
      return {
        ...foer,
        ...h.felter?.(tidspunkt),
        status: naeste,
        senesteStatusSkift: tidspunkt,
        version: foer.version + 1,
        historik: [
          ...foer.historik,
          { tidspunkt, af: h.af, ...(h.historik ?? standardHistorik(workflow, foer.status, naeste, h.haendelse)) },
        ],
      };
    });
    await h.efter?.(sag);
    // The case's own workflow version says whether this decision is told, and with which template.
    const skabelon = overgangensEmail(workflow, forrigeStatus, h.haendelse);
    if (skabelon && art.email) await art.email(sag, skabelon, workflow);
    if (sag.status !== forrigeStatus) {
      const data = { sag: art.webhook, id: h.id, status: sag.status, forrigeStatus };
      await deps.webhooks.udgiv(`${art.webhook}.status-aendret`, data, sag.version);
    }
    return sag;
  });
}

/** The event's label as the workflow gives it, and the status before and after. */
function standardHistorik(workflow: Arbejdsgang, fra: string, til: string, haendelse: string) {
  const label = tilladteHaendelser(workflow, fra).find((h) => h.type === haendelse)?.label ?? haendelse;
  return { handling: label, detaljer: { fra, til } };
}
