// axe-core, the engine, run in the page itself (see expectAccessible).
import axe from 'axe-core';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Disposable, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForRest, watchForMovement } from './at-rest.js';
import { screenState, recordProblems } from './screen-state.js';
import { trackRequests } from './settled.js';
import { keepTabOnClose, takeSpareTab, unwatched } from './tab-pool.js';

export const DEMO_PASSWORD = 'DemoPass#2026';

let chromiumProcess: Promise<Browser> | undefined;

/**
 * The renderers do their work on their main thread, not spread over helper threads: V8 single-threaded (its garbage
 * collector and compilers on the main thread) and one raster thread. Which of the two flags gives how much was not
 * measured apart. axe-dialogs + responsive (16 tests), alternated on the loaded machine: Chromium 86.4 / 86.0 ->
 * 80.6 / 79.8 CPU s (renderers 68.3 / 68.1 -> 62.0 / 61.6). What the pages do and what the specs check is the same.
 */
const LEAN_RENDERERS = ['--js-flags=--single-threaded', '--num-raster-threads=1'];

/**
 * Debian's headless shell (package chromium-headless-shell: Chromium's old headless mode, without the browser's own
 * UI), else Debian's Chromium; CHROMIUM_PATH overrides both. On sign-in.e2e.ts (8 tests) Chromium's processes took
 * 107 s of CPU and the shell's 51 s, counted per process as the run went (the run's user+sys misses the renderers,
 * which Chromium's exit leaves to init): the layer's largest cost halved.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Debian's Chromium (above), driven by Playwright; no browser download. One Chromium for the run (the spec files run one after
 * another in one worker that keeps this module): each file gets a handle whose `close()` closes the contexts it
 * opened, not the browser, which a launch per file started and stopped 20-odd times (about a second of CPU each).
 * Contexts share nothing (cookies, storage, cache), so a file still starts as in a fresh browser. Playwright stops
 * the browser when the worker exits.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = chromiumProcess && (await chromiumProcess.catch(() => undefined));
  if (!browser?.isConnected()) {
    chromiumProcess = chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        ...LEAN_RENDERERS,
      ],
    });
    browser = await chromiumProcess;
  }
  const shared = browser;
  const contexts = new Set<BrowserContext>();
  return new Proxy(shared, {
    get(target, key) {
      if (key === 'newContext')
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          contexts.add(context);
          return context;
        };
      if (key === 'close') return async () => void (await Promise.all([...contexts].map((c) => c.close().catch(() => undefined))));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * How much faster than real time the page's finite CSS animations and transitions play (a dialog's 250 ms slide in
 * 25 ms). The specs wait for them at every step: Playwright's click waits for its target to stop moving,
 * `expectAccessible` for nothing to be fading or sliding, and a closing dialog or tab panel stays in the tree until
 * its exit ends; each frame of one is drawn on the shared cores. The states at rest, what is checked and scanned,
 * are the same. Each animation is sped up as it starts, not the page's clock (DevTools' animation speed): the
 * toasts' timers count animation frames' time, and a success toast then lasted 0.2 s.
 * An infinite one (a spinner, a skeleton's pulse, an indeterminate progress bar) is paused where it starts instead:
 * it never ends, so nothing waits for it, but each of its frames was drawn by the renderer's compositor and the GPU
 * process's display compositor during every wait for the screen behind it (responsive.e2e.ts: Chromium's CPU
 * 53.8-55.2 s -> 50.8 s, the renderers' compositor threads 4.1 -> 2.7 s, the display compositor 3.1-3.5 -> 2.3 s).
 * It stays drawn at its first frame; what is checked and scanned is the screen at rest, where none is left (a
 * skeleton sits under aria-busy).
 */
const ANIMATION_RATE = 10;

/**
 * Runs in each document before its scripts: a finite animation or transition plays ANIMATION_RATE times faster, an
 * infinite one is paused.
 */
function quickAnimations(rate: number): void {
  const quicken = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    for (const a of event.target.getAnimations()) {
      if (a.playbackRate !== 1 || a.playState === 'paused') continue;
      if (a.effect?.getComputedTiming().iterations === Infinity) a.pause();
      else a.playbackRate = rate;
    }
  };
  for (const type of ['animationstart', 'transitionrun']) addEventListener(type, quicken, true);
}

const VIEWPORT = { width: 1280, height: 800 };

/**
 * A page in a context of its own. `realAnimations` keeps the animations at their real speed, for a spec about what a
 * scan reads while something is still moving (axe-at-rest.e2e.ts). A page the file closed is emptied and given again
 * (tab-pool.ts): it starts as a new context would, signed out with nothing stored, in the renderer it had.
 */
export async function newPage(browser: Browser, { realAnimations = false }: { realAnimations?: boolean } = {}): Promise<Page> {
  const kind = realAnimations ? 'real animations' : 'quick animations';
  const spare = takeSpareTab(browser, kind);
  if (spare) return spare;
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: VIEWPORT });
  if (!realAnimations) await context.addInitScript(quickAnimations, ANIMATION_RATE);
  const page = await context.newPage();
  setUp(page);
  keepTabOnClose(browser, page, kind, new URL(inject('baseUrl')).origin, async (kept) => {
    await (await axeOnLoad.get(kept.context()))?.dispose();
    axeOnLoad.delete(kept.context());
    await kept.setViewportSize(VIEWPORT);
    setUp(kept);
  });
  return page;
}

