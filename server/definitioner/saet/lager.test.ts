import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app';
import { createSaetLager } from './lager';

const NU = '2026-11-28T12:00:00.000Z';

describe('a new release of the portal at start', () => {
  it('is published while live is still the last release, and becomes a draft once an analyst has published', async () => {
    const lager = createSaetLager(testApp().deps.store);
    const a = { 'content/ui/x.json': { hej: 'A' } };
    expect(await lager.frigiv(a, NU)).toBeUndefined();
    expect((await lager.live())?.version).toBe(1);

    // Nothing of an analyst's is live: the release's changes are published as they are.
    const b = { 'content/ui/x.json': { hej: 'B' } };
    expect(await lager.frigiv(b, NU)).toBeUndefined();
    expect(await lager.live()).toMatchObject({ version: 2, filer: b });
    expect(await lager.alleUdkast()).toEqual([]);

    // An analyst publishes; the next release's changes wait as a draft, and live stays the analyst's.
    const analytiker = { 'content/ui/x.json': { hej: 'B' }, 'content/ui/y.json': { ny: 'tekst' } };
    await lager.udgiv(analytiker, 2, { udgivet: NU, udgivetAf: 'analytiker', note: 'y' });
    const c = { 'content/ui/x.json': { hej: 'C' } };
    const udkast = await lager.frigiv(c, NU);
    expect(udkast).toEqual(expect.any(String));
    expect(await lager.live()).toMatchObject({ version: 3, filer: analytiker });
    expect((await lager.hentUdkast(udkast!))?.aendringer).toEqual({ 'content/ui/x.json': { hej: 'C' } });
    // The same release again changes nothing more.
    expect(await lager.frigiv(c, NU)).toBeUndefined();
    expect(await lager.alleUdkast()).toHaveLength(1);
  });
});
