import type { Role } from '@portal/common/auth/roles';
import { INTERNAL_ROLES, PERMISSIONS, ROLES } from '@portal/common/auth/roles';
import type { OperationAccess } from '../src/auth/authorize.js';
import type { HttpAnswer, TestPortal } from './harness.js';

export type Principal = 'anonymous' | Role;
export const PRINCIPALS: readonly Principal[] = ['anonymous', ...ROLES];
export const EVERYONE: readonly Principal[] = PRINCIPALS;
export const SIGNED_IN: readonly Principal[] = ROLES;
export const INTERNAL: readonly Principal[] = INTERNAL_ROLES;

/**
 * One operation's access rule. `name` is the GraphQL field (Query/Mutation) or the REST route
 * as 'METHOD /path/:param'; the coverage test checks every operation and route has a case.
 */
export interface PermissionCase<S = unknown> {
  kind: 'graphql' | 'rest';
  name: string;
  /**
   * Who gets through (2xx / no error); everyone else: anonymous 401, a role 403. For an operation of a module's
   * operation table leave it out: the roles come from the table's access (permissionsOfTables in
   * permissions.test.ts). Write it only where fewer get through than the permission holds, with `narrowedBy`.
   */
  allowed?: readonly Principal[];
  /** Why fewer principals get through than the table's permission holds (the service's own rule). */
  narrowedBy?: string;
  /**
   * The table operation the case calls, where its name does not say: a REST path two operations share, told
   * apart by the payload or the query (`GET /vendors/:id?dataType=projects`).
   */
  operation?: string;
  /**
   * Setup the case's requests share, made before its first principal (readOnlyCase, changingCase); what it returns is
   * handed to send and crossVendor. Without it a case makes its own setup in send.
   */
  shared?(portal: TestPortal): Promise<S>;
  /** The case's requests change what `shared` made: it is made again after each request that was not refused (changingCase). */
  changes?: boolean;
  send(portal: TestPortal, token: string | null, principal: Principal, shared: S): Promise<HttpAnswer>;
  /** The demo company's data reached for by another company's admin: must be refused. */
  crossVendor?(portal: TestPortal, otherVendorToken: string, shared: S): Promise<HttpAnswer>;
  /**
   * Instead of crossVendor, for an operation a vendor role may call that names no company's data (its
   * own session or profile, lookup lists): why there is nothing of another company's to reach for.
   */
  ownDataOnly?: string;
}

/**
 * A case whose requests only read: its `shared` setup (a begun cycle, say) is made once and every principal's
 * request, the cross-company one too, reads the same state, where a setup in `send` was made again per principal.
 * Only for requests that change nothing the next one relies on, whoever sends them.
 */
export function readOnlyCase<S>(c: PermissionCase<S> & { shared(portal: TestPortal): Promise<S> }): PermissionCase {
  return c as PermissionCase;
}

/**
 * A case whose request changes what its `shared` setup made (it saves, decides, deletes): the setup is made before
 * the first principal and again after each request that was not refused, where a setup in `send` was made again per
 * principal. A refused request (401, 403) changes nothing, so the next principal finds the setup as it was made.
 */
export function changingCase<S>(c: PermissionCase<S> & { shared(portal: TestPortal): Promise<S> }): PermissionCase {
  return { ...(c as PermissionCase), changes: true };
}

export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | `other:${string}`;

export function outcomeOf(kind: PermissionCase['kind'], a: HttpAnswer): Outcome {
  if (kind === 'rest') {
    if (a.status >= 200 && a.status < 300) return 'ok';
    // A browser step (single sign-on's start and callback) answers a redirect where it lets its caller through.
    if (a.status >= 300 && a.status < 400) return 'ok';
    if (a.status === 401) return 'unauthenticated';
    if (a.status === 403) return 'forbidden';
    return `other:${a.status} ${JSON.stringify(a.body)}`;
  }
  const code = a.body?.errors?.[0]?.extensions?.code;
  if (!a.body?.errors && a.status === 200) return 'ok';
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'FORBIDDEN') return 'forbidden';
  return `other:${a.status} ${JSON.stringify(a.body)}`;
}

/** Who holds an access: every principal for 'public', else the roles its permission names. */
export function principalsOf(access: OperationAccess): readonly Principal[] {
  return access === 'public' ? EVERYONE : PERMISSIONS[access];
}

export function expectedOutcome(allowed: readonly Principal[], p: Principal): Outcome {
  if (allowed.includes(p)) return 'ok';
  return p === 'anonymous' ? 'unauthenticated' : 'forbidden';
}
