import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import type { Anmodninger } from '../forudbetaling/index';
import type { LoginType } from '../identity/types';
import { ProblemFejl } from '../problem';
import type { DocumentRef } from '../store/documents';
import { REFERENCE, udtraekDokumenter } from './dokumenter';

/** The forms a draft can be kept of, and whose login each belongs to; any other name is 404. */
export const FORMULARER = { forudbetaling: 'loenmodtager', arbejdsmangel: 'virksomhed' } as const satisfies Record<string, LoginType>;
export type Formular = keyof typeof FORMULARER;
export const erFormular = (navn: string): navn is Formular => Object.hasOwn(FORMULARER, navn);

/** The data of a draft as stored, not counting its files (the employer form with a hundred employees is far below). */
export const MAKS_KLADDE_BYTES = 512 * 1024;
/** Files in one draft (the wizard has one invoice). */
export const MAKS_DOKUMENTER = 3;

export interface Ejer {
  type: LoginType;
  id: string;
}

export interface KladdeDokument extends DocumentRef {
  hoved: string;
}

/** A form as a person left it: never validated, never a case, deleted at submission or when it expires. */
export interface Kladde {
  formular: Formular;
  ejer: Ejer;
  trin?: string;
  /** The form's data with each file replaced by a reference ('kladde-dokument:<sha256>'). */
  data: Record<string, unknown>;
  dokumenter: KladdeDokument[];
  /** Raised by every save, so a save meant for a draft since deleted (e.g. submitted) does not bring it back. */
  version: number;
  oprettet: string;
  opdateret: string;
}

export interface GemKladde {
  data: Record<string, unknown>;
  trin?: string;
  /** The version the data was based on; 0 for a new draft. */
  version?: number;
}

const DAG_MS = 86_400_000;
const id = (formular: Formular, ejer: Ejer) => `${formular}:${ejer.type}:${ejer.id}`;
const forStor = () =>
  new ProblemFejl({
    status: 413,
    title: t('kladde.forStor'),
    detail: t('kladde.forStorDetalje', { kb: MAKS_KLADDE_BYTES / 1024, dokumenter: MAKS_DOKUMENTER }),
  });

/**
 * One draft per person and form, in their own collection (so no admin list, count or export sees
 * them), with their files in the document store. On this instance, saves and clean-ups take turns, so
 * the check that no other draft or request uses a file and its removal are not split by a save here.
 */
