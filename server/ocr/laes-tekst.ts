import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SPROG, type Laesning, type Opgave } from './laes-dokument';

export type { Laesning } from './laes-dokument';

type TekstLaeserOptions = {
  /** How long one scan may take, waiting for its turn included; then it reads as nothing found. */
  tidsgraenseMs?: number;
};

const require = createRequire(import.meta.url);
const INTET: Laesning = { tekst: '' };
// Each scan may hold a rendered page and tesseract's working memory; two at a time bound the whole.
const MAKS_SAMTIDIGE = 2;
// pdfjs parses in the worker's JavaScript heap; a PDF built to exhaust it ends that worker only.
const HUKOMMELSE = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };
// Node 20 gives a worker thread no loader hooks of the parent's, so the worker registers tsx's
// require hook itself before loading the .ts entry; this works under tsx and under vitest alike.
const START = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(fileURLToPath(new URL('./proces.ts', import.meta.url)))});`;

/**
 * Text from an invoice file, each scan read in a worker thread of its own (./laes-dokument.ts)
 * with a bounded heap and a time limit; at the limit the worker is terminated and the scan found
 * nothing. Tesseract's Danish and English language data come from npm, never over the network.
 *
 * @example const laesning = await new TekstLaeser(dataDir, { tidsgraenseMs: 10_000 }).laes(bytes, 'application/pdf')
 */
export class TekstLaeser {
  private readonly tidsgraenseMs: number;
  private readonly igang = new Set<Worker>();
  private readonly koe: (() => void)[] = [];
  private ledige = MAKS_SAMTIDIGE;
  private sprogdata: Promise<string> | undefined;

  constructor(
    private readonly dataDir: string,
    { tidsgraenseMs = 10_000 }: TekstLaeserOptions = {},
  ) {
    this.tidsgraenseMs = tidsgraenseMs;
  }

  async laes(bytes: Uint8Array, contentType: string): Promise<Laesning> {
    const frist = AbortSignal.timeout(this.tidsgraenseMs);
    const langPath = await this.kopierSprogdata();
    if (!(await this.faaPlads(frist))) return INTET;
    try {
      return await this.iArbejder({ bytes, contentType, langPath }, frist);
    } finally {
      this.frigivPlads();
    }
  }

  /** Stops every scan under way (at shutdown); they answer nothing found. */
  async luk(): Promise<void> {
    await Promise.all([...this.igang].map((worker) => worker.terminate()));
  }

  private iArbejder(opgave: Opgave, frist: AbortSignal): Promise<Laesning> {
    if (frist.aborted) return Promise.resolve(INTET);
    const worker = new Worker(START, { eval: true, workerData: opgave, resourceLimits: HUKOMMELSE });
    this.igang.add(worker);
    let udloebet = () => {};
    const laesning = new Promise<Laesning>((resolve, reject) => {
      udloebet = () => resolve(INTET);
      frist.addEventListener('abort', udloebet, { once: true });
      worker.once('message', resolve);
      // A file that exhausts the heap is one we cannot read, not a server fault.
      worker.once('error', (fejl: Error & { code?: string }) => (fejl.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(INTET) : reject(fejl)));
      // Ended without an answer: stopped by luk().
      worker.once('exit', () => resolve(INTET));
    });
    // The answer waits for the thread to be gone, so its memory is free before its place is reused.
    return laesning.finally(async () => {
      frist.removeEventListener('abort', udloebet);
      await worker.terminate();
      this.igang.delete(worker);
    });
  }

  /** Waits for one of MAKS_SAMTIDIGE places; false when the time limit passes first. */
  private faaPlads(frist: AbortSignal): Promise<boolean> {
    if (this.ledige > 0) {
      this.ledige--;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const tur = () => {
        frist.removeEventListener('abort', opgiv);
        resolve(true);
      };
      const opgiv = () => {
        this.koe.splice(this.koe.indexOf(tur), 1);
        resolve(false);
      };
      this.koe.push(tur);
      frist.addEventListener('abort', opgiv, { once: true });
    });
  }

  /** Hands the place to the next scan waiting, if any. */
  private frigivPlads(): void {
    const naeste = this.koe.shift();
    if (naeste) naeste();
    else this.ledige++;
  }

  /** tesseract.js reads every language from one folder; the npm packages keep one folder each. */
  private kopierSprogdata(): Promise<string> {
    this.sprogdata ??= (async () => {
      const langPath = join(this.dataDir, 'tessdata');
      await mkdir(langPath, { recursive: true });
      for (const sprog of SPROG) {
        const pakke = dirname(require.resolve(`@tesseract.js-data/${sprog}/package.json`));
        await copyFile(join(pakke, '4.0.0_best_int', `${sprog}.traineddata.gz`), join(langPath, `${sprog}.traineddata.gz`));
      }
      return langPath;
    })().catch((fejl: unknown) => {
      this.sprogdata = undefined;
      throw fejl;
    });
    return this.sprogdata;
  }
}
