/// <reference types="vite/client" />
import { getIntrospectionQuery } from 'graphql';
import { PERMISSIONS, type Role } from '@portal/common/auth/roles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperationAccess } from '../src/auth/authorize.js';
import { operationAccess } from '../src/graphql/access.js';
import { buildPortalSchema } from '../src/graphql/schema.js';
import { createLogger } from '../src/logger.js';
import { MODULES } from '../src/modules/index.js';
import { operationsOf } from '../src/operations/module-transports.js';
import { restBindings } from '../src/operations/operation.js';
import { routeAccess } from '../src/rest/allow.js';
import { restRouter } from '../src/rest/router.js';
import { startTestPortal, type HttpAnswer, type TestPortal } from './harness.js';
import { startOidcProvider, type OidcTestProvider } from './fakes/oidc-test-provider.js';
import { expectedOutcome, outcomeOf, principalsOf, PRINCIPALS, type Outcome, type PermissionCase, type Principal } from './permissions.js';

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

/**
 * Every operation of the modules' operation tables, read from the tables themselves, by the name its cases carry:
 * `graphql <field>` or `rest <METHOD> <path>`. A case of such an operation takes who gets through from here, so a
 * permission is written once, in its table, and this suite checks that the portal enforces it. A REST binding
 * behind a `match` shares its path with another operation; its cases say which operation they call.
 */
interface TableEntry {
  key: string;
  operation: string;
  access: OperationAccess;
  matched: boolean;
}
const TABLE: TableEntry[] = MODULES.flatMap((m) =>
  Object.entries(operationsOf(m)).flatMap(([operation, op]) => [
    ...(op.graphql ? [{ key: `graphql ${operation}`, operation, access: op.access, matched: false }] : []),
    ...restBindings(op).map((b) => ({ key: `rest ${b.method.toUpperCase()} ${b.path}`, operation, access: op.access, matched: !!b.match })),
  ]),
);

/** The table operation a case calls, if any. */
function tableEntryOf(c: PermissionCase): TableEntry | undefined {
  if (c.operation) {
    const entry = TABLE.find((e) => e.operation === c.operation && e.key.startsWith(c.kind) && `${c.kind} ${c.name}`.startsWith(e.key));
    if (!entry) throw new Error(`${c.kind} ${c.name}: no table operation '${c.operation}' answers it`);
    return entry;
  }
  return TABLE.find((e) => !e.matched && e.key === `${c.kind} ${c.name}`);
}

/** Who a case expects through: its own list where it narrows, else its table operation's roles. */
function allowedOf(c: PermissionCase): readonly Principal[] {
  if (c.allowed) return c.allowed;
  const entry = tableEntryOf(c);
  if (!entry) throw new Error(`${c.kind} ${c.name}: no 'allowed', and no operation table declares it`);
  return principalsOf(entry.access);
}

let portal: TestPortal;
let oidc: OidcTestProvider;
beforeAll(async () => {
  // Single sign-on's browser steps answer only where it is configured: against a provider in this process.
  const redirect = 'http://portal.test/api/v1/auth/oidc/callback';
  oidc = await startOidcProvider(redirect);
  portal = await startTestPortal({ OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: oidc.clientId, OIDC_CLIENT_SECRET: oidc.clientSecret, OIDC_REDIRECT_URL: redirect });
});
afterAll(async () => {
  await portal?.stop();
  await oidc?.stop();
});

describe.each(CASES)('$kind $name', (c) => {
  // The case's shared setup, made before its first principal's request (the describe's tests run one after another)
  // and, where its requests change it, again after one that was not refused (readOnlyCase, changingCase).
  let shared: unknown;
  let stale = true;
  if (c.shared) {
    beforeEach(async () => {
      if (stale) shared = await c.shared!(portal);
      stale = false;
    });
  }
  /** The answer's outcome; a changing case's setup is stale unless the request was refused (or did not come back). */
  const sent = async (request: Promise<HttpAnswer>): Promise<Outcome> => {
    stale = !!c.changes;
    const outcome = outcomeOf(c.kind, await request);
    if (outcome === 'unauthenticated' || outcome === 'forbidden') stale = false;
    return outcome;
  };

  it.each(PRINCIPALS)('as %s', async (who) => {
    const token = who === 'anonymous' ? null : await portal.tokenFor(who);
    expect(await sent(c.send(portal, token, who, shared))).toBe(expectedOutcome(allowedOf(c), who));
  });

  if (c.crossVendor) {
    it("refuses another company's admin", async () => {
      expect(await sent(c.crossVendor!(portal, await portal.tokenFor('otherVendorAdmin'), shared))).toBe('forbidden');
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
      return allowedOf(c)
        .filter((p) => p === 'anonymous' || !roles.includes(p))
        .map((p) => `${c.name}: ${p} (declared ${access})`);
    });
    expect(wider).toEqual([]);
  });

  it("has the cross-company case for every operation a vendor role may call, or says why it names no company's data", () => {
    const missing = CASES.filter((c) => VENDOR_PRINCIPALS.some((v) => allowedOf(c).includes(v)) && !c.crossVendor && !c.ownDataOnly).map((c) => `${c.kind} ${c.name}`);
    expect(missing).toEqual([]);
  });

  it('has a case for each transport of every operation in the tables', () => {
    // A binding behind a `match` is covered by a case naming its operation; any other by the case of its name.
    const reached = CASES.flatMap((c) => {
      const entry = tableEntryOf(c);
      return entry ? [entry.matched ? `${entry.operation} ${entry.key}` : entry.key, `${entry.operation} ${c.kind}`] : [];
    });
    const covered = new Set(reached);
    const missing = TABLE.filter((e) => (e.matched ? !covered.has(`${e.operation} rest`) : !covered.has(e.key)));
    expect(TABLE.length).toBeGreaterThan(0);
    expect(missing.map((e) => `${e.operation}: ${e.key}`)).toEqual([]);
  });

  it("a table operation's case names its own roles only where fewer get through than its permission holds, and says why", () => {
    const restated = CASES.flatMap((c) => {
      const entry = tableEntryOf(c);
      if (!entry || !c.allowed) return [];
      const held = principalsOf(entry.access);
      const same = c.allowed.length === held.length && held.every((p) => c.allowed!.includes(p));
      if (same) return [`${c.kind} ${c.name}: restates the table's ${entry.access}; leave 'allowed' out`];
      return c.narrowedBy ? [] : [`${c.kind} ${c.name}: narrower than ${entry.access} without 'narrowedBy'`];
    });
    expect(restated).toEqual([]);
  });

  it('every case without its own roles is of a table operation', () => {
    expect(CASES.filter((c) => !c.allowed && !tableEntryOf(c)).map((c) => `${c.kind} ${c.name}`)).toEqual([]);
  });

  it('every module with operations has its permission cases beside it', () => {
    const withOperations = MODULES.filter((m) => m.operations || (m.resolvers?.length ?? 0) > 0 || m.routes).map((m) => m.name);
    expect(withOperations.filter((name) => !(CASES_BY_MODULE.get(name)?.length ?? 0))).toEqual([]);
  });
});
