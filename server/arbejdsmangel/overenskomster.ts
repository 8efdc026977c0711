import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { laesDemoSager } from '../demo-sager/index';

/** Which companies pay into an agreement that allows work-shortage support (SPEC §6). */
export interface OverenskomstRegister {
  kanSoegeArbejdsmangel(cvr: string): Promise<boolean>;
}

/** The embedded default: the flag on each company in content/demo/virksomheder.json. */
export class LocalOverenskomstRegister implements OverenskomstRegister {
  private readonly kan: Set<string>;

  constructor(contentDir: string) {
    const virksomheder = JSON.parse(readFileSync(join(contentDir, 'demo', 'virksomheder.json'), 'utf8')) as {
      cvr: string;
      kanSoegeArbejdsmangel: boolean;
    }[];
    // With the demo cases' own companies (server/demo-sager), which apply as the others do.
    const alle = [...virksomheder, ...(laesDemoSager(contentDir)?.virksomheder ?? [])];
    this.kan = new Set(alle.filter((v) => v.kanSoegeArbejdsmangel).map((v) => v.cvr));
  }

  async kanSoegeArbejdsmangel(cvr: string): Promise<boolean> {
    return this.kan.has(cvr);
  }
}
