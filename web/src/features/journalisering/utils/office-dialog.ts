/** Office.AsyncResultStatus.Succeeded. */
const LYKKEDES = 'succeeded';

/** Why the sign-in dialog gave no message: each names its Danish text journaliseringWeb.login.<art>. */
export type DialogFejlArt = 'ikkeUnderstoettet' | 'blokeret' | 'alleredeAaben' | 'lukket' | 'mislykkedes';

export class DialogFejl extends Error {
  constructor(readonly art: DialogFejlArt) {
    super(`The Office dialog gave no message: ${art}`);
    this.name = 'DialogFejl';
  }
}

// Office's error codes (learn.microsoft.com, "Handle errors and events in the Office dialog box").
const ABNINGSFEJL: Record<number, DialogFejlArt> = {
  12007: 'alleredeAaben',
  // The person chose to ignore the prompt (Outlook on the web), or the browser blocks pop-ups.
  12009: 'blokeret',
  12011: 'blokeret',
};
const LUKKET_AF_PERSONEN = 12006;

interface DialogHaendelse {
  message?: string;
  origin?: string;
  error?: number;
}

interface OfficeDialog {
  addEventHandler(type: string, handler: (arg: DialogHaendelse) => void): void;
  close(): void;
}

interface DialogResultat {
  status: string;
  value: OfficeDialog;
  error?: { code: number; message: string };
}

/** The little of Office.js's dialog API this add-in uses (no @types/office-js: Office.js comes from Microsoft's CDN). */
interface OfficeUi {
  onReady?(callback?: () => void): Promise<unknown> | undefined;
  EventType?: { DialogMessageReceived?: string; DialogEventReceived?: string };
  context?: {
    requirements?: { isSetSupported?(navn: string, version?: string): boolean };
    ui?: {
      displayDialogAsync?(url: string, options: object, callback: (resultat: DialogResultat) => void): void;
      messageParent?(besked: string): void;
    };
  };
}

const office = (): OfficeUi | undefined => (globalThis as { Office?: OfficeUi }).Office;

/**
 * Opens `url` (of the add-in's own origin) in Office's dialog and resolves to the first message the
 * dialog's page sends; rejects with DialogFejl when the host has no dialog API, the dialog is blocked
 * or already open, or the person closes it first.
 */
export function aabnDialog(url: string): Promise<string> {
  const vaert = office();
  const ui = vaert?.context?.ui;
  if (!ui?.displayDialogAsync || vaert?.context?.requirements?.isSetSupported?.('DialogApi', '1.1') === false)
    return Promise.reject(new DialogFejl('ikkeUnderstoettet'));
  const beskedType = vaert?.EventType?.DialogMessageReceived ?? 'dialogMessageReceived';
  const haendelseType = vaert?.EventType?.DialogEventReceived ?? 'dialogEventReceived';
  return new Promise((done, fejl) => {
    try {
      ui.displayDialogAsync?.(url, { height: 60, width: 30, displayInIframe: false }, (resultat) => {
        if (resultat.status !== LYKKEDES) {
          fejl(new DialogFejl(ABNINGSFEJL[resultat.error?.code ?? 0] ?? 'mislykkedes'));
          return;
        }
        const dialog = resultat.value;
        dialog.addEventHandler(beskedType, (arg) => {
          // Only the portal's own page may answer (the dialog may have wandered to the provider's).
          if (arg.origin !== undefined && arg.origin !== location.origin) return;
          dialog.close();
          done(arg.message ?? '');
        });
        dialog.addEventHandler(haendelseType, (arg) => fejl(new DialogFejl(arg.error === LUKKET_AF_PERSONEN ? 'lukket' : 'mislykkedes')));
      });
    } catch (e) {
      // Office.js throws when it is not initialised (the page outside Outlook).
      console.error(e);
      fejl(new DialogFejl('ikkeUnderstoettet'));
    }
  });
}

/**
 * In the dialog: resolves to whether Office.js is there and ready, so a message can be sent to the
 * add-in; false at once without Office.js (the page opened outside Outlook).
 */
export function dialogKlar(): Promise<boolean> {
  const vaert = office();
  if (!vaert?.onReady) return Promise.resolve(false);
  return new Promise((done) => {
    const klar = () => done(typeof vaert.context?.ui?.messageParent === 'function');
    void vaert.onReady?.(klar)?.then(klar, () => done(false));
  });
}

/** In the dialog: sends `besked` to the add-in that opened it. */
export function tilTilfoejelsen(besked: string): void {
  office()?.context?.ui?.messageParent?.(besked);
}
