import type { Collection, Definitionslager, GemtDefinition } from './types';

/**
 * The embedded store's stored definitions: one record per version in the collection `definitioner`.
 * One process owns the data directory, so a look before the write is enough to store a version once.
 */
export function lowdbDefinitioner(samling: Collection<GemtDefinition>): Definitionslager {
  return {
    async gem(definition, gemt) {
      const id = `${definition.art}:${definition.navn}@${definition.version}`;
      if (await samling.get(id)) return false;
      let ny = false;
      await samling.update(id, (findes) => {
        if (findes) return findes;
        ny = true;
        return { ...definition, gemt };
      });
      return ny;
    },
    async versioner(art, navn) {
      return (await samling.all()).filter((d) => d.art === art && d.navn === navn).sort((a, b) => a.gemt.localeCompare(b.gemt));
    },
  };
}
