import type { Definitionsversioner } from '../../contract/definitioner';
import type { AnmodningStatus, Bankoverfoersel, Indbetalingskort } from '../../contract/forudbetaling';
import type { Historikpost } from '../../contract/historik';
import { t } from '../../engine/alle-tekster';
import { udenBlanke } from '../../engine/trim';
import { tilstand } from '../../engine/workflow';
import type { AppDeps } from '../deps';
import { ProblemFejl } from '../problem';
import type { DocumentRef } from '../store/documents';
import type { AggregateQuery, KeysetOrden, Query } from '../store/types';
import { anmodningWorkflow } from '../workflows/maskiner';

export interface Deltagelse {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  fondId: string;
  pris: number;
  periodeStart: string;
  periodeSlut: string;
}

/** A prepayment request as stored; the invoice file itself lives in the document store. */
export interface Anmodning {
  id: number;
  created: string;
  status: AnmodningStatus;
  version: number;
  loenmodtagerId: string;
  personNavn: string;
  personCpr: string;
  personEmail: string;
  deltagelser: Deltagelse[];
  faktura: {
    fakturaNummer: string;
    cvr: string;
    leverandoerNavn: string;
    dokument: DocumentRef & { filnavn: string };
    bankOverfoersel?: Bankoverfoersel;
    indbetalingskort?: Indbetalingskort;
  };
  betingelser: { noegle: string; type: string; indhold: string };
  historik: Historikpost[];
  /** When its status last changed (set by server/haendelse.ts); absent until the first change. */
  senesteStatusSkift?: string;
  /** Why the secretariat rejected it, as the applicant reads it (set by AfvisAnmodning only). */
  begrundelse?: string;
  /** The workflow and form schema versions it was made with (absent on requests from before versions). */
  definitionsversioner?: Definitionsversioner;
  /** Fields an analyst added to a schema of the request, kept as sent: the wizard's (schemas/forudbetaling-opret.schema.json) and the correction's (server/forudbetaling-admin/oevrige.ts). */
  oevrige?: Record<string, unknown>;
}

/**
 * Only a rejected request gives its applications and invoice back (Afvist is kraevet in
 * workflows/implementeringer.ts); every other status, one an analyst adds too, keeps them from being asked for twice.
 */
const AFVIST: AnmodningStatus = tilstand(anmodningWorkflow, 'Afvist');
export const daekker = (status: string) => status !== AFVIST;

// A claim whose request is not written yet still covers while its creation can be under way.
const IGANG_MS = 10 * 60_000;

/** Which request claimed an application or an invoice, and when: one record per key, so a claim is one atomic write. */
export interface Daekning {
  anmodningId: number;
  tidspunkt: string;
}

/** A claim lost to another request (the application was free when checked, taken when claimed). */
export class AnsoegningOptaget extends Error {
  constructor(readonly ansogningId: number) {
    super(`Ansøgning ${ansogningId} er optaget`);
  }
}

/**
 * An invoice number as the rule of one request per invoice compares it: Unicode NFKC (full-width
 * 'INV-１００１' is 'INV-1001'), case-folded ('STRASSE' is 'straße'), trimmed of blanks as every text is (udenBlanke). Spaces and dashes inside
 * are kept: 'INV 1001' and 'INV1001' may be two invoices. The fold is per character, upper then lower
 * case, which is Unicode's full case folding but for the Turkish dotless ı, kept as it is.
 */
export function kanoniskFakturanummer(fakturaNummer: string): string {
  const foldet = [...fakturaNummer.normalize('NFKC')].map((c) => (c === '\u0131' ? c : c.toUpperCase().toLowerCase())).join('');
  return udenBlanke(foldet.normalize('NFKC'));
}

/** An invoice as SPEC §1 counts it (one request per invoice): supplier CVR and the canonical invoice number. */
export const fakturaNoegle = (cvr: string, fakturaNummer: string) => `${cvr}|${kanoniskFakturanummer(fakturaNummer)}`;

/** The same invoice as a file: the supplier CVR and the SHA-256 of the invoice document. */
export const fakturaFilNoegle = (cvr: string, sha256: string) => `${cvr}|${sha256}`;

