import { describe, expect, it } from 'vitest';
import { delDokument, samlDokument } from './html-dokument';

const dokument =
  '<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Anmodning godkendt</title></head><body class="mail"><p>Kære Lars</p><p>Med venlig hilsen<br>Sekretariatet</p></body></html>';

describe('delDokument and samlDokument', () => {
  it('edits only the inner part of <body> and keeps head and attributes', () => {
    const dele = delDokument(dokument);
    expect(dele.indre).toBe('<p>Kære Lars</p><p>Med venlig hilsen<br>Sekretariatet</p>');
    expect(samlDokument(dele, '<p>Kære Lars Nielsen</p>')).toBe(
      '<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Anmodning godkendt</title></head><body class="mail"><p>Kære Lars Nielsen</p></body></html>',
    );
  });

  it('gives the document back unchanged when nothing is edited', () => {
    const dele = delDokument(dokument);
    expect(samlDokument(dele, dele.indre)).toBe(dokument);
  });

  it('treats a fragment without <body> as all inner part', () => {
    expect(delDokument('<p>Hej</p>')).toEqual({ foer: '', indre: '<p>Hej</p>', efter: '' });
  });

  it('finds upper-case tags and an empty body', () => {
    expect(delDokument('<HTML><BODY></BODY></HTML>')).toEqual({ foer: '<HTML><BODY>', indre: '', efter: '</BODY></HTML>' });
  });
});
