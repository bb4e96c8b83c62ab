import type { Page } from 'playwright-core';

/** How far the page reaches past the window's right edge, with the widest offenders named to find them. */
export async function overflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width && el.getClientRects().length > 0)
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { by: document.documentElement.scrollWidth - width, culprits };
  });
}

/** What reaches past the window's right edge, for `expect.poll(...).toEqual([])`: nothing, or how far and by whom. */
export async function pastTheEdge(page: Page): Promise<string[]> {
  const { by, culprits } = await overflow(page);
  return by <= 0 ? [] : [`${by} px`, ...culprits];
}
