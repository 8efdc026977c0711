import type { Tekst } from './generated/tekst';

/** One of the site's texts as GET /api/Tekst/{noegle} gives it to anyone (SPEC §3.2 "Text entry"). */
export interface SideTekstIndhold {
  noegle: string;
  type: Tekst['type'];
  indhold: string;
}

/** One text of the site as GET /api/Tekst lists it under its key (SPEC §3.2); `beskrivelse` is '' for all but the secretariat. */
export interface TekstIndhold {
  type: Tekst['type'];
  indhold: string;
  beskrivelse: string;
}
