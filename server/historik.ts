/** One entry in a case's history, the same for both kinds of case: when, who, which action. */
export interface Historikpost {
  tidspunkt: string;
  af: string;
  handling: string;
  detaljer?: Record<string, unknown>;
}
