/** The secretariat's roles: what a staff member may do in the admin area. */
export const roller = ['Sagsbehandler', 'Tekstredaktoer', 'Analytiker', 'Administrator'] as const;

/**
 * The roles of the fund's other systems (service accounts, `npm run klient:opret`, or app-only tokens
 * from the staff's OpenID provider): the finance system reads payment orders and marks them exported,
 * the case-management system handles cases, a reporting job reads them.
 */
export const klientRoller = ['Betalingsordrer', 'SagerLaes', 'SagerBehandl'] as const;

export type StaffRolle = (typeof roller)[number];
export type KlientRolle = (typeof klientRoller)[number];
export type Rolle = StaffRolle | KlientRolle;

/** Every role, the staff's first. */
export const alleRoller: readonly Rolle[] = [...roller, ...klientRoller];

export const erRolle = (vaerdi: unknown): vaerdi is Rolle => alleRoller.includes(vaerdi as Rolle);
export const erKlientRolle = (vaerdi: unknown): vaerdi is KlientRolle => klientRoller.includes(vaerdi as KlientRolle);

/**
 * The kinds of admin work and the roles that may do each. The route table names one per admin
 * route and the admin menu one per entry, so the server's check and the menu read the same list.
 */
export const adminArbejde = {
  /** Changing cases of both kinds: edit, approve, reject, status, journalising. */
  sagsbehandling: ['Sagsbehandler', 'Administrator', 'SagerBehandl'],
  /** Reading cases and their documents, without changing them. */
  sagsvisning: ['Sagsbehandler', 'Analytiker', 'Administrator', 'SagerLaes', 'SagerBehandl'],
  /** The payment orders to the finance system: read them, mark them exported. */
  betalingsordrer: ['Sagsbehandler', 'Administrator', 'Betalingsordrer'],
  /** Creating and editing the site's texts. */
  tekster: ['Tekstredaktoer', 'Administrator'],
  /** The workflows as diagrams with case counts. */
  arbejdsgange: ['Sagsbehandler', 'Analytiker', 'Administrator'],
  /** The forms of schemas/ with sample data and their messages, to check an edit before it is used. */
  formularer: ['Sagsbehandler', 'Analytiker', 'Administrator'],
  /** The definition set: drafts, their check, publishing and rolling back (forms, rules, workflows, texts). */
  definitioner: ['Analytiker', 'Administrator'],
  /** The export log: who exported which list when, with which filter. */
  eksportlog: ['Administrator'],
  /** The webhook subscriptions of other systems, and their deliveries. */
  webhooks: ['Administrator'],
  /** Who one is: every role. */
  egenKonto: alleRoller,
} as const satisfies Record<string, readonly Rolle[]>;

export type AdminArbejde = keyof typeof adminArbejde;

/** True when one of the roles may do this kind of work. */
export const maa = (egne: readonly Rolle[], arbejde: AdminArbejde): boolean =>
  egne.some((rolle) => (adminArbejde[arbejde] as readonly Rolle[]).includes(rolle));