export function createKladder(deps: AppDeps, { anmodninger }: { anmodninger: Anmodninger }) {
  const kladder = deps.store.collection<Kladde>('kladder');
  let koe: Promise<unknown> = Promise.resolve();
  const efterTur = <R>(arbejde: () => Promise<R>): Promise<R> => {
    const resultat = koe.then(arbejde, arbejde);
    koe = resultat.catch(() => undefined);
    return resultat;
  };

  const ejerNoegle = (ejer: Ejer) => `${ejer.type}:${ejer.id}`;
  const udloeber = (k: Pick<Kladde, 'opdateret'>) => new Date(Date.parse(k.opdateret) + deps.config.draftRetentionDays * DAG_MS);
  const erUdloebet = (k: Kladde) => udloeber(k).getTime() <= deps.now().getTime();

  /** Removes files nothing else refers to: no other draft, no request (a submitted invoice is the same file). */
  async function sletUbrugte(sha256er: Iterable<string>, undtagen: string): Promise<void> {
    const tilbage = new Set(sha256er);
    if (tilbage.size === 0) return;
    for (const k of await kladder.find({ fields: ['formular', 'ejer', 'dokumenter'] })) {
      if (id(k.formular, k.ejer) !== undtagen) for (const d of k.dokumenter) tilbage.delete(d.sha256);
    }
    for (const sha256 of tilbage) if (!(await anmodninger.harDokument(sha256))) await deps.documents.delete(sha256);
  }

  /** Deletes a draft in its turn; kunUdloebet re-checks there, so a draft saved meanwhile is kept. */
  async function sletNu(noegle: string, kunUdloebet = false): Promise<boolean> {
    const kladde = await kladder.get(noegle);
    if (!kladde || (kunUdloebet && !erUdloebet(kladde))) return false;
    await kladder.delete(noegle);
    await sletUbrugte(
      kladde.dokumenter.map((d) => d.sha256),
      noegle,
    );
    return true;
  }

  return {
    udloeber,

    /** The person's draft of the form; one past its time is deleted now rather than shown. */
    async hent(formular: Formular, ejer: Ejer): Promise<Kladde | undefined> {
      const kladde = await kladder.get(id(formular, ejer));
      if (!kladde || !erUdloebet(kladde)) return kladde;
      return (await efterTur(() => sletNu(id(formular, ejer), true))) ? undefined : kladder.get(id(formular, ejer));
    },

    /** The person's drafts, newest first, without their data. */
    async liste(ejer: Ejer): Promise<Kladde[]> {
      const egne = await kladder.find({ where: { owner: ejerNoegle(ejer) }, order: 'created-desc' });
      return egne.filter((k) => !erUdloebet(k));
    },

    /**
     * Saves the draft as sent, its files in the document store. 413 when it is too big, 409 when
     * it was based on a version that has since been deleted (submitted, deleted or expired).
     */
    gem(formular: Formular, ejer: Ejer, body: GemKladde): Promise<Kladde> {
      const noegle = id(formular, ejer);
      return efterTur(async () => {
        const foer = await kladder.get(noegle);
        const { json, nye, referencer } = udtraekDokumenter(body.data);
        if (Buffer.byteLength(json) > MAKS_KLADDE_BYTES) throw forStor();
        // A reference counts only to a file this draft already has; any other stays the text it is.
        const dokumenter = (foer?.dokumenter ?? []).filter((d) => referencer.has(d.sha256));
        for (const { sha256, contentType, hoved, bytes } of nye) {
          if (!dokumenter.some((d) => d.sha256 === sha256)) dokumenter.push({ sha256, size: bytes.byteLength, contentType, hoved });
        }
        if (dokumenter.length > MAKS_DOKUMENTER) throw forStor();
        for (const n of nye) await deps.documents.put(n.bytes, n.contentType);
        const tid = deps.now().toISOString();
        try {
          const gemt = await kladder.update(noegle, (nu) => {
            if (!nu && (body.version ?? 0) > 0) throw new ProblemFejl({ status: 409, title: t('kladde.slettet') });
            return {
              formular,
              ejer,
              ...(body.trin === undefined ? {} : { trin: body.trin }),
              data: JSON.parse(json) as Record<string, unknown>,
              dokumenter,
              version: (nu?.version ?? 0) + 1,
              oprettet: nu?.oprettet ?? tid,
              opdateret: tid,
            };
          });
          await sletUbrugte(
            (foer?.dokumenter ?? []).filter((d) => !referencer.has(d.sha256)).map((d) => d.sha256),
            noegle,
          );
          return gemt;
        } catch (fejl) {
          await sletUbrugte(
            nye.map((n) => n.sha256),
            '',
          );
          throw fejl;
        }
      });
    },

    /** Deletes the person's draft of the form and the files only it had; false when there was none. */
    slet: (formular: Formular, ejer: Ejer): Promise<boolean> => efterTur(() => sletNu(id(formular, ejer))),

    /**
     * Deletes the draft as part of the running transaction (submitting turns it into a case in one
     * write); its files are cleaned up once that has committed.
     */
    async afslut(formular: Formular, ejer: Ejer): Promise<void> {
      const noegle = id(formular, ejer);
      const kladde = await kladder.get(noegle);
      if (!kladde) return;
      await kladder.delete(noegle);
      const filer = kladde.dokumenter.map((d) => d.sha256);
      deps.store.efterCommit(() => {
        void efterTur(() => sletUbrugte(filer, noegle)).catch((error: unknown) =>
          deps.log.error({ err: error, kladde: noegle }, 'kladdens filer kunne ikke ryddes op'),
        );
      });
    },

    /** Deletes every draft past DRAFT_RETENTION_DAYS with its files; answers how many. */
    async sletUdloebne(): Promise<number> {
      const graense = new Date(deps.now().getTime() - deps.config.draftRetentionDays * DAG_MS).toISOString();
      let antal = 0;
      for (const k of await kladder.find({ where: { createdTo: graense }, fields: ['formular', 'ejer'] })) {
        if (await efterTur(() => sletNu(id(k.formular, k.ejer), true))) antal++;
      }
      return antal;
    },

    /** The files of a draft as data URIs, by the reference its data holds. */
    async filer(kladde: Kladde): Promise<Record<string, string>> {
      const filer: Record<string, string> = {};
      for (const d of kladde.dokumenter) {
        const bytes = await deps.documents.get(d.sha256);
        if (bytes) filer[REFERENCE + d.sha256] = d.hoved + Buffer.from(bytes).toString('base64');
      }
      return filer;
    },
  };
}

export type Kladder = ReturnType<typeof createKladder>;
