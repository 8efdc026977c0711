import { describe, expect, it } from 'vitest';
import { vistIndhold } from './vist';

describe('vistIndhold', () => {
  it('sanitises html, the same each time it is asked', () => {
    const tekst = { type: 'html', indhold: '<p onclick="alert(1)">Vilkår</p><script>alert(2)</script><a href="javascript:x()">a</a>' };
    expect(vistIndhold(tekst)).toBe('<p>Vilkår</p><a>a</a>');
    expect(vistIndhold(tekst)).toBe('<p>Vilkår</p><a>a</a>');
  });

  it('leaves text and preformatted content as written: the pages show it as text', () => {
    expect(vistIndhold({ type: 'text', indhold: 'a < b <script>' })).toBe('a < b <script>');
    expect(vistIndhold({ type: 'preformatted', indhold: '<b>x</b>' })).toBe('<b>x</b>');
  });
});
