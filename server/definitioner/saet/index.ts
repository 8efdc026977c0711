import type { AppDeps } from '../../deps';
import { frigivetSaet } from './kontekst';
import { createSaetLager } from './lager';
import { createLiveSaet } from './live';

/** The definition set as runtime data: its versions and drafts in the store, and the live version this instance serves. */
export function createDefinitionssaet(deps: Pick<AppDeps, 'store' | 'log' | 'now'>) {
  const lager = createSaetLager(deps.store);
  const samling = deps.store.collection('definitionssaet');
  const live = createLiveSaet(lager, () => samling.generation(), deps.log);
  return {
    lager,
    live,
    /**
     * Stores the release's files as version 1 on the first start; on a later start, a release whose files
     * changed arrives as a draft for the analysts. Answers the new draft's id, if one was made.
     */
    async frigiv(): Promise<string | undefined> {
      const udkast = await lager.frigiv(frigivetSaet().filer, deps.now().toISOString());
      if (udkast) deps.log.info({ udkast }, 'ny udgivelse af portalen: ændrede definitioner lagt som udkast');
      await live.opdater();
      return udkast;
    },
  };
}

export type Definitionssaet = ReturnType<typeof createDefinitionssaet>;
