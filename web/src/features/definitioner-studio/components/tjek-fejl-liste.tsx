import { t } from '@engine/tekster';
import type { DefinitionsFejl } from '../api/tjek-udkast';

/** The check's problems, each at its place in the file (a JSON Pointer), in Danish. */
export function TjekFejlListe({ fejl }: { fejl: readonly DefinitionsFejl[] }) {
  return (
    <ul className="mb-0">
      {fejl.map((f, i) => (
        <li key={i}>
          <code className="text-reset">
            {f.sti === '' ? t('definitionerWeb.tjek.helFil') : t('definitionerWeb.tjek.sted', { sti: f.sti })}
          </code>
          : {f.besked}
        </li>
      ))}
    </ul>
  );
}

/** The problems grouped by file, in the order the check named them. */
export function fejlPrFil(fejl: readonly DefinitionsFejl[]): Map<string, DefinitionsFejl[]> {
  const pr = new Map<string, DefinitionsFejl[]>();
  for (const f of fejl) pr.set(f.fil, [...(pr.get(f.fil) ?? []), f]);
  return pr;
}
