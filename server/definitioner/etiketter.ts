import type { Historikpost } from '../../contract/historik';
import { statusEtiket } from '../../engine/workflow';

type Config = { states: object };

/** A case's status and history as answered: each status by its label in the workflow version the case was on then. */
export interface SagsEtiketter {
  /** The status's Danish label in the case's own workflow version. */
  statusLabel: string;
  historik: Historikpost[];
}

/**
 * Labels a case's status and its history's status changes. A case on version V was on the migration's
 * `fraVersion` before each migration entry, so the history is read from the newest entry back, and a
 * status a later version removed (e.g. 'SatIBero') keeps the label it had ('Sat i bero'). A status the
 * version read lacks falls back to the case's own version, then to the name itself.
 */
export function sagsEtiketter(
  sag: { status: string; historik: readonly Historikpost[] },
  egen: { version: string; config: Config },
  version: (v: string) => Config | undefined,
): SagsEtiketter {
  const label = (status: string, v: string) => {
    const config = v === egen.version ? egen.config : version(v);
    return config && statusEtiket(config, status) !== status ? statusEtiket(config, status) : statusEtiket(egen.config, status);
  };
  let v = egen.version;
  const historik: Historikpost[] = [];
  for (const post of [...sag.historik].reverse()) {
    const d = post.detaljer ?? {};
    const { fra, til, fraVersion, tilVersion } = d as Record<string, unknown>;
    const efter = typeof tilVersion === 'string' ? tilVersion : v;
    const foer = typeof fraVersion === 'string' ? fraVersion : v;
    historik.unshift(
      typeof fra === 'string' && typeof til === 'string'
        ? { ...post, statusLabels: { fra: label(fra, foer), til: label(til, efter) } }
        : post,
    );
    v = foer;
  }
  return { statusLabel: label(sag.status, egen.version), historik };
}
