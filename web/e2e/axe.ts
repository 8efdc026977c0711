import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 level A and AA, the level the public sector must meet (webtilgængelighedsloven). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeBrud {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/**
 * axe-core's WCAG 2.1 AA rules over the page as it is shown now, every impact, colour contrast
 * included. The portal's CSP forbids inline script, so axe's source is evaluated through the
 * DevTools protocol (page.evaluate), which the policy does not govern; the page's own scripts stay
 * under it. Frames are left out: the portal's own framed pages are scanned at their own address.
 */
export async function axeBrud(page: Page): Promise<AxeBrud[]> {
  // A dialog fading in is measured at full strength: transitions that end are waited for (not spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeBrud[] }> } };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false, resultTypes: ['violations'] });
    return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  }, WCAG_21_AA);
}

/** The violations as lines a person reads: rule, impact, what to do, and each element with why. */
export function beskrivBrud(skaerm: string, brud: AxeBrud[]): string {
  const linjer = brud.flatMap((b) => [
    `${skaerm}: ${b.id} (${b.impact ?? 'ukendt'}) ${b.help} – ${b.helpUrl}`,
    ...b.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  ]);
  return linjer.join('\n');
}
