import type { Page } from 'playwright-core';
import { kontrast } from '../../engine/kontrast';

/** A form control as drawn: what identifies it (its border, or its fill where it has none) and what lies around it. */
export interface KontrolFarve {
  kontrol: string;
  kant: string;
  omkring: string;
  kontrast: number;
}

/**
 * WCAG 2.1 SC 1.4.11 (non-text contrast), which axe-core has no rule for: every enabled input,
 * select, textarea, checkbox and radio shown on the page, with the colour that identifies it (the
 * border, or its fill where it has no border) and the background it stands on, and their contrast.
 */
export async function kontrolFarver(page: Page): Promise<KontrolFarve[]> {
  const maalt = await page.evaluate(() => {
    /** A computed colour as [r, g, b, alpha]. */
    const kanaler = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: css.startsWith('rgba') ? a : 1 };
    };
    const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
      `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    /** The first opaque background from the element outwards (the page's when none). */
    const baggrund = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const farve = kanaler(getComputedStyle(e).backgroundColor);
        if (farve.a > 0) return hex(farve);
      }
      return '#ffffff';
    };
    const valgt = 'input:not([type=hidden]):not([type=range]), select, textarea';
    return [...document.querySelectorAll<HTMLInputElement>(valgt)]
      .filter((el) => {
        const boks = el.getBoundingClientRect();
        const stil = getComputedStyle(el);
        // An inactive control is exempt (1.4.11); a visually hidden one (Bootstrap's .btn-check) is drawn by its label.
        return (
          !el.disabled &&
          boks.width > 2 &&
          boks.height > 2 &&
          stil.visibility !== 'hidden' &&
          stil.clip !== 'rect(0px, 0px, 0px, 0px)' &&
          !el.classList.contains('form-control-plaintext')
        );
      })
      .map((el) => {
        const stil = getComputedStyle(el);
        const kant = kanaler(stil.borderTopColor);
        const harKant = parseFloat(stil.borderTopWidth) >= 1 && kant.a > 0;
        const navn = el.labels?.[0]?.textContent?.trim() || el.getAttribute('aria-label') || el.name || el.id;
        return {
          kontrol: `${el.tagName.toLowerCase()}${el.type ? `[${el.type}]` : ''} '${navn}'`,
          kant: harKant ? hex(kant) : baggrund(el),
          omkring: baggrund(el.parentElement),
        };
      });
  });
  return maalt.map((m) => ({ ...m, kontrast: Math.round(kontrast(m.kant, m.omkring) * 100) / 100 }));
}

/** The controls under 3:1, as lines a person reads. */
export const svageKontroller = (farver: KontrolFarve[]): string[] =>
  farver.filter((f) => f.kontrast < 3).map((f) => `${f.kontrol}: ${f.kant} på ${f.omkring} har ${f.kontrast}:1 (skal være mindst 3:1)`);
