import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps';

import type { Journalpost, SagsType } from '../../contract/journalisering';

/** The journal of e-mails the secretariat has filed on cases. */
export function createJournal({ store, now }: AppDeps) {
  const poster = store.collection<Journalpost>('journal');
  return {
    async tilfoej(emne: string, admin: string, sag: Journalpost['sag']): Promise<Journalpost> {
      const post: Journalpost = { id: randomUUID(), emne, tidspunkt: now().toISOString(), admin, sag };
      return poster.put(post.id, post);
    },
    /** The entries of one case, newest first. */
    async forSag(type: SagsType, id: number): Promise<Journalpost[]> {
      return poster.find({ where: { caseRef: `${type}:${id}` }, order: 'created-desc' });
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
