import type { Formular } from './formularer';

/**
 * Changes not yet on the server when the page goes (a 401 sends the browser to the login, or the
 * tab is reloaded), kept in the tab's sessionStorage for the same person's next login there.
 */
export interface IkkeGemt {
  /** The server's mark of the person; another person logging in in the tab never gets them. */
  ejer: string;
  /** The draft version the changes build on: a later one saved elsewhere wins over them. */
  version: number;
  trin?: string;
  data: unknown;
}

const noegle = (formular: Formular) => `fondsportal:kladde:${formular}`;

export function laesIkkeGemt(formular: Formular): IkkeGemt | undefined {
  try {
    const tekst = sessionStorage.getItem(noegle(formular));
    return tekst === null ? undefined : (JSON.parse(tekst) as IkkeGemt);
  } catch {
    return undefined;
  }
}

/** Keeps the changes; a draft too big for the browser's storage (an unsaved large file) is not kept. */
export function gemIkkeGemt(formular: Formular, aendringer: IkkeGemt): void {
  try {
    sessionStorage.setItem(noegle(formular), JSON.stringify(aendringer));
  } catch {
    // Storage full or refused: the server copy is all there is.
  }
}

export function glemIkkeGemt(formular: Formular): void {
  try {
    sessionStorage.removeItem(noegle(formular));
  } catch {
    // Nothing kept where storage is refused.
  }
}
