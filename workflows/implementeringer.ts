/**
 * What each machine in workflows/ may name, by its id: the guards, actions and actors implemented in
 * code beside it, and — for the status flows — the case kind whose statuses its states are. A
 * definition naming anything else is refused before the server starts (`npm run check:definitions`).
 */
export interface Implementeringer {
  sagstype?: 'anmodning' | 'arbejdsmangel';
  guards: readonly string[];
  actions: readonly string[];
  actors: readonly string[];
  /** States and events the server's code names itself (e.g. the manual status change); they must stay. */
  kraevet?: { tilstande: readonly string[]; haendelser: readonly string[] };
  /**
   * The case kind's status flow may tell of a decision by e-mail (`meta.email` on a transition): the
   * placeholders its sender fills in (server/arbejdsmangel-admin/beslutning-email.ts). Without it,
   * a transition may name no e-mail.
   */
  email?: { pladsholdere: readonly string[] };
}

export const implementeringer: Record<string, Implementeringer> = {
  'forudbetaling-anmodning': {
    sagstype: 'anmodning',
    guards: [],
    actions: [],
    actors: [],
    kraevet: {
      // A new request is Oprettet (SPEC §9), a rejected one gives its applications back; approval and rejection keep their e-mail dialogs.
      tilstande: ['Oprettet', 'Afvist'],
      haendelser: ['GodkendAnmodning', 'AfvisAnmodning'],
    },
  },
  'arbejdsmangel-ansoegning': {
    sagstype: 'arbejdsmangel',
    guards: [],
    actions: [],
    actors: [],
    email: { pladsholdere: ['virksomhedsNavn', 'ansoegningId', 'periode', 'antalMedarbejdere', 'status'] },
  },
  'forudbetaling-wizard': {
    guards: ['trinErGyldigt', 'kanGaaTil', 'afvistVed'],
    actions: [
      'opdaterKladde',
      'markerForsoegt',
      'markerKontrolSet',
      'gemAnmodningId',
      'gemIndsendFejl',
      'gemServerFejl',
      'glemIndsendFejl',
    ],
    actors: ['indsend'],
  },
  'outlook-journalisering': {
    guards: [],
    actions: ['gemEmne', 'gemSag'],
    actors: ['vent5Sekunder', 'ventPaaOutlook', 'laesEmne', 'journaliser'],
  },
};
