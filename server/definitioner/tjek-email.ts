import { join } from 'node:path';
import { implementeringer } from '../../workflows/implementeringer';
import { b } from './beskeder';
import { PLADSHOLDER } from './tjek-formularer';
import type { DefinitionsFejl } from './tjek';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointer = (dele: readonly string[]) => dele.map((d) => `/${d.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * A transition that tells of a decision by e-mail (`meta.email`) names a template the portal has:
 * the texts `email:{navn}:emne` and `:indhold` in content/tekster.json, using only the placeholders
 * the case kind's sender fills in (workflows/implementeringer.ts). A workflow whose cases send no
 * such e-mails may name none. Otherwise the decision would be stored and the e-mail fail, or reach
 * the company with `{{...}}` in it.
 */
export function tjekEmails(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const tekster = filer.get(join('content', 'tekster.json'));
  const fejl: DefinitionsFejl[] = [];
  for (const [fil, config] of filer) {
    if (!fil.startsWith('workflows') || !fil.endsWith('.machine.json') || !erObjekt(config)) continue;
    const id = String(config['id']);
    const afsender = implementeringer[id]?.email;
    const states = erObjekt(config['states']) ? config['states'] : {};
    for (const [tilstand, node] of Object.entries(states)) {
      const on = erObjekt(node) && erObjekt(node['on']) ? node['on'] : {};
      for (const [handling, overgange] of Object.entries(on)) {
        const liste = Array.isArray(overgange) ? overgange : [overgange];
        liste.forEach((overgang: unknown, i) => {
          const meta = erObjekt(overgang) && erObjekt(overgang['meta']) ? overgang['meta'] : {};
          if (meta['email'] === undefined) return;
          const sti = pointer(['states', tilstand, 'on', handling, ...(Array.isArray(overgange) ? [String(i)] : []), 'meta', 'email']);
          const problem = (besked: string) => fejl.push({ fil, sti, problem: besked });
          const skabelon = meta['email'];
          if (typeof skabelon !== 'string') return problem(b('emailIkkeTekst', { handling, tilstand, vaerdi: JSON.stringify(skabelon) }));
          if (!afsender) return problem(b('emailIkkeTilladt', { handling, tilstand, id }));
          for (const del of ['emne', 'indhold']) {
            const noegle = `email:${skabelon}:${del}`;
            const tekst = erObjekt(tekster) ? tekster[noegle] : undefined;
            if (!erObjekt(tekst) || typeof tekst['indhold'] !== 'string') {
              problem(b('emailUkendt', { handling, tilstand, skabelon, noegle }));
              continue;
            }
            const navne = new Set([...tekst['indhold'].matchAll(PLADSHOLDER)].map((m) => m[1]!));
            for (const navn of navne) {
              if (afsender.pladsholdere.includes(navn)) continue;
              const kendte = afsender.pladsholdere.map((n) => `{{${n}}}`).join(', ');
              problem(b('emailPladsholder', { handling, tilstand, skabelon, noegle, navn: `{{${navn}}}`, kendte }));
            }
          }
        });
      }
    }
  }
  return fejl;
}
