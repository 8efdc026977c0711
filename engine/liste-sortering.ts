import type { AnsoegningIListe } from '../contract/arbejdsmangel';
import type { AnmodningListeItem } from '../contract/forudbetaling';
import type { Sortering, Sorteringsnoegler } from './sortering';

// One place for what the admin lists sort by: the tables in the web app and the server's exports of
// them (server/eksport) sort with the same keys, so a file has the rows in the order the screen shows.

/** The columns of the prepayment lists (the handling list shows all; the all-requests list dato, ansoeger, fond, status). */
export type AnmodningKolonne = 'dato' | 'ansoeger' | 'fond' | 'antal' | 'beloeb' | 'status';

// By time, and at the same time by number the same way: exactly the store's keyset orders, 'created-number-desc'
// and '-asc', so an export sorted by date streams from the store in the order the table shows.

export const anmodningNoegler: Sorteringsnoegler<AnmodningListeItem, AnmodningKolonne> = {
  dato: (a) => [Date.parse(a.oprettetDen), a.anmodningId],
  ansoeger: (a) => a.personNavn,
  fond: (a) => a.fond,
  antal: (a) => a.antalAnsoegninger,
  beloeb: (a) => a.beloebIalt,
  // By the name shown, as the reader sees it: the label of the request's own workflow version.
  status: (a) => a.statusLabel,
};

/** The handling list starts with the oldest request (SPEC §2.5), the all-requests list with the newest. */
export const behandlingStart: Sortering<AnmodningKolonne> = { kolonne: 'dato', retning: 'stigende' };
export const alleStart: Sortering<AnmodningKolonne> = { kolonne: 'dato', retning: 'faldende' };

export type AnsoegningKolonne = 'dato' | 'virksomhed' | 'status';

export const ansoegningNoegler: Sorteringsnoegler<AnsoegningIListe, AnsoegningKolonne> = {
  dato: (a) => [Date.parse(a.oprettelsesTidspunkt), a.id],
  virksomhed: (a) => a.virksomhedsNavn,
  // By the name shown, as the reader sees it: the label of the application's own workflow version.
  status: (a) => a.statusLabel,
};

/** SPEC §9: newest application first. */
export const ansoegningStart: Sortering<AnsoegningKolonne> = { kolonne: 'dato', retning: 'faldende' };
