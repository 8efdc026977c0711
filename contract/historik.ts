/** One entry of a case's history (both case kinds): stored as is and answered byte for byte. */
export interface Historikpost {
  tidspunkt: string;
  /** The staff member's name. */
  af: string;
  /** What was done, in Danish: a workflow event's label or a fixed text. */
  handling: string;
  /** What changed: a status's before and after, a correction's before and after, an e-mail's subject. */
  detaljer?: Record<string, unknown>;
  /**
   * Answered only, never stored: a status change's before and after by their Danish labels in the workflow
   * version the case was on then, so a status a later version removed still reads as it did.
   */
  statusLabels?: { fra: string; til: string };
}