/** The invoice keys of a request as it stands: by number, and by file (absent on a request stored without one). */
const fakturaNoegler = (a: Pick<Anmodning, 'faktura'>) => ({
  fakturaer: fakturaNoegle(a.faktura.cvr, a.faktura.fakturaNummer),
  fakturafiler: a.faktura.dokument?.sha256 ? fakturaFilNoegle(a.faktura.cvr, a.faktura.dokument.sha256) : undefined,
});

/**
 * Whether a claim still covers: its request is stored, not rejected and still has the key (a
 * correction moves an invoice), or, not stored yet, is being created. `noegle` for an invoice claim.
 */
export function kravDaekker(
  krav: Daekning | undefined,
  anmodning: Pick<Anmodning, 'status' | 'faktura'> | undefined,
  nu: Date,
  noegle?: { samling: 'fakturaer' | 'fakturafiler'; noegle: string },
): boolean {
  if (!krav) return false;
  if (!anmodning) return nu.getTime() - new Date(krav.tidspunkt).getTime() < IGANG_MS;
  return daekker(anmodning.status) && (noegle === undefined || fakturaNoegler(anmodning)[noegle.samling] === noegle.noegle);
}

export const beloebIalt = (a: Pick<Anmodning, 'deltagelser'>) => Math.round(a.deltagelser.reduce((sum, d) => sum + d.pris, 0) * 100) / 100;

/** What possible duplicates share (forudbetaling-admin/visning.ts: muligeDubletter): the supplier and the total; the store indexes it. */
export const dubletNoegle = (a: Pick<Anmodning, 'faktura' | 'deltagelser'>) => `${a.faktura.cvr}|${beloebIalt(a)}`;

/**
 * The claims a request makes while it covers (any status but Afvist): its applications, by application
 * id, and its invoice, by fakturaNoegle and by its file (fakturaFilNoegle). A request is stored in the transaction that writes them;
 * requests stored before claims existed get them from a migration (store/postgres/migrations.ts).
 */
export function kravFor(
  a: Pick<Anmodning, 'id' | 'created' | 'status' | 'deltagelser' | 'faktura'>,
): Record<KravSamling, [string, Daekning][]> {
  if (!daekker(a.status)) return { daekninger: [], fakturaer: [], fakturafiler: [] };
  const krav: Daekning = { anmodningId: a.id, tidspunkt: a.created };
  const { fakturaer, fakturafiler } = fakturaNoegler(a);
  return {
    daekninger: a.deltagelser.map((d): [string, Daekning] => [String(d.ansogningId), krav]),
    fakturaer: [[fakturaer, krav]],
    fakturafiler: fakturafiler ? [[fakturafiler, krav]] : [],
  };
}

/** The collections of claims: applications by id, invoices by fakturaNoegle, invoice files by fakturaFilNoegle. */
export const KRAV_SAMLINGER = ['daekninger', 'fakturaer', 'fakturafiler'] as const;
export type KravSamling = (typeof KRAV_SAMLINGER)[number];

/** The fields a row of the admin list is made from (forudbetaling-admin/visning.ts: adminListeItem). */
const LISTEFELTER = ['id', 'created', 'deltagelser', 'personNavn', 'status', 'definitionsversioner'] as const;

/**
 * The prepayment requests: storage, numbering, which applications and invoices they cover. Every
 * answer is a query on the store, so several servers on one database agree: numbers come from a
 * counter record, and an application or an invoice is claimed by a record of its own, written in the
 * transaction that stores the request.
 */
