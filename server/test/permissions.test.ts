import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsPermissionCases } from '../src/modules/accounts/accounts.permission-cases.js';
import { authPermissionCases } from '../src/modules/auth/auth.permission-cases.js';
import { configPermissionCases } from '../src/modules/config/config.permission-cases.js';
import { filesPermissionCases } from '../src/modules/files/files.permission-cases.js';
import { lookupsPermissionCases } from '../src/modules/lookups/lookups.permission-cases.js';
import { usersPermissionCases } from '../src/modules/users/users.permission-cases.js';
import { registrationPermissionCases } from '../src/modules/vendors/registration.permission-cases.js';
import { startTestPortal, type TestPortal } from './harness.js';
import { expectedOutcome, outcomeOf, PRINCIPALS, type PermissionCase } from './permissions.js';

/** Every domain's cases. A new domain adds its list here; the coverage test below insists. */
const CASES: PermissionCase[] = [
  ...authPermissionCases,
  ...usersPermissionCases,
  ...configPermissionCases,
  ...registrationPermissionCases,
  ...accountsPermissionCases,
  ...lookupsPermissionCases,
  ...filesPermissionCases,
];

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe.each(CASES)('$kind $name', (c) => {
  it.each(PRINCIPALS)('as %s', async (who) => {
    const token = who === 'anonymous' ? null : await portal.tokenFor(who);
    const answer = await c.send(portal, token, who);
    expect(outcomeOf(c.kind, answer)).toBe(expectedOutcome(c, who));
  });

  if (c.crossVendor) {
    it("refuses another company's admin", async () => {
      const answer = await c.crossVendor!(portal, await portal.tokenFor('otherVendorAdmin'));
      expect(outcomeOf(c.kind, answer)).toBe('forbidden');
    });
  }
});

describe('permission coverage', () => {
  it('has a case for every GraphQL query and mutation', async () => {
    const { body } = await portal.gql(getIntrospectionQuery());
    const fields = (name: string) => body.data.__schema.types.find((t: { name: string }) => t.name === name)?.fields.map((f: { name: string }) => f.name) ?? [];
    const operations = [...fields('Query'), ...fields('Mutation')];
    const covered = new Set(CASES.filter((c) => c.kind === 'graphql').map((c) => c.name));
    expect(operations.filter((o) => !covered.has(o))).toEqual([]);
  });

  it('has a case for every REST route', async () => {
    const { restRouter } = await import('../src/rest/router.js');
    const routes = listRoutes(restRouter(portal.config && (await import('../src/logger.js')).createLogger('silent'), { authRequestsPerWindow: 1 }));
    const covered = new Set(CASES.filter((c) => c.kind === 'rest').map((c) => c.name));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });
});

/** 'METHOD /path' for every route in an express router, nested routers included. */
function listRoutes(router: { stack: unknown[] }): string[] {
  const out: string[] = [];
  for (const layer of router.stack as { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] } }[]) {
    if (layer.route) {
      for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${layer.route.path}`);
    } else if (layer.handle?.stack) {
      out.push(...listRoutes(layer.handle as { stack: unknown[] }));
    }
  }
  return out;
}
