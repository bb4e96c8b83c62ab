import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSession } from '../support/browser.js';

/*
 * index.html carries the element styles of the first screens (the sign-in page, the vendor's and staff's landing
 * pages while their answers load), written at build time (client/vite-static-first-styles.ts) as a
 * `<style data-emotion="css name …">` that Emotion's cache takes as inserted, so the browser's first commit does not
 * compile and insert them. A class name is the hash of its styles: if the build's render and the browser's differ,
 * the browser's classes are not among the written names and Emotion inserts them again (slower, still right). So
 * these check that the names the browser uses on those screens are the written ones.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The names written into index.html, and the Emotion classes (without `css-`) of the elements matching `selector`. */
async function classesOf(page: Page, selector: string): Promise<{ written: string[]; used: string[]; writtenRules: number; insertedRules: number }> {
  return page.evaluate((sel) => {
    const written = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
    const names = written?.getAttribute('data-emotion')?.split(' ').slice(1) ?? [];
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll(sel)))
      for (const name of Array.from(element.classList)) if (name.startsWith('css-')) used.add(name.slice(4));
    // Emotion's own style elements (it inserts its rules after the written element): what the browser still compiled.
    let insertedRules = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')))
      if (element !== written) insertedRules += element.sheet?.cssRules.length ?? 0;
    return { written: names, used: [...used], writtenRules: written?.sheet?.cssRules.length ?? 0, insertedRules };
  }, selector);
}

describe("the first screens' styles in index.html", () => {
  it('the sign-in page draws with the written styles only', async () => {
    const page = await newPage(browser);
    await page.goto('/prequalification');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.waitForFunction(() => !document.getElementById('sign-in-shell'));
    const { written, used, writtenRules, insertedRules } = await classesOf(page, '#root, #root *');
    console.info(`sign-in: ${writtenRules} rules written, ${insertedRules} inserted by Emotion`);
    expect(writtenRules).toBeGreaterThan(0);
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !written.includes(name))).toEqual([]);
    await page.close();
  });

  // index.html also carries the first screens' css() answers (client/vite-css-snapshot.ts), which Chakra's css()
  // answers from instead of computing them. A class name is the hash of the answer's CSS, so the same names drawn
  // with and without that element mean the written answers are the ones the browser computes.
  it('the sign-in page draws the same classes from the written css() answers as without them', async () => {
    const SNAPSHOT = /<script type="application\/json" id="portal-css-snapshot">[^<]*<\/script>/;
    const drawn = async (withoutAnswers: boolean) => {
      const page = await newPage(browser);
      // The build wrote the answers (a build whose first screens' render failed warns and writes none).
      expect(await (await page.request.get('/prequalification')).text(), 'the written css() answers').toMatch(SNAPSHOT);
      if (withoutAnswers)
        await page.route('**/prequalification', async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replace(SNAPSHOT, '') });
        });
      await page.goto('/prequalification');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await page.waitForFunction(() => !document.getElementById('sign-in-shell'));
      const classes = await page.evaluate(() => Array.from(document.querySelectorAll('#root *'), (e) => e.getAttribute('class') ?? ''));
      await page.close();
      return classes;
    };
    const [written, computed] = [await drawn(false), await drawn(true)];
    expect(written.filter((c) => c.includes('css-')).length).toBeGreaterThan(5);
    expect(written).toEqual(computed);
  });

  it.each([
    { email: 'vendor.admin@example.com', path: '/vendor/overview' },
    { email: 'system.admin@example.com', path: '/admin/dashboard' },
  ])("$path: the shell's styles at 390 and 1366 px are the written ones", async ({ email, path }) => {
    const page = await newPage(browser);
    await startSession(page, email, undefined, path);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.locator('header').waitFor();
      // At 1366 px the sidebar (nav) is drawn beside the page; at 390 px the header's menu button opens a drawer.
      const selector = width >= 768 ? 'header, header *, nav, nav *' : 'header, header *';
      if (width >= 768) await page.locator('nav').first().waitFor();
      const { written, used, writtenRules, insertedRules } = await classesOf(page, selector);
      console.info(`${path} at ${width} px: ${writtenRules} rules written, ${insertedRules} inserted by Emotion`);
      expect(used.length, `${width} px`).toBeGreaterThan(3);
      expect(
        used.filter((name) => !written.includes(name)),
        `${width} px`,
      ).toEqual([]);
    }
    await page.close();
  });
});
