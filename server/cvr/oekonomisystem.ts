import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Leverandoer {
  cvr: string;
  navn: string;
  kreditorNummer: string;
}

/** The finance system's suppliers, per fund: a prepayment can only be paid to one of them. */
export interface Oekonomisystem {
  findLeverandoer(fondId: string, cvr: string): Promise<Leverandoer | undefined>;
}

/** The embedded default: content/oekonomisystem-leverandoerer.json. */
export class LocalOekonomisystem implements Oekonomisystem {
  private readonly perFond: Record<string, Leverandoer[]>;

  constructor(contentDir: string) {
    this.perFond = JSON.parse(readFileSync(join(contentDir, 'oekonomisystem-leverandoerer.json'), 'utf8')) as Record<string, Leverandoer[]>;
  }

  async findLeverandoer(fondId: string, cvr: string): Promise<Leverandoer | undefined> {
    return (Object.hasOwn(this.perFond, fondId) ? this.perFond[fondId] : [])?.find((l) => l.cvr === cvr);
  }
}
