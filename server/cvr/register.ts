import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Virksomhed {
  cvr: string;
  navn: string;
}

/** The CVR register: who a CVR number belongs to. */
export interface CvrRegister {
  find(cvr: string): Promise<Virksomhed | undefined>;
}

/** The embedded default: the register extract in content/cvr-register.json. */
export class LocalCvrRegister implements CvrRegister {
  private readonly virksomheder: Map<string, Virksomhed>;

  constructor(contentDir: string) {
    const liste = JSON.parse(readFileSync(join(contentDir, 'cvr-register.json'), 'utf8')) as Virksomhed[];
    this.virksomheder = new Map(liste.map((v) => [v.cvr, v]));
  }

  async find(cvr: string): Promise<Virksomhed | undefined> {
    return this.virksomheder.get(cvr);
  }
}

/**
 * The public CVR service, when CVR_API_URL is set (off by default): the URL with `{cvr}`
 * replaced must answer JSON with `navn` or `name`. A failing service falls back to the local extract.
 */
export class HttpCvrRegister implements CvrRegister {
  constructor(
    private readonly urlTemplate: string,
    private readonly fallback: CvrRegister,
    private readonly timeoutMs = 3000,
  ) {}

  async find(cvr: string): Promise<Virksomhed | undefined> {
    try {
      const res = await fetch(this.urlTemplate.replace('{cvr}', encodeURIComponent(cvr)), {
        headers: { Accept: 'application/json', 'User-Agent': 'Fondsportalen' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status === 404) return undefined;
      if (!res.ok) return this.fallback.find(cvr);
      const data = (await res.json()) as { navn?: unknown; name?: unknown };
      const navn = typeof data.navn === 'string' ? data.navn : typeof data.name === 'string' ? data.name : undefined;
      return navn ? { cvr, navn } : undefined;
    } catch {
      return this.fallback.find(cvr);
    }
  }
}