export function createAnmodninger({ store, now }: AppDeps) {
  const anmodninger = store.collection<Anmodning>('anmodninger');
  const daekninger = store.collection<Daekning>('daekninger');
  const fakturaer = store.collection<Daekning>('fakturaer');
  const fakturafiler = store.collection<Daekning>('fakturafiler');
  const taellere = store.collection<number>('taellere');

  // An invoice claim also needs the request to still carry that invoice: a correction moves it.
  const daekkerNu = async (d: Daekning | undefined, noegle?: { samling: 'fakturaer' | 'fakturafiler'; noegle: string }) =>
    kravDaekker(d, d && (await anmodninger.get(String(d.anmodningId))), now(), noegle);

  /** Claims an invoice key for a request, or throws `optaget()` when another live request or creation has it. */
  async function reserverNoegle(samling: 'fakturaer' | 'fakturafiler', noegle: string, anmodningId: number, optaget: () => Error) {
    const krav = samling === 'fakturaer' ? fakturaer : fakturafiler;
    const foer = await krav.get(noegle);
    if (foer?.anmodningId !== anmodningId && (await daekkerNu(foer, { samling, noegle }))) throw optaget();
    await krav.update(noegle, (nu) => {
      if (JSON.stringify(nu) !== JSON.stringify(foer)) throw optaget();
      return { anmodningId, tidspunkt: now().toISOString() };
    });
  }

  return {
    hent: (id: number) => anmodninger.get(String(id)),
    generation: () => anmodninger.generation(),
    gem: (anmodning: Anmodning) => anmodninger.put(String(anmodning.id), anmodning),
    opdater: (id: number, change: (a: Anmodning) => Anmodning) =>
      anmodninger.update(String(id), (a) => {
        if (!a) throw new Error(`No request ${id}`);
        return change(a);
      }),

    /** The admin list: newest first, optionally one status and from a time on, with the fields a row shows. */
    liste: (status: string | undefined, fra: string | undefined, antal: number | undefined) =>
      anmodninger.find({ where: { status, createdFrom: fra }, order: 'created-number-desc', limit: antal, fields: LISTEFELTER }),

    /** A keyset page of the admin list for an export: a row's fields and the applicant's CPR, newest or oldest first. */
    eksportSide: (status: string | undefined, fra: string | undefined, order: KeysetOrden, after: Query['after'], antal: number) =>
      anmodninger.find({
        where: { status, createdFrom: fra },
        order,
        limit: antal,
        after,
        fields: [...LISTEFELTER, 'personCpr'],
      }),

    /** One employee's requests, newest first. */
    forLoenmodtager: (loenmodtagerId: string) => anmodninger.find({ where: { owner: loenmodtagerId }, order: 'created-desc' }),

    /** The requests to the same supplier for the same total created in a time span, with what the handling page compares for possible duplicates. */
    sammeBeloebMellem: (a: Pick<Anmodning, 'faktura' | 'deltagelser'>, fra: string, til: string) =>
      anmodninger.find({
        where: { reference: dubletNoegle(a), createdFrom: fra, createdTo: til },
        fields: ['id', 'created', 'status', 'faktura', 'deltagelser', 'definitionsversioner'],
      }),

    antalPerStatus: () => anmodninger.countBy('status'),

    /** The overview's figures (GET /api/Overblik), counted in the store. */
    overblik: (query: AggregateQuery) => anmodninger.aggregate(query),

    /** Whether a request has this file as its invoice (a draft's invoice becomes the request's at submission). */
    harDokument: async (sha256: string) => (await anmodninger.find({ where: { document: sha256 }, limit: 1, fields: ['id'] })).length > 0,

    /** The next request number; numbers are never reused. A store from before the counter starts after its highest. */
    async naesteId(): Promise<number> {
      const eksisterer = (await taellere.get('anmodning')) !== undefined;
      const hoejeste = eksisterer ? 0 : ((await anmodninger.find({ order: 'number-desc', limit: 1, fields: ['id'] }))[0]?.id ?? 0);
      return taellere.update('anmodning', (n) => (n ?? hoejeste) + 1);
    },

    /** Whether a pending or approved request (or one being created) covers the application. */
    daekker: async (ansogningId: number) => daekkerNu(await daekninger.get(String(ansogningId))),

    /** Of the given applications, those a request covers. */
    async daekkedeAnsoegninger(ansogningIder: readonly number[]): Promise<Set<number>> {
      const daekket = await Promise.all(ansogningIder.map(async (id) => daekkerNu(await daekninger.get(String(id)))));
      return new Set(ansogningIder.filter((_, i) => daekket[i]));
    },

    /**
     * Claims the applications for a request, each only if still free when claimed; throws
     * AnsoegningOptaget otherwise. Run it in the transaction that stores the request.
     */
    async reserver(ansogningIder: readonly number[], anmodningId: number): Promise<void> {
      for (const ansogningId of ansogningIder) {
        const foer = await daekninger.get(String(ansogningId));
        if (await daekkerNu(foer)) throw new AnsoegningOptaget(ansogningId);
        await daekninger.update(String(ansogningId), (nu) => {
          if (JSON.stringify(nu) !== JSON.stringify(foer)) throw new AnsoegningOptaget(ansogningId);
          return { anmodningId, tidspunkt: now().toISOString() };
        });
      }
    },

    /**
     * Claims an invoice for a request about to be stored (or corrected): 409 when a request that is
     * not rejected, other than `anmodningId`, or a creation still under way has the same supplier and
     * invoice number. Run it in the transaction that stores the request. The message names the
     * invoice, never whose request has it.
     */
    async reserverFaktura(cvr: string, fakturaNummer: string, anmodningId: number): Promise<void> {
      const besked = t('forudbetaling.fakturaAlleredeAnmodet', { fakturaNummer: udenBlanke(fakturaNummer) });
      const optaget = () => new ProblemFejl({ status: 409, title: besked, errors: [{ path: '/faktura/fakturaNummer', message: besked }] });
      await reserverNoegle('fakturaer', fakturaNoegle(cvr, fakturaNummer), anmodningId, optaget);
    },

    /**
     * Claims an invoice file from a supplier for a request about to be stored: the same file from the
     * same supplier is the same invoice, whatever number it is given (409 at the document). With
     * `bloed`, for a correction that moves the invoice to another supplier, a file another request has
     * is left to it and not refused: the handling page shows both (sammeFaktura).
     */
    async reserverFakturaFil(cvr: string, sha256: string, anmodningId: number, bloed = false): Promise<void> {
      const besked = t('forudbetaling.fakturaFilAlleredeAnmodet');
      const optaget = () =>
        new ProblemFejl({ status: 409, title: besked, errors: [{ path: '/faktura/dokument/dataUri', message: besked }] });
      try {
        await reserverNoegle('fakturafiler', fakturaFilNoegle(cvr, sha256), anmodningId, optaget);
      } catch (error) {
        if (!bloed || !(error instanceof ProblemFejl)) throw error;
      }
    },

    /**
     * The other live requests (not rejected) with the same invoice: the same supplier and canonical
     * number, or the same file from the same supplier. Requests stored before the rule, or corrected onto
     * another's file, can share one; the handling page warns about them.
     */
    async sammeFaktura(a: Pick<Anmodning, 'id' | 'faktura'>) {
      const felter = ['id', 'created', 'status', 'faktura', 'definitionsversioner'] as const;
      const [nummer, fil] = await Promise.all([
        anmodninger.find({ where: { invoice: fakturaNoegle(a.faktura.cvr, a.faktura.fakturaNummer) }, fields: felter }),
        a.faktura.dokument?.sha256 ? anmodninger.find({ where: { document: a.faktura.dokument.sha256 }, fields: felter }) : [],
      ]);
      const andre = new Map([...nummer, ...fil.filter((b) => b.faktura.cvr === a.faktura.cvr)].map((b) => [b.id, b]));
      andre.delete(a.id);
      return [...andre.values()].filter((b) => daekker(b.status)).sort((x, y) => x.created.localeCompare(y.created) || x.id - y.id);
    },

    /** Gives back the claims of a request that was not stored (the embedded store has no rollback). */
    async frigiv(
      ansogningIder: readonly number[],
      anmodningId: number,
      faktura?: { cvr: string; fakturaNummer: string; sha256?: string },
    ): Promise<void> {
      for (const ansogningId of ansogningIder) {
        if ((await daekninger.get(String(ansogningId)))?.anmodningId === anmodningId) await daekninger.delete(String(ansogningId));
      }
      if (!faktura) return;
      const noegle = fakturaNoegle(faktura.cvr, faktura.fakturaNummer);
      if ((await fakturaer.get(noegle))?.anmodningId === anmodningId) await fakturaer.delete(noegle);
      const fil = faktura.sha256 && fakturaFilNoegle(faktura.cvr, faktura.sha256);
      if (fil && (await fakturafiler.get(fil))?.anmodningId === anmodningId) await fakturafiler.delete(fil);
    },
  };
}

export type Anmodninger = ReturnType<typeof createAnmodninger>;
