/**
 * The request this tab just sent, so a reload of the receipt's address shows it again (the draft is
 * gone from the server by then). Kept in session storage for its sender only.
 */
const NOEGLE = 'fondsportal:forudbetaling-kvittering';

export function gemKvittering(ejer: string, anmodningId: number): void {
  try {
    sessionStorage.setItem(NOEGLE, JSON.stringify({ ejer, anmodningId }));
  } catch {
    // Storage refused: a reload of the receipt starts afresh.
  }
}

/** The id of the request the person sent in this tab, if any. */
export function laesKvittering(ejer: string): number | undefined {
  try {
    const gemt = JSON.parse(sessionStorage.getItem(NOEGLE) ?? 'null') as { ejer?: unknown; anmodningId?: unknown } | null;
    return gemt?.ejer === ejer && typeof gemt.anmodningId === 'number' ? gemt.anmodningId : undefined;
  } catch {
    return undefined;
  }
}
