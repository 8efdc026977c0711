import { describe, expect, it } from 'vitest';
import { somTekst } from './som-tekst';

describe('somTekst', () => {
  it('puts paragraphs, line breaks and list items on their own lines and leaves the head out', () => {
    const html =
      '<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Kvittering</title></head><body>' +
      '<p>Kære Mette</p><ul><li>Excel</li><li>Word</li></ul><p>Med venlig hilsen<br>Sekretariatet</p></body></html>';
    expect(somTekst(html)).toBe('Kære Mette\n\n * Excel\n * Word\n\nMed venlig hilsen\nSekretariatet');
  });

  it("writes a link as 'text (url)' and decodes entities", () => {
    expect(somTekst('<p>Se <a href="https://fond.example.dk/app">portalen</a> &amp; svar &lt;i dag&gt;</p>')).toBe(
      'Se portalen (https://fond.example.dk/app) & svar <i dag>',
    );
  });

  it('writes an address that is its own text once', () => {
    expect(somTekst('<p>E-mail <a href="mailto:kontakt@fond.example.dk">kontakt@fond.example.dk</a></p>')).toBe(
      'E-mail kontakt@fond.example.dk',
    );
  });

  it('keeps the case of a heading', () => {
    expect(somTekst('<h2>Godkendt</h2><p>Tak</p>')).toBe('Godkendt\n\nTak');
  });
});
