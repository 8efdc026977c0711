import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from './alle-tekster';

const UI = join(import.meta.dirname, '../content/ui');
// Nouns whose plural is their singular: '1 fejl', '2 fejl'.
const UFORANDRELIGE = new Set(['fejl']);

describe('counts in the fixed texts (content/ui)', () => {
  it('choose their noun by the count: a plain {antal} stands only before a word that does not change', () => {
    const forkerte = readdirSync(UI)
      .filter((fil) => fil.endsWith('.json'))
      .flatMap((fil) =>
        Object.entries(JSON.parse(readFileSync(join(UI, fil), 'utf8')) as Record<string, string>).flatMap(([noegle, tekst]) =>
          [...tekst.matchAll(/\{antal\}\s+(\p{L}+)/gu)].filter((m) => !UFORANDRELIGE.has(m[1]!)).map(() => `${noegle}: ${tekst}`),
        ),
      );
    expect(forkerte).toEqual([]);
  });

  it('say one order, one case, in the singular', () => {
    expect(t('eksportWeb.betalingsordrer.hentet', { antal: 1, markeret: 1 })).toBe(
      '1 ordre er hentet som CSV; 1 ny er markeret som eksporteret.',
    );
    expect(t('eksportWeb.betalingsordrer.hentet', { antal: 3, markeret: 0 })).toBe(
      '3 ordrer er hentet som CSV; ingen nye er markeret som eksporteret.',
    );
    expect(t('eksportWeb.betalingsordrer.antal', { antal: 2, nye: 1 })).toBe('2 ordrer, heraf 1 ikke eksporteret.');
    expect(t('overblikWeb.tid.forklaring', { antal: 1 })).toMatch(/for den 1 sag, der/);
  });
});
