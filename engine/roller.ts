/** The secretariat's roles: what a staff member may do in the admin area. */
export const roller = ['Sagsbehandler', 'Tekstredaktoer', 'Analytiker', 'Administrator'] as const;
export type Rolle = (typeof roller)[number];

export const erRolle = (vaerdi: unknown): vaerdi is Rolle => roller.includes(vaerdi as Rolle);

/**
 * The kinds of admin work and the roles that may do each. The route table names one per admin
 * route and the admin menu one per entry, so the server's check and the menu read the same list.
 */
export const adminArbejde = {
  /** Changing cases of both kinds: edit, approve, reject, status, journalising, payment orders. */
  sagsbehandling: ['Sagsbehandler', 'Administrator'],
  /** Reading cases and their documents, without changing them. */
  sagsvisning: ['Sagsbehandler', 'Analytiker', 'Administrator'],
  /** Creating and editing the site's texts. */
  tekster: ['Tekstredaktoer', 'Administrator'],
  /** The workflows as diagrams with case counts. */
  arbejdsgange: ['Sagsbehandler', 'Analytiker', 'Administrator'],
  /** The forms of schemas/ with sample data and their messages, to check an edit before it is used. */
  formularer: ['Sagsbehandler', 'Analytiker', 'Administrator'],
  /** Who one is: every role. */
  egenKonto: roller,
} as const satisfies Record<string, readonly Rolle[]>;

export type AdminArbejde = keyof typeof adminArbejde;

/** True when one of the roles may do this kind of work. */
export const maa = (egne: readonly Rolle[], arbejde: AdminArbejde): boolean =>
  egne.some((rolle) => (adminArbejde[arbejde] as readonly Rolle[]).includes(rolle));
