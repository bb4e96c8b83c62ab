import type { Role } from '@portal/common/auth/roles';
import { hasPermission, isInternalRole, type Permission } from '@portal/common/auth/roles';
import { AppError } from '../errors.js';

/** Who is calling. Services take it first; anonymous callers have none. */
export interface Actor {
  userId: string;
  role: Role;
  name: string;
  email: string;
  vendorId: string | null;
  /** The access token's id and expiry, so logout can revoke exactly this token. */
  tokenId: string;
  tokenExpiresAt: Date;
}

/** Throws UNAUTHENTICATED when there is no actor, FORBIDDEN when the role lacks the permission. */
export function requirePermission(actor: Actor | null, permission: Permission): Actor {
  if (!actor) throw AppError.unauthenticated();
  if (!hasPermission(actor.role, permission)) throw AppError.forbidden();
  return actor;
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthenticated();
  return actor;
}

export function isInternal(actor: Actor): boolean {
  return isInternalRole(actor.role);
}
