import type { Locator, Page } from 'playwright-core';

/** A phone's width (iPhone SE and the like). */
export const SMAL = { width: 375, height: 740 };

/** Whether the page or any table's wrapper can be scrolled sideways, i.e. something lies beyond the width. */
export const rullerSidelaens = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.table-responsive, table')].some((el) => el.scrollWidth > el.clientWidth),
  );

/**
 * Whether the page itself scrolls sideways at the window's width (a table inside its own scroll area
 * may, WCAG 2.1 1.4.10); polled briefly, as a screen that measures itself (the admin bar) settles after a resize.
 */
export async function sidenRullerSidelaens(page: Page): Promise<boolean> {
  const ruller = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  const frist = Date.now() + 2_000;
  while ((await ruller()) && Date.now() < frist) await page.waitForTimeout(100);
  return ruller();
}

/** What reaches beyond the window's right edge (elements, and text that runs out of its box), outside tables' own scroll areas: for the message. */
export const forBrede = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const kant = document.documentElement.clientWidth + 0.5;
    const fri = (el: Element | null) => !el?.closest('.table-responsive');
    const elementer = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > kant && fri(el.parentElement))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    const tekster: string[] = [];
    const gang = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = gang.nextNode(); node; node = gang.nextNode()) {
      const omraade = document.createRange();
      omraade.selectNodeContents(node);
      const hoejre = omraade.getBoundingClientRect().right;
      if (hoejre > kant && fri(node.parentElement))
        tekster.push(
          `'${(node.textContent ?? '').trim().slice(0, 40)}' i ${node.parentElement?.tagName.toLowerCase()} (${Math.round(hoejre)} px)`,
        );
    }
    return [...elementer, ...tekster].slice(0, 10);
  });

/** Whether the element is shown wholly within the window's width. */
export async function indenForBredden(element: Locator): Promise<boolean> {
  const boks = await element.boundingBox();
  const bredde = element.page().viewportSize()?.width ?? 0;
  return boks !== null && boks.width > 0 && boks.x >= 0 && boks.x + boks.width <= bredde;
}
