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

/** One saved wording of a text, with who saved it and when (nr rises from 1; 0 is the default text). */
export interface TekstVersion extends Tekst {
  nr: number;
  tidspunkt: string;
  af: string;
}

/** A text's saved wordings, oldest first (collection `teksthistorik`, keyed by the text's key). */
interface Teksthistorik {
  noegle: string;
  versioner: TekstVersion[];
}

/** How many wordings a text keeps: enough to find last month's, not a log of every comma. */
export const MAX_TEKSTVERSIONER = 100;

/**
 * The site's texts: defaults from content/tekster.json (of the definitions live now), overridden by what admins saved
 * in the store. Other features read their texts (terms, e-mail templates) from here too.
 */
export type Tekster = ReturnType<typeof createTekster>;

export function createTekster({ store, now, webhooks }: Pick<AppDeps, 'store' | 'now' | 'webhooks'>) {
  const gemte = store.collection<GemtTekst>('tekster');
  const historikken = store.collection<Teksthistorik>('teksthistorik');

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
          let forrige: GemtTekst | undefined;
          await gemte.update(noegle, (gemt) => {
            fandtes = erStandard || gemt !== undefined;
            if (kunNy && fandtes) throw new FindesAllerede();
            forrige = gemt;
            return ny;
          });
          // Each wording kept with who and when, in the same transaction: a text saved before the history began starts it with its last wording.
          await historikken.update(noegle, (h) => {
            const versioner =
              h?.versioner ?? (forrige ? [{ nr: 1, ...udenMeta(forrige), tidspunkt: forrige.opdateret, af: forrige.opdateretAf }] : []);
            const nr = (versioner.at(-1)?.nr ?? 0) + 1;
            return {
              noegle,
              versioner: [...versioner, { nr, ...udenMeta(tekst), tidspunkt: ny.opdateret, af: admin }].slice(-MAX_TEKSTVERSIONER),
            };
          });
          await webhooks.udgiv('tekst.aendret', { noegle }, tidspunkt.getTime());
        });
      } catch (fejl) {
        if (fejl instanceof FindesAllerede) return { oprettet: false, fandtes: true };
        throw fejl;
      }
      return { oprettet: !fandtes };
    },

    /**
     * A text's wordings, newest first, and its default text (content/tekster.json live now) as nr 0; a
     * text saved before the history began shows its last save. Undefined when the key names no text.
     */
    async historik(noegle: string): Promise<{ versioner: TekstVersion[]; standard: Tekst | null } | undefined> {
      const standard = standardtekster();
      const std = Object.hasOwn(standard, noegle) ? udenMeta(standard[noegle]!) : null;
      const h = await historikken.get(noegle);
      const gemt = h ? undefined : await gemte.get(noegle);
      const versioner = h?.versioner ?? (gemt ? [{ nr: 1, ...udenMeta(gemt), tidspunkt: gemt.opdateret, af: gemt.opdateretAf }] : []);
      if (versioner.length === 0 && std === null) return undefined;
      return { versioner: [...versioner].reverse(), standard: std };
    },
  };
}

/** Thrown inside the update only, to write nothing. */
class FindesAllerede extends Error {}
