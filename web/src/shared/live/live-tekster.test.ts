import { afterEach, describe, expect, it } from 'vitest';
import { erTekstNoegle, saetTekstkilde, t } from '@engine/tekster';
import { brugLiveTekster } from './live-tekster';

const side = (tekst: string | null) => ({ getElementById: () => (tekst === null ? null : ({ textContent: tekst } as HTMLElement)) });

afterEach(() => saetTekstkilde(() => undefined));

describe('brugLiveTekster', () => {
  it('lets the texts the page brings take the place of the bundled ones, key by key', () => {
    const foer = t('web.start.titel', { navn: 'Fonden' });
    brugLiveTekster(side(JSON.stringify({ 'web.start.velkomst': 'Fonden betaler dit kursus direkte.' })));
    expect(t('web.start.velkomst')).toBe('Fonden betaler dit kursus direkte.');
    expect(t('web.start.titel', { navn: 'Fonden' })).toBe(foer);
  });

  it('knows a key the live definitions add, as a new transition names one for its confirmation', () => {
    expect(erTekstNoegle('arbejdsmangelAdminWeb.bekraeft.iBero')).toBe(false);
    brugLiveTekster(side(JSON.stringify({ 'arbejdsmangelAdminWeb.bekraeft.iBero': 'Ansøgningen sættes i bero.' })));
    expect(erTekstNoegle('arbejdsmangelAdminWeb.bekraeft.iBero')).toBe(true);
    expect(t('arbejdsmangelAdminWeb.bekraeft.iBero' as Parameters<typeof t>[0])).toBe('Ansøgningen sættes i bero.');
  });

  it('keeps the bundled texts for a page without them or with unreadable ones', () => {
    const bundlet = t('web.start.velkomst');
    for (const tekst of [null, '', '{ikke json', '"en streng"', JSON.stringify({ 'web.start.velkomst': 7 })]) {
      brugLiveTekster(side(tekst));
      expect(t('web.start.velkomst'), String(tekst)).toBe(bundlet);
    }
  });
});
