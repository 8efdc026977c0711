import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
    this.kan = new Set(virksomheder.filter((v) => v.kanSoegeArbejdsmangel).map((v) => v.cvr));
  }

  async kanSoegeArbejdsmangel(cvr: string): Promise<boolean> {
    return this.kan.has(cvr);
  }
}
