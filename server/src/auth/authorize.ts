import { isVendorRole, type Permission } from '@portal/common/auth/roles';
import { AppError } from '../errors.js';
import { actorCan, type Actor } from './actor.js';

/**
 * What an operation declares beside its declaration (resolver decorator or REST route): a permission
 * of common/src/auth/roles.ts, or 'public' for the few operations anonymous visitors call (sign-in,
 * tax-ID verification, a registration draft). Enforced before the operation runs; nothing is open by
 * omission, because an operation without a declaration is refused (see graphql/access.ts, rest/http.ts).
 */
export type OperationAccess = Permission | 'public';

/**
 * The one permission check. Throws UNAUTHENTICATED without an actor and FORBIDDEN when the role lacks
 * the permission (an API key: when the key lacks it). With `{ vendorId }` it is also the ownership check: a vendor user reaches only its own
 * company's rows (internal staff reach every company's).
 */
export function authorize(actor: Actor | null, permission: Permission, scope?: { vendorId: string | null | undefined }): Actor {
  if (!actor) throw AppError.unauthenticated();
  if (!actorCan(actor, permission)) throw AppError.forbidden();
  if (scope && isVendorRole(actor.role) && (!actor.vendorId || actor.vendorId !== scope.vendorId)) throw AppError.forbidden();
  return actor;
}

/**
 * The filter every vendor-scoped query adds: nothing for internal staff, the actor's own company for a
 * vendor user. `key` is the property that holds the company: `vendor` on a company's rows (users, files),
 * `id` on the company table itself. A vendor user without a company reaches nothing.
 */
export function vendorScope<K extends 'vendor' | 'id' = 'vendor'>(actor: Actor, key: K = 'vendor' as K): Partial<Record<K, string>> {
  if (!isVendorRole(actor.role)) return {};
  if (!actor.vendorId) throw AppError.forbidden();
  return { [key]: actor.vendorId } as Partial<Record<K, string>>;
}