/** What every page of newPage() starts with, a kept one again. */
function setUp(page: Page): void {
  unwatched(() => page.setDefaultTimeout(15_000));
  trackRequests(page);
  recordProblems(page);
}

/**
 * axe-core, evaluated in a document once: the later scans of the same document (its tabs, its dialogs) reuse it.
 * axe.run in the page itself: @axe-core/playwright's default mode opens a blank page per scan to merge the results
 * of frames, the costliest part of a scan, and the portal has no frames to merge (any frame is still scanned:
 * axe is put into each one and axe.run reaches same-origin frames itself).
 */
const INJECT_AXE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n;window.axe.configure({ allowedOrigins: ['<same_origin>'] });\n}`;

/**
 * Every rule axe runs by default, as before; only the violations are read, so the passes and the rest are not
 * gathered node by node (resultTypes) nor given CSS selectors (the message quotes each node's HTML): on the long
 * forms that gathering was most of a scan's time.
 */
const AXE_OPTIONS: axe.RunOptions = { resultTypes: ['violations'], selectors: false };

/** The contexts whose new documents get axe-core as they load: the init script, taken out when the tab is kept. */
const axeOnLoad = new WeakMap<BrowserContext, Promise<Disposable>>();

async function axeViolations(page: Page): Promise<axe.Result[]> {
  // The source (half a megabyte) is sent only to a document that lacks it: sent again, the guard inside it cost
  // 0.1-0.6 s a scan to parse, against a few milliseconds to ask. Once a context has been scanned, its later documents
  // get axe as they load, from a script the browser keeps: sending the source to each new document through the
  // DevTools pipe cost 1-4 s on the loaded machine, evaluating it at load 0.04-0.2 s (a spec that signs in and
  // reloads scans many documents).
  const context = page.context();
  if (!axeOnLoad.has(context))
    axeOnLoad.set(
      context,
      unwatched(() => context.addInitScript(INJECT_AXE)),
    );
  await axeOnLoad.get(context);
  for (const frame of page.frames()) if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(INJECT_AXE);
  return page.evaluate(async (options) => (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations, AXE_OPTIONS);
}

/**
 * No serious or critical accessibility violations on the current screen (with `anyImpact`, none at all), judged
 * at rest (at-rest.ts): no request in flight, nothing aria-busy, nothing fading or sliding, fonts loaded. A scan
 * during which the screen changed (a dialog began to close, a refetch dimmed the rows, a toast came) read colours
 * blended part way and is done again once the screen rests, up to three times; a screen that keeps changing is
 * judged by its last scan.
 */
export async function expectAccessible(page: Page, { anyImpact = false }: { anyImpact?: boolean } = {}): Promise<void> {
  let violations: axe.Result[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const started = Date.now();
    const rested = await waitForRest(page);
    const restedAt = Date.now();
    const watch = await watchForMovement(page);
    violations = await axeViolations(page);
    const moved = await watch.moved();
    if (process.env.AXE_TRACE)
      console.log(
        new Date().toISOString(),
        `axe scan ${attempt}: ${rested ? 'rested' : 'never rested'} after ${restedAt - started} ms, scanned in ${Date.now() - restedAt} ms${moved ? '; the screen changed during the scan' : ''}`,
      );
    if (!moved) break;
  }
  const bad = anyImpact ? violations : violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map(describeNode).join(' | ')})`)).toEqual([]);
}

/** A node of a violation: its HTML, and for a contrast finding the colours axe measured, so a CI log pins the cause. */
function describeNode(node: axe.NodeResult): string {
  const html = node.html.slice(0, 160);
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number; opacity?: number } | undefined;
  if (!data?.fgColor) return html;
  return `${html} [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1]`;
}

/** Waits for a mail to `to` and returns its text. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<{ subject: string; text: string }> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    for (const f of readdirSync(dir).sort().reverse()) {
      if (seen.has(f)) continue;
      seen.add(f);
      const mail = await simpleParser(readFileSync(path.join(dir, f)));
      const recipients = JSON.stringify(mail.to ?? '').toLowerCase();
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return { subject: mail.subject ?? '', text: mail.text ?? '' };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs in through the login screen (the demo password unless another is given). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // A login form that never shows (seen once in CI, not reproduced) says what the screen showed instead.
  await page
    .getByLabel('Email')
    .fill(email)
    .catch(async (error: Error) => {
      throw new Error(`the login form did not show, ${await screenState(page)}\n${error.message}`, { cause: error });
    });
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs in without the login screen: the login call the screen makes, from the page's own cookie jar (the browser
 * keeps the session cookies it answers with), then opens `route` as a new document (by default the login page, which
 * sends a signed-in user to the role's home). For a spec about something else than signing in: the login screen's
 * round trips (its page, its form, the landing screen before the one the spec wants) cost 1-3 s a sign-in on the
 * loaded machine. The screen itself is signed in through by the sign-in, MFA, onboarding and axe-every-route specs.
 */
export async function startSession(page: Page, email: string, password = DEMO_PASSWORD, route = '/prequalification'): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  const body = (await answer.json().catch(() => ({}))) as { access_token?: string };
  if (!answer.ok() || !body.access_token) throw new Error(`${email} could not sign in: ${answer.status()} ${JSON.stringify(body)}`);
  await page.goto(route);
  // The first document of a context starts with an empty cache: on the loaded machine its screen took up to 17 s to
  // draw, past the spec's next poll (10 s). Wait, with room, for the screen's title, as the login screen's landing did.
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 45_000 })
    .catch(() => undefined);
}

/** Signs out through the header's menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/prequalification');
}
