import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A demo request's invoice from the supplier under its own number, as a PDF data URI the request's schema takes. */
export async function demoFaktura(leverandoer: { cvr: string; navn: string }, nummer: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const side = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const linjer = [leverandoer.navn, `CVR-nr.: ${leverandoer.cvr}`, '', 'FAKTURA', `Fakturanr.: ${nummer}`];
  linjer.forEach((linje, i) => side.drawText(linje, { x: 56, y: 780 - i * 18, size: 11, font }));
  // Each number is its own file (the same file from one supplier is the same invoice).
  pdf.setKeywords([nummer]);
  const navn = `faktura-${nummer}.pdf`;
  return `data:application/pdf;name=${encodeURIComponent(navn)};base64,${Buffer.from(await pdf.save()).toString('base64')}`;
}
