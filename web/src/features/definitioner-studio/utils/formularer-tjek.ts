import { re2 } from '@engine/re2';
import { t } from '@engine/tekster';
import { REGLER, type FeltModel, type RegelNavn } from './formularer-felter';

/** A mistake in the editor's fields, at the field and the input it is about. */
export interface FeltRettelse {
  navn: string;
  /** The input: a rule's keyword, its message (`besked:<regel>`), or 'navn', 'titel', 'visHvis'. */
  sted: string;
  besked: string;
}

const NAVN = /^[a-zA-Z][a-zA-Z0-9]*$/;

const harVaerdi = (v: unknown) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * What keeps the editor's fields from being saved, in Danish: a name that is not one, a title
 * missing, a pattern the server cannot run (the server's own RE2 rule, engine/re2.ts), a rule set or
 * changed without a Danish message, a minimum above its maximum, a condition without values.
 * The rest is the definitions check's, after the save.
 */
export function rettelser(foer: readonly FeltModel[], efter: readonly FeltModel[]): FeltRettelse[] {
  const ud: FeltRettelse[] = [];
  const gamle = new Map(foer.map((f) => [f.navn, f]));
  const set = new Set<string>();
  for (const f of efter) {
    const fejl = (sted: string, besked: string) => ud.push({ navn: f.navn, sted, besked });
    if (!NAVN.test(f.navn)) fejl('navn', t('studioFormularer.fejl.navn'));
    else if (set.has(f.navn)) fejl('navn', t('studioFormularer.fejl.navnBrugt', { navn: f.navn }));
    set.add(f.navn);
    if (f.titel.trim() === '') fejl('titel', t('studioFormularer.fejl.titel'));
    const { pattern, minLength, maxLength, minimum, maximum } = f.regler;
    if (pattern !== undefined && pattern !== '') {
      try {
        re2(pattern, 'u');
      } catch (error) {
        fejl('pattern', t('studioFormularer.fejl.moenster', { fejl: error instanceof Error ? error.message : String(error) }));
      }
    }
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) fejl('minLength', t('studioFormularer.fejl.laengde'));
    if (minimum !== undefined && maximum !== undefined && minimum > maximum) fejl('minimum', t('studioFormularer.fejl.graense'));
    const gammel = gamle.get(f.navn);
    for (const regel of REGLER) {
      const v = f.regler[regel];
      if (!harVaerdi(v)) continue;
      const aendret = JSON.stringify(v) !== JSON.stringify(gammel?.regler[regel]);
      const besked = (f.beskeder[regel] ?? f.beskeder['_'] ?? '').trim();
      if (aendret && besked === '')
        fejl(
          `besked:${regel}`,
          t('studioFormularer.fejl.besked', { regel: t(`studioFormularer.regel.${regel}` as `studioFormularer.regel.${RegelNavn}`) }),
        );
    }
    if (f.visHvis && (f.visHvis.felt === '' || f.visHvis.vaerdier.length === 0)) fejl('visHvis', t('studioFormularer.fejl.visHvis'));
    if (f.paakraevet && !gammel?.paakraevet && f.paakraevetBesked.trim() === '')
      fejl('paakraevetBesked', t('studioFormularer.fejl.paakraevet'));
  }
  return ud;
}
