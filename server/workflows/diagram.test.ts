import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overgange, tegnDiagram, tilstandsLabel } from './diagram';

const laes = (fil: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../workflows', fil), 'utf8')) as Record<string, unknown>;

describe('tegnDiagram', () => {
  it('lays out every status of the work-shortage flow, apart, with every handling routed and labelled', async () => {
    const config = laes('arbejdsmangel-ansoegning.machine.json');
    const d = await tegnDiagram(config);
    expect(d.tilstande.map((s) => s.label)).toEqual(['Afventer attestering', 'Attesteret', 'Godkendt', 'Afvist', 'Udbetalt']);
    expect(d.tilstande.find((s) => s.start)?.id).toBe('Indsendt');
    expect(d.tilstande.filter((s) => s.slut).map((s) => s.id)).toEqual(['Udbetalt']);
    for (const a of d.tilstande) {
      expect(a.x + a.bredde).toBeLessThanOrEqual(d.bredde);
      expect(a.y + a.hoejde).toBeLessThanOrEqual(d.hoejde);
      for (const b of d.tilstande.filter((s) => s !== a)) {
        const adskilt = a.x + a.bredde <= b.x || b.x + b.bredde <= a.x || a.y + a.hoejde <= b.y || b.y + b.hoejde <= a.y;
        expect(adskilt).toBe(true);
      }
    }
    // The arrow into the initial state, then one per transition of the definition.
    expect(d.overgange).toHaveLength(1 + 8);
    expect(d.overgange.map((o) => o.label)).toContain('Overført til udbetaling');
    for (const o of d.overgange) expect(o.punkter.length).toBeGreaterThanOrEqual(2);
  });

  it('names states by label, title or message, and invoked work by its outcome', () => {
    expect(tilstandsLabel('tilskud', { meta: { titel: 'Kurser' } })).toBe('Kurser');
    expect(tilstandsLabel('venter', { meta: { besked: 'journaliseringWeb.status.venter' } })).toBe('Venter på Outlook…');
    expect(tilstandsLabel('ikkeJournaliseret', {})).toBe('ikkeJournaliseret');
    const states = (laes('outlook-journalisering.machine.json')['states'] ?? {}) as Record<string, Record<string, unknown>>;
    expect(overgange(states)).toContainEqual({ fra: 'laeserEmne', til: 'ikkeJournaliseret', label: 'ved fejl' });
    expect(overgange(states)).toContainEqual({ fra: 'laeserEmne', til: 'journaliserer', label: 'når det lykkes' });
  });
});
