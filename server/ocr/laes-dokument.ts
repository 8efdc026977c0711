import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker } from 'tesseract.js';
import { billedStoerrelse } from './billed-stoerrelse';

/** What a scan read: the text (empty when none was found), or that the file is not the PDF or image it claims. */
export type Laesning = { tekst: string } | { fejl: 'ulaeselig' };

/** One file to read, and where tesseract finds its language data. */
export interface Opgave {
  bytes: Uint8Array;
  contentType: string;
  langPath: string;
}

export const SPROG = ['dan', 'eng'] as const;
const MAKS_SIDER = 3;
// What OCR gets at most: an A4 page at about 200 dpi is 3.9 megapixels.
export const MAKS_PIXELS = 5_000_000;
// A page is rendered at 144 dpi unless that exceeds MAKS_PIXELS.
const SIDE_SKALA = 2;
// An image is decoded before it is scaled down; beyond this (160 MB of pixels) it is not decoded at all.
const MAKS_BILLED_PIXELS = 40_000_000;

/**
 * Reads one invoice file, in the scan's worker thread (./proces.ts). A PDF's text layer is read
 * with pdfjs-dist; a PDF without text has its first page rendered, and an image is scaled, to at
 * most MAKS_PIXELS before tesseract.js reads it, so the cost does not grow with the page's size.
 */
export async function laesDokument({ bytes, contentType, langPath }: Opgave): Promise<Laesning> {
  let billede: Uint8Array | undefined;
  try {
    if (contentType === 'application/pdf') {
      const { tekst, side } = await laesPdf(bytes);
      if (!side) return { tekst };
      billede = side;
    } else {
      billede = await nedskaler(bytes);
      if (!billede) return { tekst: '' };
    }
  } catch {
    // pdfjs or the image decoder refused the bytes: a broken file, not a server fault.
    return { fejl: 'ulaeselig' };
  }
  const worker = await createWorker([...SPROG], 1, { langPath, gzip: true, cacheMethod: 'none' });
  try {
    return { tekst: (await worker.recognize(Buffer.from(billede))).data.text };
  } finally {
    await worker.terminate();
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
    const side = await renderSide(await pdf.getPage(1));
    return side ? { tekst, side } : { tekst };
  } finally {
    await pdf.destroy();
  }
}

/** The scale that keeps width × height within MAKS_PIXELS, and never above the wanted scale. */
export function skalaIndenforBudget(bredde: number, hoejde: number, oensket: number): number {
  return Math.min(oensket, Math.sqrt(MAKS_PIXELS / Math.max(1, bredde * hoejde)));
}

/** The page as PNG within MAKS_PIXELS; undefined when nothing is drawn on it, as there is nothing to read. */
async function renderSide(side: PDFPageProxy): Promise<Uint8Array | undefined> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const { width, height } = side.getViewport({ scale: 1 });
  const viewport = side.getViewport({ scale: skalaIndenforBudget(width, height, SIDE_SKALA) });
  const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  await side.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const pixels = new Uint32Array(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data.buffer);
  if (pixels.every((pixel) => pixel === pixels[0])) return undefined;
  return new Uint8Array(await canvas.encode('png'));
}

/** The image itself when small enough, else scaled down to MAKS_PIXELS; undefined when too large to decode. */
async function nedskaler(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  const stoerrelse = billedStoerrelse(bytes);
  if (!stoerrelse) throw new Error('Billedets størrelse står ikke i filen');
  const pixels = stoerrelse.bredde * stoerrelse.hoejde;
  if (pixels > MAKS_BILLED_PIXELS) return undefined;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  // Decoded even when small enough, so a broken image is told apart from one without text.
  const billede = await loadImage(Buffer.from(bytes));
  if (pixels <= MAKS_PIXELS) return bytes;
  const skala = skalaIndenforBudget(billede.width, billede.height, 1);
  const canvas = createCanvas(Math.max(1, Math.floor(billede.width * skala)), Math.max(1, Math.floor(billede.height * skala)));
  canvas.getContext('2d').drawImage(billede, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(await canvas.encode('png'));
}
