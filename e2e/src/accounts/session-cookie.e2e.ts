import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A JWT's shape: three base64url parts, the first a JSON header ("eyJ"). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

describe('the browser session', () => {
  it('keeps the token out of reach of page scripts, and refuses a write without the CSRF token', async () => {
    const page = await newPage(browser);
    await signIn(page, 'vendor.admin@example.com');
    await page.waitForURL('**/vendor/overview');
    await expect.poll(() => page.getByText('Welcome and thanks for joining as a partner').isVisible()).toBe(true);

    // What an injected script could read: no token, only who is signed in and the CSRF token.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toMatch(/session_claims=/);
    expect(readable).not.toMatch(JWT);
    expect(readable).not.toMatch(/(^|;\s*)session=/);
    const session = (await page.context().cookies()).find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(JWT);

    // The browser sends the cookie itself; a write without the CSRF header is refused, a read is not.
    const answers = await page.evaluate(async () => {
      const post = (headers: Record<string, string>) =>
        fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
          body: JSON.stringify({ query: 'mutation { logout }' }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: { extensions?: { type?: string } }[] } }));
      const me = await fetch('/graphql?query=%7Bme%7Bemail%7D%7D', { headers: { 'apollo-require-preflight': 'true' } }).then((r) => r.json());
      return { me, forged: await post({}) };
    });
    expect(answers.me).toMatchObject({ data: { me: { email: 'vendor.admin@example.com' } } });
    expect(answers.forged.status).toBe(403);
    expect(answers.forged.body.errors?.[0]?.extensions?.type).toBe('CSRF_TOKEN_INVALID');

    // Still signed in: the forged sign-out did nothing.
    await page.reload();
    await expect.poll(() => page.getByText('Welcome and thanks for joining as a partner').isVisible()).toBe(true);
    await page.close();
  });
});
