/** The kinds of case an e-mail can be journalised on. */
export type SagsType = 'anmodning' | 'arbejdsmangel' | 'kursusansoegning';

/** One journalised e-mail: its subject, when, by whom, and on which case. */
export interface Journalpost {
  id: string;
  emne: string;
  tidspunkt: string;
  admin: string;
  sag: { type: SagsType; id: number };
}
