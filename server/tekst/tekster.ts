import type { AppDeps } from '../deps';
import { standardtekster } from '../definitioner/saet/indhold';

import type { TekstIndhold } from '../../contract/tekst';

/** A text of the site as SPEC §3.2 names it (the key is the map key). */
export type Tekst = TekstIndhold;

interface GemtTekst extends Tekst {
  noegle: string;
  opdateret: string;
  opdateretAf: string;
}

/**
 * The site's texts: defaults from content/tekster.json (of the definitions live now), overridden by what admins saved
 * in the store. Other features read their texts (terms, e-mail templates) from here too.
 */
export type Tekster = ReturnType<typeof createTekster>;

export function createTekster({ store, now, webhooks }: Pick<AppDeps, 'store' | 'now' | 'webhooks'>) {
  const gemte = store.collection<GemtTekst>('tekster');

  const udenMeta = ({ type, indhold, beskrivelse }: Tekst): Tekst => ({ type, indhold, beskrivelse });

  return {
    async alle(): Promise<Record<string, Tekst>> {
      // No prototype: a key can never reach Object.prototype, whatever it is called.
      const result: Record<string, Tekst> = Object.create(null) as Record<string, Tekst>;
      for (const [noegle, tekst] of Object.entries(standardtekster())) result[noegle] = udenMeta(tekst);
      for (const tekst of await gemte.all()) result[tekst.noegle] = udenMeta(tekst);
      return result;
    },

    async hent(noegle: string): Promise<Tekst | undefined> {
      const gemt = await gemte.get(noegle);
      if (gemt) return udenMeta(gemt);
      const standard = standardtekster();
      return Object.hasOwn(standard, noegle) ? udenMeta(standard[noegle]!) : undefined;
    },

    /**
     * Creates or replaces the text, with its webhook event in the same transaction; answers whether it
     * was new. With `kunNy`, a key that names a text already (saved, or a default) writes nothing and
     * answers `{ fandtes: true }`: the check and the write are one atomic update, so two creating the
     * same key at once cannot both succeed.
     */
    async gem(noegle: string, tekst: Tekst, admin: string, kunNy = false): Promise<{ oprettet: boolean; fandtes?: true }> {
      const tidspunkt = now();
      const ny: GemtTekst = { noegle, ...udenMeta(tekst), opdateret: tidspunkt.toISOString(), opdateretAf: admin };
      const erStandard = Object.hasOwn(standardtekster(), noegle);
      let fandtes = erStandard;
      try {
        await store.transaction(async () => {
          await gemte.update(noegle, (gemt) => {
            fandtes = erStandard || gemt !== undefined;
            if (kunNy && fandtes) throw new FindesAllerede();
            return ny;
          });
          await webhooks.udgiv('tekst.aendret', { noegle }, tidspunkt.getTime());
        });
      } catch (fejl) {
        if (fejl instanceof FindesAllerede) return { oprettet: false, fandtes: true };
        throw fejl;
      }
      return { oprettet: !fandtes };
    },
  };
}

/** Thrown inside the update only, to write nothing. */
class FindesAllerede extends Error {}
