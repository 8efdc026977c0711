import { describe, expect, it } from 'vitest';
import { laerReferencer, medReferencer, sammenligning, udfold, type Referencer } from './filer';

const fil = 'data:application/pdf;name=f.pdf;base64,JVBERi0xLjQ=';
const ref = `kladde-dokument:${'a'.repeat(64)}`;

describe('files in a draft', () => {
  it('learns the reference of each file sent, and sends the reference from then on', () => {
    const referencer: Referencer = new Map();
    const data = { faktura: { dokument: { url: fil, filnavn: 'f.pdf' } }, liste: [fil, 'data: ikke en fil'] };
    expect(medReferencer(data, referencer)).toBe(data);
    laerReferencer(data, { faktura: { dokument: { url: ref, filnavn: 'f.pdf' } }, liste: [ref, 'data: ikke en fil'] }, referencer);
    expect(referencer.get(fil)).toBe(ref);
    expect(medReferencer(data, referencer)).toEqual({
      faktura: { dokument: { url: ref, filnavn: 'f.pdf' } },
      liste: [ref, 'data: ikke en fil'],
    });
    // The draft in the form is left as it was.
    expect(data.faktura.dokument.url).toBe(fil);
  });

  it('learns nothing where the server kept the text or the shapes differ', () => {
    const referencer: Referencer = new Map();
    laerReferencer({ a: fil, b: [fil] }, { a: fil, b: 'x' }, referencer);
    laerReferencer(fil, null, referencer);
    expect(referencer.size).toBe(0);
  });

  it('puts the files of a saved draft back and drops a reference to a file that is gone', () => {
    const referencer: Referencer = new Map();
    const gone = `kladde-dokument:${'b'.repeat(64)}`;
    const data = udfold<{ a: string; b?: string; c: string }>({ a: ref, b: gone, c: 'tekst' }, { [ref]: fil }, referencer);
    expect(data).toEqual({ a: fil, c: 'tekst' });
    expect(referencer.get(fil)).toBe(ref);
  });

  it('compares drafts by content and step, a file by a number', () => {
    const numre = new Map<string, number>();
    const a = sammenligning({ url: fil, navn: 'x' }, 'faktura', numre);
    expect(a).not.toContain('base64');
    expect(sammenligning({ url: `${fil}` + '', navn: 'x' }, 'faktura', numre)).toBe(a);
    expect(sammenligning({ url: fil, navn: 'x' }, 'troOgLove', numre)).not.toBe(a);
    expect(sammenligning({ url: fil.replace('=', 'A'), navn: 'x' }, 'faktura', numre)).not.toBe(a);
  });
});
