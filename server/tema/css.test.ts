import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kontrast } from '../../engine/kontrast';
import { testApp } from '../testing/app';
import { temaCss } from './css';
import type { Tema } from './tema';

const tema: Tema = {
  navn: 'Testfonden',
  logo: 'tema/logo.svg',
  farver: {
    primaer: '#123456',
    tekstPaaPrimaer: '#ffffff',
    link: '#17589b',
    tekst: '#212529',
    daempetTekst: '#595f66',
    baggrund: '#ffffff',
    sidefod: '#eef1f4',
    kontrolKant: '#7a8189',
    fokus: '#0b0c0c',
  },
};

/** The first rule whose selector list starts with `selektor` (at the start of a line), up to its end. */
function regel(css: string, selektor: string): string {
  const start = css.indexOf(`\n${selektor}`);
  expect(start, selektor).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

describe('temaCss', () => {
  const css = temaCss(tema);

  it("sets Bootstrap's variables from the theme's colours", () => {
    const rod = regel(css, ':root, [data-bs-theme=light]');
    expect(rod).toContain('--bs-primary: #123456;');
    expect(rod).toContain('--bs-primary-rgb: 18, 52, 86;');
    expect(rod).toContain('--bs-link-color: #17589b;');
    // Bootstrap's grey (#6c757d, 4.44:1 on its light background) gives way to the theme's.
    expect(rod).toContain('--bs-secondary-color: #595f66;');
    expect(rod).toContain('--bs-secondary-rgb: 89, 95, 102;');
  });

  it("draws the border of inputs, selects, checkboxes and radios in the theme's control colour", () => {
    expect(regel(css, '.form-control, .form-select, .form-check-input')).toContain('border-color: #7a8189;');
  });

  it('colours the primary buttons, with hover and active shades that keep the text readable', () => {
    const knap = regel(css, '.btn-primary');
    expect(knap).toContain('--bs-btn-bg: #123456;');
    expect(knap).toContain('--bs-btn-color: #ffffff;');
    const hover = /--bs-btn-hover-bg: (#[0-9a-f]{6});/.exec(knap)?.[1] ?? '';
    expect(kontrast(hover, '#ffffff')).toBeGreaterThan(kontrast('#123456', '#ffffff'));
  });

  it("gives the header's links and log-out button the text colour on primary at full strength", () => {
    const hoved = regel(css, '.navbar.fond-hoved');
    expect(hoved).toContain('--bs-navbar-color: #ffffff;');
    expect(regel(css, '.fond-hoved .btn-outline-light')).toContain('--bs-btn-color: #ffffff;');
  });

  it('draws one focus ring on every control: 3 px of the focus colour around 2 px of the background', () => {
    const fokus = regel(css, ':focus-visible, .btn:focus-visible');
    for (const del of [
      '.btn-close:focus-visible',
      '.nav-link:focus-visible',
      '.form-control:focus-visible',
      '.form-check-input:focus-visible',
    ]) {
      expect(fokus).toContain(del);
    }
    expect(fokus).toContain('outline: 3px solid #0b0c0c;');
    expect(fokus).toContain('box-shadow: 0 0 0 2px #ffffff;');
  });
});

describe('GET /tema.css and /tema/logo', () => {
  it("serves the repository's theme as CSS and its logo, revalidated on each load", async () => {
    const { app } = testApp();
    const css = await app.request('/tema.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('no-cache');
    expect(await css.text()).toContain('--bs-primary: #1b4a7a;');
    const etag = css.headers.get('etag') ?? '';
    expect((await app.request('/tema.css', { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const logo = await app.request('/tema/logo');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });
});

describe('a changed theme in content/', () => {
  it("names and colours every page by the analyst's copy, logo included", async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'fond-tema-'));
    try {
      cpSync(resolve(import.meta.dirname, '../../content'), contentDir, { recursive: true });
      const fil = join(contentDir, 'tema.json');
      const kopi = JSON.parse(readFileSync(fil, 'utf8')) as Tema;
      kopi.navn = 'Industriens Kursusfond';
      kopi.logo = 'outlook/ikon-64.png';
      kopi.farver.primaer = '#7a1b3d';
      writeFileSync(fil, JSON.stringify(kopi));
      const { app } = testApp({ contentDir });
      expect(await (await app.request('/tema.css')).text()).toContain('--bs-primary: #7a1b3d;');
      expect((await app.request('/tema/logo')).headers.get('content-type')).toBe('image/png');
      const login = await (await app.request('/fonditlogin')).text();
      expect(login).toContain('<title>Log ind – Industriens Kursusfond</title>');
      expect(login).toContain('<link rel="stylesheet" href="/tema.css" />');
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
