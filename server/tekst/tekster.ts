import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../deps';

import type { TekstIndhold } from '../../contract/tekst';

/** A text of the site as SPEC §3.2 names it (the key is the map key). */
export type Tekst = TekstIndhold;

interface GemtTekst extends Tekst {
  noegle: string;
  opdateret: string;
  opdateretAf: string;
}

/**
 * The site's texts: defaults from content/tekster.json, overridden by what admins saved
 * in the store. Other features read their texts (terms, e-mail templates) from here too.
 */
export type Tekster = ReturnType<typeof createTekster>;

export function createTekster({ config, store, now }: AppDeps) {
  const gemte = store.collection<GemtTekst>('tekster');
  const standard = JSON.parse(readFileSync(join(config.contentDir, 'tekster.json'), 'utf8')) as Record<string, Tekst>;

  const udenMeta = ({ type, indhold, beskrivelse }: Tekst): Tekst => ({ type, indhold, beskrivelse });

  return {
    async alle(): Promise<Record<string, Tekst>> {
      // No prototype: a key can never reach Object.prototype, whatever it is called.
      const result: Record<string, Tekst> = Object.create(null) as Record<string, Tekst>;
      for (const [noegle, tekst] of Object.entries(standard)) result[noegle] = udenMeta(tekst);
      for (const tekst of await gemte.all()) result[tekst.noegle] = udenMeta(tekst);
      return result;
    },

    async hent(noegle: string): Promise<Tekst | undefined> {
      const gemt = await gemte.get(noegle);
      if (gemt) return udenMeta(gemt);
      return Object.hasOwn(standard, noegle) ? udenMeta(standard[noegle]!) : undefined;
    },

    /** Creates or replaces the text; answers whether it was new. */
    async gem(noegle: string, tekst: Tekst, admin: string): Promise<{ oprettet: boolean }> {
      const fandtes = (await this.hent(noegle)) !== undefined;
      await gemte.put(noegle, { noegle, ...udenMeta(tekst), opdateret: now().toISOString(), opdateretAf: admin });
      return { oprettet: !fandtes };
    },
  };
}
