import { randomUUID } from 'node:crypto';
import type { HaendelsesType } from '../../contract/webhooks';
import type { Store } from '../store/types';
import { nyHemmelighed } from './signatur';

/** A subscription as stored; its secret stays here, as the deliveries are signed with it. */
export interface Abonnement {
  id: string;
  url: string;
  haendelser: HaendelsesType[];
  hemmelighed: string;
  oprettet: string;
  oprettetAf: string;
}

/** The webhook subscriptions of the fund's other systems. */
export function createAbonnementer({ store, now }: { store: Store; now: () => Date }) {
  const abonnementer = store.collection<Abonnement>('webhook-abonnementer');
  return {
    async opret(url: string, haendelser: HaendelsesType[], af: string): Promise<Abonnement> {
      const id = randomUUID();
      return abonnementer.put(id, { id, url, haendelser, hemmelighed: nyHemmelighed(), oprettet: now().toISOString(), oprettetAf: af });
    },
    hent: (id: string) => abonnementer.get(id),
    alle: () => abonnementer.all(),
    slet: (id: string) => abonnementer.delete(id),
    /** The subscriptions to this kind of event: a handful, read whole. */
    forHaendelse: async (type: HaendelsesType) => (await abonnementer.all()).filter((a) => a.haendelser.includes(type)),
  };
}

export type Abonnementer = ReturnType<typeof createAbonnementer>;
