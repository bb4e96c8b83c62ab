/// <reference types="vite/client" />
import { getIntrospectionQuery } from 'graphql';
import { PERMISSIONS, type Role } from '@portal/common/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationAccess } from '../src/auth/authorize.js';
import { operationAccess } from '../src/graphql/access.js';
import { buildPortalSchema } from '../src/graphql/schema.js';
import { createLogger } from '../src/logger.js';
import { MODULES } from '../src/modules/index.js';
import { routeAccess } from '../src/rest/allow.js';
import { restRouter } from '../src/rest/router.js';
import { startTestPortal, type TestPortal } from './harness.js';
import { expectedOutcome, outcomeOf, PRINCIPALS, type PermissionCase } from './permissions.js';

/**
 * Every module's cases, found beside the module as `<module>/*.permission-cases.ts` (each file exports
 * lists of cases), and the API contract's routes' beside them in operations/. A new module adds its file in its own folder; the coverage tests below insist.
 */
const CASE_FILES = import.meta.glob<Record<string, PermissionCase[]>>(['../src/modules/*/*.permission-cases.ts', '../src/operations/*.permission-cases.ts'], {
  eager: true,
});
const CASES_BY_MODULE = new Map<string, PermissionCase[]>();
for (const [file, exports] of Object.entries(CASE_FILES)) {
  const moduleName = file.split('/').at(-2)!;
  CASES_BY_MODULE.set(moduleName, [...(CASES_BY_MODULE.get(moduleName) ?? []), ...Object.values(exports).flat()]);
}
const CASES = [...CASES_BY_MODULE.values()].flat();
const VENDOR_PRINCIPALS = ['VENDOR_ADMIN', 'VENDOR_USER'] as const;

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
  const declared = async () => {
    const graphql = operationAccess(await buildPortalSchema(MODULES));
    const rest = routeAccess(restRouter(MODULES, createLogger('silent'), { authRequestsPerWindow: 1 }));
    return { graphql, rest };
  };

  it('has a case for every GraphQL query and mutation', async () => {
    const { body } = await portal.gql(getIntrospectionQuery());
    const fields = (name: string) => body.data.__schema.types.find((t: { name: string }) => t.name === name)?.fields.map((f: { name: string }) => f.name) ?? [];
    const operations = [...fields('Query'), ...fields('Mutation')];
    const covered = new Set(CASES.filter((c) => c.kind === 'graphql').map((c) => c.name));
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((o) => !covered.has(o))).toEqual([]);
  });

  it('has a case for every REST route', async () => {
    const routes = Object.keys((await declared()).rest);
    const covered = new Set(CASES.filter((c) => c.kind === 'rest').map((c) => c.name));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });

  it('every operation declares its access where it is declared', async () => {
    const { graphql, rest } = await declared();
    const undeclared = [...Object.entries(graphql), ...Object.entries(rest)].filter(([, access]) => access === undefined).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it("no case lets in a role its operation's declared permission leaves out", async () => {
    const { graphql, rest } = await declared();
    const wider = CASES.flatMap((c) => {
      const access: OperationAccess | undefined = (c.kind === 'graphql' ? graphql : rest)[c.name];
      if (access === undefined || access === 'public') return [];
      const roles: readonly Role[] = PERMISSIONS[access];
      return c.allowed.filter((p) => p === 'anonymous' || !roles.includes(p)).map((p) => `${c.name}: ${p} (declared ${access})`);
    });
    expect(wider).toEqual([]);
  });

  it("has the cross-company case for every operation a vendor role may call, or says why it names no company's data", () => {
    const missing = CASES.filter((c) => VENDOR_PRINCIPALS.some((v) => c.allowed.includes(v)) && !c.crossVendor && !c.ownDataOnly).map((c) => `${c.kind} ${c.name}`);
    expect(missing).toEqual([]);
  });

  it('every module with operations has its permission cases beside it', () => {
    const withOperations = MODULES.filter((m) => (m.resolvers?.length ?? 0) > 0 || m.routes).map((m) => m.name);
    expect(withOperations.filter((name) => !(CASES_BY_MODULE.get(name)?.length ?? 0))).toEqual([]);
  });
});
