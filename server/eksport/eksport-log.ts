import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import type { Admin } from '../identity/types';
import { ProblemFejl } from '../problem';

/** One export as the log keeps it: who, when, which list with which filter, and whether CPR numbers were shown whole. */
export interface Eksportpost {
  id: string;
  tidspunkt: string;
  brugernavn: string;
  navn: string;
  /** The export's route, e.g. GET /api/ForudbetalingAdmin/Eksport. */
  rute: string;
  format: 'csv' | 'xlsx';
  /** The list's filter and sort as the query gave them (the signature left out). */
  filter: Record<string, string>;
  cprVist: boolean;
  /** How many rows the file got, once it is written to the end. */
  antal?: number;
}

/**
 * The export log (store collection `eksportlog`, indexed by time). An entry is written
 * before the file's first byte, so an export cut off midway is logged too; its row count follows at
 * the end. A signed address's export has the address's id, so a second use of it finds it taken.
 */
export function createEksportLog({ store, now }: Pick<AppDeps, 'store' | 'now'>) {
  const log = store.collection<Eksportpost>('eksportlog');

  return {
    async begynd(id: string, admin: Admin, post: Pick<Eksportpost, 'rute' | 'format' | 'filter' | 'cprVist'>): Promise<Eksportpost> {
      const ny: Eksportpost = { id, tidspunkt: now().toISOString(), brugernavn: admin.brugernavn, navn: admin.navn, ...post };
      return log.update(id, (foer) => {
        if (foer) throw new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') });
        return ny;
      });
    },

    faerdig: (id: string, antal: number) => log.update(id, (post) => ({ ...post!, antal })),

    /** The newest exports first. */
    seneste: (antal: number) => log.find({ order: 'created-desc', limit: antal }),
  };
}

export type EksportLog = ReturnType<typeof createEksportLog>;
