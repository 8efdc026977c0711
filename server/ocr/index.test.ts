import { ChildProcess } from 'node:child_process';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../engine/alle-tekster';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { SCANNINGER_PR_MINUT } from './index';
import { TekstLaeser } from './laes-tekst';

const SCAN = '/api/OcrFaktura/ScanFaktura';

async function somMette() {
  const app = testApp();
  const mette = { Cookie: await app.citizenLogin('loenmodtager', 'lm-mette') };
  const scan = (fil: string) => app.json('POST', SCAN, { dataUri: fil }, mette);
  return { ...app, scan };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScanFaktura within bounds', () => {
  it('answers a 4000×4000 pt page without text quickly and gives the memory back', async () => {
    const { scan } = await somMette();
    const pdf = await PDFDocument.create();
    pdf.addPage([4000, 4000]);
    const fil = dataUri(await pdf.save());

    const start = performance.now();
    const res = await scan(fil);
    const ms = performance.now() - start;

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(ms).toBeLessThan(3000);
    expect(process.memoryUsage().rss).toBeLessThan(400 * 1024 * 1024);
  });

  it('answers {} when the scan passes its time limit, and kills its process', async () => {
    const { scan, deps, dataDir } = await somMette();
    deps.ocr = new TekstLaeser(dataDir, { tidsgraenseMs: 300 });
    const kill = vi.spyOn(ChildProcess.prototype, 'kill');
    const emit = vi.spyOn(ChildProcess.prototype, 'emit');
    // A page with a black bar and no text layer goes to OCR, which takes well over a second.
    const pdf = await PDFDocument.create();
    pdf.addPage([4000, 4000]).drawRectangle({ x: 500, y: 2000, width: 3000, height: 300, color: rgb(0, 0, 0) });

    const res = await scan(dataUri(await pdf.save()));

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(kill).toHaveBeenCalledExactlyOnceWith('SIGKILL');
    expect((kill.mock.contexts[0] as ChildProcess).signalCode).toBe('SIGKILL');
    expect(emit.mock.calls.map(([navn]) => String(navn))).not.toContain('message');
  });

  it.each([
    ['a PDF', 'application/pdf', () => Buffer.from('%PDF-1.7\nikke en pdf')],
    ['a PNG', 'image/png', () => Buffer.from('\x89PNG\r\n\x1a\nikke en png', 'latin1')],
    // Today's server died of this one: tesseract.js threw the failed read from an event handler.
    ['a cut-off PNG', 'image/png', () => createCanvas(400, 300).encodeSync('png').subarray(0, 60)],
  ])('refuses %s that only starts like one with 400 at /dataUri', async (_navn, type, fil) => {
    const { scan } = await somMette();
    const res = await scan(dataUri(fil(), type));

    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect((await res.json()).errors).toEqual([{ path: '/dataUri', message: t('forudbetaling.filKanIkkeLaeses') }]);
  });

  it("gives each citizen one scan at a time: another's scan takes the free place while the first one's second waits", async () => {
    const { json, citizenLogin } = await somMette();
    const mette = { Cookie: await citizenLogin('loenmodtager', 'lm-mette') };
    const lars = { Cookie: await citizenLogin('loenmodtager', 'lm-lars') };
    const filer = { lars1: await fakturaPdf(['Lars 1']), lars2: await fakturaPdf(['Lars 2']), mette: await fakturaPdf(['Mette']) };
    const hvis = (bytes: Uint8Array) => Object.entries(filer).find(([, fil]) => Buffer.from(fil).equals(Buffer.from(bytes)))?.[0];
    // Each scan runs until the test lets it end, as a slow one would.
    const slut: (() => void)[] = [];
    const proces = vi
      .spyOn(TekstLaeser.prototype as unknown as { iProces: (o: { bytes: Uint8Array }) => Promise<{ tekst: string }> }, 'iProces')
      .mockImplementation(() => new Promise((resolve) => slut.push(() => resolve({ tekst: '' }))));
    const laes = vi.spyOn(TekstLaeser.prototype, 'laes');
    const scan = (fil: Uint8Array, hvem: Record<string, string>) => json('POST', SCAN, { dataUri: dataUri(fil) }, hvem);

    const svar = [scan(filer.lars1, lars), scan(filer.lars2, lars)];
    await expect.poll(() => laes.mock.calls.length).toBe(2);
    await expect.poll(() => proces.mock.calls.length).toBeGreaterThan(0);
    svar.push(scan(filer.mette, mette));
    await expect.poll(() => proces.mock.calls.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Which of Lars's two simultaneous scans came first is the event loop's to decide; the other waits behind Mette's.
    const [foerste, anden] = proces.mock.calls.map(([opgave]) => hvis(opgave.bytes));
    expect(['lars1', 'lars2']).toContain(foerste);
    expect(anden).toBe('mette');

    slut.shift()!();
    await expect.poll(() => proces.mock.calls.length).toBe(3);
    expect(hvis(proces.mock.calls[2]![0].bytes)).toBe(foerste === 'lars1' ? 'lars2' : 'lars1');
    for (const f of slut.splice(0)) f();
    expect((await Promise.all(svar)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('limits each citizen to SCANNINGER_PR_MINUT scans a minute, with 429 and Retry-After', async () => {
    const { scan, clock, citizenLogin, json } = await somMette();
    // A file refused as the wrong type costs no scan but counts, which keeps the test fast.
    const forkertType = dataUri(await fakturaPdf(), 'image/png');
    for (let i = 0; i < SCANNINGER_PR_MINUT; i++) expect((await scan(forkertType)).status).toBe(400);

    const res = await scan(dataUri(await fakturaPdf()));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await res.json()).toMatchObject({
      title: t('problem.forMangeScanninger'),
      detail: t('problem.forMangeForsoegDetalje', { sekunder: 60 }),
    });

    const lars = { Cookie: await citizenLogin('loenmodtager', 'lm-lars') };
    expect((await json('POST', SCAN, { dataUri: forkertType }, lars)).status).toBe(400);
    clock.advance(60_000);
    expect((await scan(forkertType)).status).toBe(400);
  });
});
