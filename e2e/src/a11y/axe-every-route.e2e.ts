import { ROLES, isPathAllowed, type Role } from '@portal/common/auth/roles';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, newPage } from '../support/browser.js';
import { querySql, runSql } from '../support/seed-company.js';
import { settled as quiet } from '../support/settled.js';
import { visit, visitAfresh } from '../support/visit.js';

/**
 * Every route of the client's router, for every kind of user who may open it, and the dialogs its buttons open:
 * axe (the rules expectAccessible runs) finds nothing at all, of any impact, at 1366 px, and on the main screens
 * at 390 px. The routes are read from client/src/app/routes.tsx, so a route added there is scanned without a change here.
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const ROUTES_FILE = path.resolve(import.meta.dirname, '..', '..', '..', 'client', 'src', 'app', 'routes.tsx');

interface RouteEntry {
  path: string;
  /** A route whose element is a <Navigate>: it shows nothing of its own. */
  redirect: boolean;
}

/** The route table's paths, joined with their parents', read with the TypeScript parser (the file is TSX). */
export function routeTable(): RouteEntry[] {
  const source = ts.createSourceFile(ROUTES_FILE, readFileSync(ROUTES_FILE, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  }
  const out: RouteEntry[] = [];
  const walk = (node: ts.Expression, parent: string) => {
    if (ts.isIdentifier(node)) node = consts.get(node.text) ?? node;
    // A table passed through a function (`routes = withSomething(table)`) is read from its arguments.
    if (ts.isCallExpression(node)) return node.arguments.forEach((a) => walk(a, parent));
    if (ts.isArrayLiteralExpression(node)) return node.elements.forEach((e) => walk(e, parent));
    if (!ts.isObjectLiteralExpression(node)) return;
    const prop = (name: string) =>
      node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;
    const p = prop('path');
    const own = p && ts.isStringLiteral(p) ? p.text : undefined;
    const full = own === undefined ? parent : `${parent.replace(/\/$/, '')}/${own}`;
    const element = prop('element');
    const redirect = !!element && ts.isJsxSelfClosingElement(element) && element.tagName.getText() === 'Navigate';
    if (own !== undefined || prop('index')) out.push({ path: full, redirect });
    const children = prop('children');
    if (children) walk(children, full);
  };
  walk(consts.get('routes')!, '');
  // A table this parser cannot follow would scan nothing and pass: better to fail and say so.
  if (!out.some((r) => r.path.startsWith('/admin/')) || !out.some((r) => r.path.startsWith('/vendor/')))
    throw new Error(`read no admin or vendor route from ${ROUTES_FILE}: teach routeTable() its new shape`);
  return out;
}

const ACCOUNTS: Record<Role, string> = {
  SYSTEM_ADMIN: 'system.admin@example.com',
  PREQUAL_ADMIN: 'prequal.admin@example.com',
  PREQUAL_REVIEWER: 'prequal.reviewer@example.com',
  PREQUAL_VIEWER: 'prequal.viewer@example.com',
  VENDOR_ADMIN: 'vendor.admin@example.com',
  VENDOR_USER: 'vendor.user@example.com',
};

/** Real ids from the demo data for the routes' parameters; a route with a parameter not here fails the spec. */
let params: Record<string, string>;

function concrete(route: string): string {
  return route
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`no demo value for the route parameter :${name} of ${route}: add one to this spec`);
      return value;
    })
    .replace(/\*$/, 'no-such-page');
}

