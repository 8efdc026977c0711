import type { Locator, Page } from 'playwright-core';

/** A phone's width (iPhone SE and the like). */
export const SMAL = { width: 375, height: 740 };

/** Whether the page or any table's wrapper can be scrolled sideways, i.e. something lies beyond the width. */
export const rullerSidelaens = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.table-responsive, table')].some((el) => el.scrollWidth > el.clientWidth),
  );

/** Whether the element is shown wholly within the window's width. */
export async function indenForBredden(element: Locator): Promise<boolean> {
  const boks = await element.boundingBox();
  const bredde = element.page().viewportSize()?.width ?? 0;
  return boks !== null && boks.width > 0 && boks.x >= 0 && boks.x + boks.width <= bredde;
}
