import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The lines of a realistic Danish invoice from a demo training provider, with an FI line. */
export const FAKTURA_LINJER = [
  'Kursuscenter Nord ApS',
  'Havnegade 12, 9000 Aalborg',
  'CVR-nr.: 35124004',
  '',
  'FAKTURA',
  'Fakturanr.: KN-2026-0417',
  'Fakturadato: 15.11.2026',
  '',
  'Svejsning efter EN ISO 9606-1          18.500,00 kr.',
  'I alt                                  18.500,00 kr.',
  '',
  'Betales med indbetalingskort:',
  '+71< 000000067097535+85799665<',
];

/**
 * A one-page PDF with a text layer, made as a PDF writer makes it (pdf-lib), for tests. Each call is
 * another file (a document id of its own), as each invoice a supplier writes is: the same file from the
 * same supplier is the same invoice, so a test that sends one file twice means to.
 */
export async function fakturaPdf(linjer: readonly string[] = FAKTURA_LINJER): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setKeywords([randomUUID()]);
  const side = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  linjer.forEach((linje, i) => side.drawText(linje, { x: 56, y: 780 - i * 18, size: 11, font }));
  return pdf.save();
}

/** The demo invoice under another number: another file, as the supplier's next invoice is (the same file is the same invoice). */
export const fakturaMedNummer = (nummer: string) =>
  // The PDF's standard font writes only WinAnsi: a number beyond it goes in percent-encoded.
  fakturaPdf(FAKTURA_LINJER.map((linje) => (linje.startsWith('Fakturanr.:') ? `Fakturanr.: ${encodeURIComponent(nummer)}` : linje)));

export function dataUri(bytes: Uint8Array, contentType = 'application/pdf', navn?: string): string {
  const parameter = navn ? `;name=${encodeURIComponent(navn)}` : '';
  return `data:${contentType}${parameter};base64,${Buffer.from(bytes).toString('base64')}`;
}