/** The routes a role may open (anonymous: the public ones), each once. */
function routesFor(role: Role | 'anonymous'): string[] {
  const all = routeTable()
    .filter((r) => !r.redirect && r.path !== '/' && !/^\/(vendor|admin)$/.test(r.path))
    .map((r) => r.path);
  const publicRoutes = all.filter((r) => !/^\/(vendor|admin)\//.test(r));
  const own = role === 'anonymous' ? [] : all.filter((r) => /^\/(vendor|admin)\//.test(r) && (r.endsWith('*') || isPathAllowed(role, r)));
  return [...new Set([...own, ...publicRoutes])];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const [vendor] = await querySql<{ id: string }>(`select vendor_id as id from app_user where email = 'vendor.admin@example.com'`);
  const [user] = await querySql<{ id: string }>(`select id from app_user where email = 'vendor.user@example.com'`);
  params = { companyId: vendor!.id, vendorId: vendor!.id, userId: user!.id };
  const taxId = () => `54-${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const [waiting, draft] = [randomUUID(), randomUUID()];
  await runSql(
    `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, no_of_employees, submitted_at)
     values ($1, $2, $3, 'SUBMITTED', 'NOT_STARTED', 8, now()), ($4, $5, $6, 'DRAFT', 'NOT_STARTED', 8, null)`,
    [waiting, SEEDED.waiting, taxId(), draft, SEEDED.draft, taxId()],
  );
  await runSql(
    `insert into app_user (id, name, email, phone, role, password_hash, vendor_id, is_company_admin, registration_status, priority)
     values ($1, $2, $3, '410-555-0178', 'VENDOR_USER', 'not-a-hash', $4, false, 'PENDING', 'MEDIUM')`,
    [randomUUID(), SEEDED.pendingUser, `axel.pending.${randomUUID().slice(0, 8)}@example.com`, vendor!.id],
  );
});
afterAll(() => browser?.close());

/**
 * Waits until the screen has its data: nothing in flight and no loading region left, and nothing fading. The quiet
 * spell is 100 ms here, not settled()'s 200: every wait of this spec is followed by a scan, and expectAccessible
 * waits again for no request in flight, nothing aria-busy and nothing moving, and scans again if the screen changed
 * during the scan. The spell is waited for once or twice per route, tab and dialog.
 */
const QUIET = { quietMs: 100 };
async function settled(page: Page): Promise<void> {
  await quiet(page, QUIET);
  // A route's screen is a lazy chunk: wait for its main region and title. A screen without them is left to axe to name.
  // When the title is there already, the quiet spell above came after the screen drew: no second one is needed.
  if (!(await page.evaluate(() => !!document.querySelector('main h1, [role="dialog"] h2')))) {
    await page
      .waitForFunction(() => document.querySelector('main h1, [role="dialog"] h2'), undefined, { timeout: 10_000 })
      .catch(() => {
        if (process.env.AXE_TRACE) console.log(new Date().toISOString(), 'no title after 10 s on', page.url());
      });
    await quiet(page, QUIET);
  }
  // At rest: a list opened again shows its cached rows dimmed while it refetches and fades them back in, and a scan
  // mid-fade reads their contrast at part opacity. (Spinners, which never end, are not waited for.)
  await page
    .waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity), undefined, {
      timeout: 10_000,
    })
    .catch(() => {
      if (process.env.AXE_TRACE) console.log(new Date().toISOString(), 'still moving after 10 s on', page.url());
    });
}

/** Runs the scan, collecting a failure instead of stopping, so one run names every screen that fails. */
async function scan(page: Page, where: string, failures: string[]): Promise<void> {
  if (process.env.AXE_TRACE) console.log(new Date().toISOString(), where);
  try {
    await expectAccessible(page, { anyImpact: true });
  } catch (e) {
    // expectAccessible's assertion carries the violations as its actual value.
    const actual = (e as { actual?: unknown }).actual;
    failures.push(`${where}: ${Array.isArray(actual) ? actual.join('\n') : (e as Error).message}`);
    if (process.env.AXE_TRACE) console.log(failures.at(-1));
  }
}

/** Each tab of the screen's tab lists in turn (a tab's panel is a screen of its own). */
async function eachTab(page: Page, where: string, failures: string[]): Promise<void> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isEnabled())) continue;
    await tab.click();
    await settled(page);
    await scan(page, `${where}, tab ${await tab.innerText()}`, failures);
  }
}

type Who = Role | 'anonymous';
const STAFF_EDITORS: Who[] = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'];

/** A dialog a button of a screen opens: the scan runs with it open, then Escape closes it. */
interface DialogCheck {
  name: string;
  route: string;
  roles: readonly Who[];
  /** Brings the screen to the button (a tab) and presses it. */
  open(page: Page): Promise<void>;
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();
const tab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await settled(page);
};

/** Seeded below: a submitted registration, a draft and an account awaiting approval, so their rows' dialogs open. */
const SEEDED = { waiting: 'Axe Waiting Roofing LLC', draft: 'Axe Draft Glazing LLC', pendingUser: 'Axel Pending' };

const DIALOGS: DialogCheck[] = [
  {
    name: 'login failed',
    route: '/prequalification',
    roles: ['anonymous'],
    open: async (page) => {
      await button(page, 'Login').click();
      await page.getByLabel('Email').fill('vendor.user@example.com');
      await page.getByLabel('Password').fill('not-the-password');
      await button(page, 'Login').click();
    },
  },
  { name: 'Add User (internal)', route: '/admin/users', roles: ['SYSTEM_ADMIN'], open: (page) => button(page, 'Add User').click() },
  { name: 'Edit an internal user', route: '/admin/users', roles: ['SYSTEM_ADMIN'], open: (page) => button(page, /^Edit /).click() },
  {
    name: 'Password of a vendor user',
    route: '/admin/users',
    roles: ['SYSTEM_ADMIN'],
    open: async (page) => {
      await tab(page, 'Vendor');
      await button(page, /^Edit password of /).click();
    },
  },
  {
    name: 'Delete a vendor user',
    route: '/admin/users',
    roles: ['SYSTEM_ADMIN'],
    open: async (page) => {
      await tab(page, 'Vendor');
      await button(page, /^Delete /).click();
    },
  },
  { name: 'Assign Multiple Projects', route: '/admin/companies', roles: STAFF_EDITORS, open: (page) => button(page, 'Assign Multiple Projects').click() },
  { name: 'Delete a company', route: '/admin/companies', roles: STAFF_EDITORS, open: (page) => button(page, /^Delete /).click() },
  {
    name: 'Add Comment',
    route: '/admin/companies/:companyId',
    roles: ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'],
    open: (page) => button(page, 'Add Comment').click(),
  },
  {
    name: 'Add Note',
    route: '/admin/companies/:companyId',
    roles: ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'],
    open: async (page) => {
      await tab(page, 'Notes');
      await button(page, 'Add Note').click();
    },
  },
  {
    name: 'Add User (company users)',
    route: '/admin/companies/:companyId',
    roles: ['SYSTEM_ADMIN'],
    open: async (page) => {
      await tab(page, 'Users');
      await button(page, 'Add User').click();
    },
  },
  { name: 'Add User (vendor)', route: '/vendor/users', roles: ['VENDOR_ADMIN'], open: (page) => button(page, 'Add User').click() },
  { name: 'Delete a user (vendor)', route: '/vendor/users', roles: ['VENDOR_ADMIN'], open: (page) => button(page, /^Delete /).click() },
  { name: 'Add New Doc (vendor)', route: '/vendor/file-manager', roles: ['VENDOR_ADMIN'], open: (page) => button(page, 'Add New Doc').click() },
  {
    name: 'field editor',
    route: '/admin/pre-qual-metrics',
    roles: ['SYSTEM_ADMIN', 'PREQUAL_VIEWER'],
    open: (page) => page.locator('button[id^="edit-"]').first().click(),
  },
  ...(['Review', 'Approve'] as const).map((verb): DialogCheck => ({
    name: `${verb} a registration`,
    route: '/admin/prequalification',
    roles: STAFF_EDITORS,
    open: async (page) => {
      await tab(page, 'Registrations Waiting on Approval');
      await button(page, `${verb} ${SEEDED.waiting}`).click();
    },
  })),
  ...(['Review', 'Approve'] as const).map((verb): DialogCheck => ({
    name: `${verb} an account`,
    route: '/admin/prequalification',
    roles: STAFF_EDITORS,
    open: async (page) => {
      await tab(page, 'Account Creation');
      await button(page, `${verb} ${SEEDED.pendingUser}`).click();
    },
  })),
  {
    name: 'Delete a registration draft',
    route: '/admin/prequalification',
    roles: STAFF_EDITORS,
    open: async (page) => {
      await tab(page, 'Registration in progress');
      await button(page, `Delete registration of ${SEEDED.draft}`).click();
    },
  },
];

/** The screens a phone user opens most: each role's home, the lists and forms it works in, its profile. */
const ADMIN_MAIN = ['/admin/dashboard', '/admin/prequalification', '/admin/companies', '/admin/users', '/admin/profile'];
const VENDOR_MAIN = ['/vendor/overview', '/vendor/general-info', '/vendor/prequal-form', '/vendor/file-manager', '/vendor/profile'];
const MAIN_ROUTES: Record<Who, string[]> = {
  anonymous: ['/prequalification', '/registration'],
  SYSTEM_ADMIN: ADMIN_MAIN,
  PREQUAL_ADMIN: ADMIN_MAIN,
  PREQUAL_REVIEWER: ADMIN_MAIN,
  PREQUAL_VIEWER: ADMIN_MAIN,
  VENDOR_ADMIN: [...VENDOR_MAIN, '/vendor/users'],
  VENDOR_USER: VENDOR_MAIN,
};

const openDialog = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

async function checkDialog(page: Page, check: DialogCheck, failures: string[]): Promise<void> {
  const where = `${check.route} dialog "${check.name}"`;
  try {
    await visitAfresh(page, concrete(check.route));
    await settled(page);
    await check.open(page);
    await openDialog(page).first().waitFor();
    await settled(page);
  } catch (e) {
    failures.push(`${where}: could not be opened (${(e as Error).message.split('\n')[0]})`);
    return;
  }
  await scan(page, where, failures);
  await page.keyboard.press('Escape');
  await openDialog(page).first().waitFor({ state: 'hidden' });
}

async function sessionFor(role: Role | 'anonymous'): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewportSize(LAPTOP);
  if (role === 'anonymous') return page;
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').fill(ACCOUNTS[role]);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/(vendor|admin)\//);
  return page;
}

/*
 * Each role is a session of its own (its own browser context) that only looks: two roles run side by side (the
 * config's maxConcurrency), so one's axe scan keeps a core busy while the other waits for the portal. Within a role
 * the tests keep their order (sequential): they share its page. Concurrent tests assert with their own context's
 * expect (the global one cannot tell which test is running), and wait with Playwright rather than expect.poll.
 */
describe.concurrent.each(['anonymous' as const, ...ROLES])('axe, every route and dialog of %s', (role) => {
  let page: Page;
  /** Where each route landed: a route that sends the role to a screen already scanned is not scanned again. */
  const seen = new Set<string>();
  beforeAll(async () => {
    page = await sessionFor(role);
  }, 120_000);
  afterAll(() => page?.context().close());

  it.sequential.for(routesFor(role))('%s', { timeout: 180_000 }, async (route, { expect }) => {
    const failures: string[] = [];
    await visit(page, concrete(route));
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (seen.has(landed)) return;
    seen.add(landed);
    await scan(page, `${route} (at ${landed})`, failures);
    // The prequal admin's and reviewer's tabs are the system admin's with fewer controls: their routes suffice.
    if (role !== 'PREQUAL_ADMIN' && role !== 'PREQUAL_REVIEWER') await eachTab(page, landed, failures);
    expect(failures).toEqual([]);
  });

  it.sequential('the main screens and the navigation drawer at 390 px', { timeout: 180_000 }, async ({ expect }) => {
    const failures: string[] = [];
    await page.setViewportSize(PHONE);
    try {
      for (const route of MAIN_ROUTES[role]) {
        await visit(page, route);
        await settled(page);
        await scan(page, `${route} at 390 px`, failures);
      }
      if (role !== 'anonymous') {
        await button(page, 'Open navigation menu').click();
        await openDialog(page).first().waitFor();
        await scan(page, 'navigation drawer at 390 px', failures);
        await page.keyboard.press('Escape');
      }
    } finally {
      await page.setViewportSize(LAPTOP);
    }
    expect(failures).toEqual([]);
  });

  const dialogs = DIALOGS.filter((d) => d.roles.includes(role));
  if (dialogs.length) {
    it.sequential.for(dialogs.map((d) => [d.name, d] as const))('dialog: %s', { timeout: 120_000 }, async ([, check], { expect }) => {
      const failures: string[] = [];
      await checkDialog(page, check, failures);
      expect(failures).toEqual([]);
    });
  }
});
