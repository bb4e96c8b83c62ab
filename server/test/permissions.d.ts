import type { Role } from '@portal/common/auth/roles';
import type { HttpAnswer, TestPortal } from './harness.js';
export type Principal = 'anonymous' | Role;
export declare const PRINCIPALS: readonly Principal[];
export declare const EVERYONE: readonly Principal[];
export declare const SIGNED_IN: readonly Principal[];
export declare const INTERNAL: readonly Principal[];
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
}
export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | `other:${string}`;
export declare function outcomeOf(kind: PermissionCase['kind'], a: HttpAnswer): Outcome;
export declare function expectedOutcome(c: PermissionCase, p: Principal): Outcome;
