import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVATE_FILE, privateDir } from '../store/private-files';
import { FairQueue } from './fair-queue';
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
// The process loads its .ts entry through tsx's require hook, the same under the tsx-run server and
// under vitest. Not through tsx's import hook (--import tsx): that one also passes pdfjs's large
// modules through its transform, which costs seconds per scan.
const START = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(fileURLToPath(new URL('./proces.ts', import.meta.url)))});`;
// pdfjs parses in the JavaScript heap, so a PDF built to exhaust it ends that process only.
const ARGV = ['--max-old-space-size=256', '-e', START];

/**
 * Text from an invoice file, each scan read in a child process of its own (./laes-dokument.ts)
 * with a bounded heap and a time limit; at the limit the process is killed and the scan found
 * nothing. A process, not a worker thread, so that a native decoder crashing on a crafted file
 * takes only that scan with it, and its memory is the system's again when it ends.
 * Tesseract's Danish and English language data come from npm, never over the network.
 *
 * @example const laesning = await new TekstLaeser(dataDir, { tidsgraenseMs: 10_000 }).laes(bytes, 'application/pdf', `borger:${cpr}`)
 */
export class TekstLaeser {
  private readonly tidsgraenseMs: number;
  private readonly igang = new Set<ChildProcess>();
  // One scan at a time per caller, the places shared in turn: a caller sending slow scans waits for their own.
  private readonly pladser = new FairQueue(MAKS_SAMTIDIGE);
  private sprogdata: Promise<string> | undefined;

  constructor(
    private readonly dataDir: string,
    { tidsgraenseMs = 10_000 }: TekstLaeserOptions = {},
  ) {
    this.tidsgraenseMs = tidsgraenseMs;
  }

  /** The text of the file; `kalder` names whose scan it is (a session), who gets one place at a time. */
  async laes(bytes: Uint8Array, contentType: string, kalder: string): Promise<Laesning> {
    const frist = AbortSignal.timeout(this.tidsgraenseMs);
    const langPath = await this.kopierSprogdata();
    if (!(await this.pladser.acquire(kalder, frist))) return INTET;
    try {
      return await this.iProces({ bytes, contentType, langPath }, frist);
    } finally {
      this.pladser.release(kalder);
    }
  }

  /** Stops every scan under way (at shutdown); they answer nothing found. */
  luk(): Promise<void> {
    for (const barn of this.igang) barn.kill('SIGKILL');
    return Promise.resolve();
  }

  private iProces(opgave: Opgave, frist: AbortSignal): Promise<Laesning> {
    if (frist.aborted) return Promise.resolve(INTET);
    const barn = spawn(process.execPath, ARGV, { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const slut = new Promise<void>((resolve) => barn.once('exit', () => resolve()));
    this.igang.add(barn);
    let udloebet = () => {};
    const laesning = new Promise<Laesning>((resolve, reject) => {
      udloebet = () => resolve(INTET);
      frist.addEventListener('abort', udloebet, { once: true });
      barn.once('message', (svar) => resolve(svar as Laesning));
      barn.on('error', reject);
      // Ended without an answer: out of memory or a decoder fault on the file, or stopped by luk().
      void slut.then(() => resolve(INTET));
    });
    // An early end shows as 'exit' above, so a message that cannot be sent needs no handling of its own.
    barn.send(opgave, () => {});
    // The answer waits for the process to be gone, so its memory is free before its place is reused.
    return laesning.finally(async () => {
      frist.removeEventListener('abort', udloebet);
      barn.kill('SIGKILL');
      // A process that never started (no pid) sends no 'exit'.
      if (barn.pid !== undefined) await slut;
      this.igang.delete(barn);
    });
  }

  /** tesseract.js reads every language from one folder; the npm packages keep one folder each. */
  private kopierSprogdata(): Promise<string> {
    this.sprogdata ??= (async () => {
      const langPath = join(this.dataDir, 'tessdata');
      await privateDir(langPath);
      for (const sprog of SPROG) {
        const pakke = dirname(require.resolve(`@tesseract.js-data/${sprog}/package.json`));
        const fil = join(langPath, `${sprog}.traineddata.gz`);
        // A copy keeps the package's mode (0644), which no umask narrows.
        await copyFile(join(pakke, '4.0.0_best_int', `${sprog}.traineddata.gz`), fil);
        await chmod(fil, PRIVATE_FILE);
      }
      return langPath;
    })().catch((fejl: unknown) => {
      this.sprogdata = undefined;
      throw fejl;
    });
    return this.sprogdata;
  }
}
