import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const SPROG = ['dan', 'eng'] as const;
const MAKS_SIDER = 3;

/**
 * Text from an invoice file. A PDF with a text layer is read with pdfjs-dist; images, and PDFs
 * without text (scans), go through tesseract.js with Danish and English language data from npm,
 * so nothing is fetched over the network at run time.
 */
export class TekstLaeser {
  private worker: Promise<Worker> | undefined;

  constructor(private readonly dataDir: string) {}

  async laes(bytes: Uint8Array, contentType: string): Promise<string> {
    if (contentType === 'application/pdf') {
      const { tekst, side } = await laesPdf(bytes);
      if (tekst.trim().length > 20) return tekst;
      return side ? this.ocr(side) : tekst;
    }
    return this.ocr(bytes);
  }

  async luk(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }

  private async ocr(billede: Uint8Array): Promise<string> {
    const worker = await (this.worker ??= this.startWorker());
    const { data } = await worker.recognize(Buffer.from(billede));
    return data.text;
  }

  /** tesseract.js reads every language from one folder; the npm packages keep one folder each. */
  private async startWorker(): Promise<Worker> {
    const langPath = join(this.dataDir, 'tessdata');
    await mkdir(langPath, { recursive: true });
    for (const sprog of SPROG) {
      const pakke = dirname(require.resolve(`@tesseract.js-data/${sprog}/package.json`));
      await copyFile(join(pakke, '4.0.0_best_int', `${sprog}.traineddata.gz`), join(langPath, `${sprog}.traineddata.gz`));
    }
    return createWorker([...SPROG], 1, { langPath, gzip: true, cacheMethod: 'none' });
  }
}

/** The text layer of the first pages, and the first page rendered as PNG for OCR when there is none. */
async function laesPdf(bytes: Uint8Array): Promise<{ tekst: string; side?: Uint8Array }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const linjer: string[] = [];
    for (let nr = 1; nr <= Math.min(pdf.numPages, MAKS_SIDER); nr++) {
      const indhold = await (await pdf.getPage(nr)).getTextContent();
      let linje = '';
      for (const item of indhold.items) {
        if (!('str' in item)) continue;
        linje += item.str;
        if (item.hasEOL) {
          linjer.push(linje);
          linje = '';
        } else if (item.str) {
          linje += ' ';
        }
      }
      linjer.push(linje);
    }
    const tekst = linjer.join('\n');
    if (tekst.trim().length > 20) return { tekst };
    return { tekst, side: await renderSide(await pdf.getPage(1)) };
  } finally {
    await pdf.destroy();
  }
}

async function renderSide(
  side: Awaited<ReturnType<Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>['getPage']>>,
) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const viewport = side.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await side.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return new Uint8Array(await canvas.encode('png'));
}
