import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on files planted where a newcomer might put them.
const rod = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: rod });

/** The import rules' findings for code as if it stood at `fil` (the files it imports are real). */
async function fund(fil: string, kode: string) {
  const [resultat] = await eslint.lintText(kode, { filePath: join(rod, fil) });
  return resultat!.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the lint rules that keep the shape of the code', () => {
  it('report a web feature importing another feature', async () => {
    const kode = "export { StatusBadge } from '../../forudbetaling/components/status-badge';\n";
    expect(await fund('web/src/features/tekst/components/plantet.tsx', kode)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*En feature importerer ikke en anden feature/),
    ]);
  });

  it('let a feature import its own files and the shared code', async () => {
    const kode = "export * from '../api/hent-tekster';\nexport * from '../../../shared/api/client';\n";
    expect(await fund('web/src/features/tekst/components/plantet.tsx', kode)).toEqual([]);
  });

  it('report shared code importing a feature or the app', async () => {
    expect(await fund('web/src/shared/layout/plantet.tsx', "export * from '../../features/tekst/components/tekst-liste';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/src\/shared importerer hverken features eller app/),
    ]);
    expect(await fund('web/src/shared/layout/plantet.tsx', "export * from '../../app/admin/admin-menu';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/src\/shared importerer hverken features eller app/),
    ]);
  });

  it('report web code climbing out of web/src to a shared folder, and let the alias through', async () => {
    const regler = async (fil: string, kode: string) =>
      (await eslint.lintText(kode, { filePath: join(rod, fil) }))[0]!.messages.map((m) => m.ruleId);
    const fil = 'web/src/features/tekst/components/plantet.tsx';
    expect(await regler(fil, "export { t } from '../../../../../engine/tekster';\n")).toEqual(['no-restricted-imports']);
    expect(await regler(fil, "export type { Tilstand } from '../../../../../engine/workflow';\n")).toEqual(['no-restricted-imports']);
    expect(await regler(fil, "export { t } from '@engine/tekster';\n")).toEqual([]);
  });

  it('keep every fixed text out of the web app and the partial catalogue out of the server', async () => {
    const regler = async (fil: string, kode: string) =>
      (await eslint.lintText(kode, { filePath: join(rod, fil) }))[0]!.messages.map((m) => m.ruleId);
    expect(await regler('web/src/shared/layout/plantet.tsx', "export { t } from '@engine/alle-tekster';\n")).toEqual(['no-restricted-imports']);
    expect(await regler('server/ocr/plantet.ts', "export { t } from '../../engine/tekster';\n")).toEqual(['no-restricted-imports']);
    expect(await regler('server/ocr/plantet.ts', "export { t } from '../../engine/alle-tekster';\n")).toEqual([]);
  });

  it('report a server area reaching past another area’s index.ts', async () => {
    const kode = "export type { OpretAnmodning } from '../forudbetaling/opret';\n";
    expect(await fund('server/ocr/plantet.ts', kode)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/forudbetaling kun gennem dens index.ts/),
    ]);
    expect(await fund('server/identity/plantet.ts', kode)).toHaveLength(1);
  });

  it('let an area use another’s index.ts, its neutral modules, and the admin side read its own case kind', async () => {
    const kode = [
      "export { forudbetalingRoutes } from '../forudbetaling/index';",
      "export { valider } from '../validation/validator';",
      "export type { Tekster } from '../tekst/tekster';",
      "export type { AppDeps } from '../deps';",
      "export type { Anmodning } from '../forudbetaling/anmodninger';",
    ].join('\n');
    expect(await fund('server/ocr/plantet.ts', `${kode}\n`)).toEqual([]);
    expect(await fund('server/forudbetaling-admin/plantet.ts', "export type { OpretAnmodning } from '../forudbetaling/opret';\n")).toEqual(
      [],
    );
  });

  describe('an import cycle', () => {
    const mappe = mkdtempSync(join(rod, 'engine', 'plantet-'));
    afterAll(() => rmSync(mappe, { recursive: true, force: true }));

    it('is reported, while a type-only loop is not', async () => {
      writeFileSync(join(mappe, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(mappe, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(join(mappe, 'c.ts'), "import type { D } from './d';\nexport interface C {\n  d?: D;\n}\n");
      writeFileSync(join(mappe, 'd.ts'), "import type { C } from './c';\nexport interface D {\n  c?: C;\n}\n");
      const resultater = await eslint.lintFiles(['a.ts', 'c.ts'].map((fil) => join(mappe, fil)));
      const cyklus = (fil: string) =>
        resultater.find((r) => r.filePath.endsWith(fil))!.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
      expect(cyklus('a.ts')).toEqual([expect.objectContaining({ message: expect.stringMatching(/cycle/i) })]);
      expect(cyklus('c.ts')).toEqual([]);
    });
  });
});
