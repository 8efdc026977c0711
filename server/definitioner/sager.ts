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

/** Where each case kind's records are, by the sagstype its workflow names (workflows/implementeringer.ts). */
const SAMLINGER = { anmodning: 'anmodninger', arbejdsmangel: 'arbejdsmangel' } as const;

/** The workflows that keep cases, by id, with the collection of their cases. */
export function sagsArbejdsgange(): { id: string; samling: string }[] {
  return Object.entries(implementeringer).flatMap(([id, i]) => (i.sagstype ? [{ id, samling: SAMLINGER[i.sagstype] }] : []));
}

/** The status and versions of every case of one collection, read as a projection (not the whole records). */
export function sagsVersioner(store: Store, samling: string) {
  return store
    .collection<VersioneretSag>(samling)
    .find({ fields: ['id', 'status', 'definitionsversioner'] as const })
    .then((sager) => sager.map((s) => ({ ...s, definitionsversioner: s.definitionsversioner ?? undefined })));
}
