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

/** The answer of POST /api/JournaliseringAdmin/JournaliserEmail: the case, with its title ('Anmodning 1'), and the entry. */
export interface JournaliseringSvar {
  sag: Journalpost['sag'] & { titel: string };
  journalpost: Journalpost;
}
