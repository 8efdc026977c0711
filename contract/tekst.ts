import type { Tekst } from './generated/tekst';

/** One text of the site as GET /api/Tekst lists it under its key (SPEC §3.2); `beskrivelse` is '' for all but the secretariat. */
export interface TekstIndhold {
  type: Tekst['type'];
  indhold: string;
  beskrivelse: string;
}
