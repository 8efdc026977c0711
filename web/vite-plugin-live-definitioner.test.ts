import { describe, expect, it } from 'vitest';
import { liveModul, saetStiAf } from './vite-plugin-live-definitioner';

describe('the definition files the web app imports', () => {
  it('are known by their path in the set, under the repository or a DEFINITIONS_DIR copy, and no other file is', () => {
    const mapper = ['/kopi', '/repo'];
    expect(saetStiAf('/repo/schemas/forudbetaling-faktura.ui.json', mapper)).toBe('schemas/forudbetaling-faktura.ui.json');
    expect(saetStiAf('/kopi/workflows/forudbetaling-wizard.machine.json', mapper)).toBe('workflows/forudbetaling-wizard.machine.json');
    expect(saetStiAf('/repo/content/tema.json', mapper)).toBe('content/tema.json');
    for (const fil of [
      '/repo/workflows/migreringer/0001.json',
      '/repo/content/ui/web.json',
      '/repo/package.json',
      '/andet/schemas/x.ui.json',
      '/repo/schemas/x.ts',
    ]) {
      expect(saetStiAf(fil, mapper), fil).toBeUndefined();
    }
  });

  it('become a module that asks liveFil for the file by its path, with the built JSON as the fallback', () => {
    const kode = liveModul('schemas/a.ui.json', '{ "felt": { "ui:help": "x" } }\n', '/web/live-filer.ts');
    expect(kode).toBe(
      'import { liveFil } from "/web/live-filer.ts";\nexport default liveFil("schemas/a.ui.json", { "felt": { "ui:help": "x" } });\n',
    );
  });
});
