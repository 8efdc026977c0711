import { feltTitler } from '@engine/felt-titler';
import { liveFiler } from './live-filer';

const LAYOUT = /^schemas\/([a-z0-9][a-z0-9-]*)\.ui\.json$/;
const SCHEMA = /^schemas\/[a-z0-9][a-z0-9-]*\.schema\.json$/;

/**
 * A wizard's layouts by name (web/vite-plugin-trin-ui.ts) with those the live definitions changed or
 * added since the build: a step an analyst added brings its own layout, without a rebuild.
 */
export function liveLayouts(bundlede: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const live = [...liveFiler()].flatMap(([sti, json]) => {
    const navn = LAYOUT.exec(sti)?.[1];
    return navn ? [[navn, json] as const] : [];
  });
  return { ...bundlede, ...Object.fromEntries(live) };
}

/** The wizard's field titles by schema $id, with those of the schemas the live definitions changed or added since the build. */
export function liveFeltTitler(
  bundlede: Readonly<Record<string, Record<string, string>>>,
): Readonly<Record<string, Record<string, string>>> {
  const live = [...liveFiler()].flatMap(([sti, json]) => {
    if (!SCHEMA.test(sti) || typeof json !== 'object' || json === null) return [];
    const schema = json as Record<string, unknown>;
    return typeof schema['$id'] === 'string' ? [[schema['$id'], feltTitler(schema)] as const] : [];
  });
  return { ...bundlede, ...Object.fromEntries(live) };
}
