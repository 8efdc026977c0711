import type { Definitionsversioner } from '../../contract/definitioner';
import type { Historikpost } from '../../contract/historik';
import type { Store } from '../store/types';
import { implementeringer } from '../../workflows/implementeringer';

/** What the versioning reads of a case of any kind. */
export interface VersioneretSag {
  id: number;
  status: string;
  version: number;
  /** Absent on cases stored before versions were: they are on the first stored version. */
  definitionsversioner?: Definitionsversioner;
  historik: Historikpost[];
}

/** Where each case kind's records are and the schema of its form, by the sagstype its workflow names (workflows/implementeringer.ts). */
const SAGSARTER = {
  anmodning: { samling: 'anmodninger', skema: 'forudbetaling-opret' },
  arbejdsmangel: { samling: 'arbejdsmangel', skema: 'arbejdsmangel-opret' },
} as const;

/** The workflows that keep cases, by id, with the collection of their cases and their form's schema. */
export function sagsArbejdsgange(): { id: string; samling: string; skema: string }[] {
  return Object.entries(implementeringer).flatMap(([id, i]) => (i.sagstype ? [{ id, ...SAGSARTER[i.sagstype] }] : []));
}

/** The status and versions of every case of one collection, read as a projection (not the whole records). */
export function sagsVersioner(store: Store, samling: string) {
  return store
    .collection<VersioneretSag>(samling)
    .find({ fields: ['id', 'status', 'definitionsversioner'] as const })
    .then((sager) => sager.map((s) => ({ ...s, definitionsversioner: s.definitionsversioner ?? undefined })));
}
