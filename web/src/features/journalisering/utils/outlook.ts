/** Office.AsyncResultStatus.Succeeded. */
const LYKKEDES = 'succeeded';

interface AsyncResultat {
  status: string;
  value: string;
  error?: { message: string };
}

/** The subject in compose mode; in read mode it is a plain string. */
interface EmneFelt {
  getAsync(callback: (resultat: AsyncResultat) => void): void;
}

/** The little of Office.js this page uses; it comes from Microsoft's CDN, so no @types/office-js. */
interface OfficeJs {
  onReady(callback?: () => void): Promise<unknown> | undefined;
  context?: { mailbox?: { item?: { subject?: string | EmneFelt } | null } };
}

function office(): OfficeJs | undefined {
  return (globalThis as { Office?: OfficeJs }).Office;
}

/**
 * Resolves once Outlook's mail host is ready. Never resolves when Office.js did not load (offline)
 * or the page runs outside Outlook, where Office.onReady resolves without a mailbox.
 */
export function ventPaaOutlook(): Promise<void> {
  const vaert = office();
  if (!vaert) return new Promise<void>(() => {});
  return new Promise<void>((done) => {
    const klar = () => {
      if (vaert.context?.mailbox) done();
    };
    // Office.js both calls the callback and resolves the promise; a stand-in may do either.
    void vaert.onReady(klar)?.then(klar, () => {});
  });
}

/** The open item's subject: a string in read mode, read with getAsync in compose mode. */
export async function laesEmne(): Promise<string> {
  try {
    return await emne();
  } catch (e) {
    console.error(e);
    throw e;
  }
}

function emne(): Promise<string> {
  const felt = office()?.context?.mailbox?.item?.subject;
  if (typeof felt === 'string') return Promise.resolve(felt);
  if (felt === undefined) return Promise.reject(new Error('No item is open in Outlook'));
  return new Promise((done, fejl) => {
    felt.getAsync((resultat) => {
      if (resultat.status === LYKKEDES) done(resultat.value);
      else fejl(new Error(resultat.error?.message ?? 'Outlook could not read the subject'));
    });
  });
}
