import type { Role } from '@portal/common/auth/roles';
import { ROLES } from '@portal/common/auth/roles';
import type { HttpAnswer, TestPortal } from './harness.js';

export type Principal = 'anonymous' | Role;
export const PRINCIPALS: readonly Principal[] = ['anonymous', ...ROLES];
export const EVERYONE: readonly Principal[] = PRINCIPALS;
export const SIGNED_IN: readonly Principal[] = ROLES;
export const INTERNAL: readonly Principal[] = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER'];

/**
 * One operation's access rule. `name` is the GraphQL field (Query/Mutation) or the REST route
 * as 'METHOD /path/:param'; the coverage test checks every operation and route has a case.
 */
export interface PermissionCase {
  kind: 'graphql' | 'rest';
  name: string;
  /** Who gets through (2xx / no error). Everyone else: anonymous 401, a role 403. */
  allowed: readonly Principal[];
  send(portal: TestPortal, token: string | null, principal: Principal): Promise<HttpAnswer>;
  /** The demo company's data reached for by another company's admin: must be refused. */
  crossVendor?(portal: TestPortal, otherVendorToken: string): Promise<HttpAnswer>;
  /**
   * Instead of crossVendor, for an operation a vendor role may call that names no company's data (its
   * own session or profile, lookup lists): why there is nothing of another company's to reach for.
   */
  ownDataOnly?: string;
}

export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | `other:${string}`;

export function outcomeOf(kind: PermissionCase['kind'], a: HttpAnswer): Outcome {
  if (kind === 'rest') {
    if (a.status >= 200 && a.status < 300) return 'ok';
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

export function expectedOutcome(c: PermissionCase, p: Principal): Outcome {
  if (c.allowed.includes(p)) return 'ok';
  return p === 'anonymous' ? 'unauthenticated' : 'forbidden';
}
