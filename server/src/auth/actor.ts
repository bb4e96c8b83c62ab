import type { Permission, Role } from '@portal/common/auth/roles';
import { hasPermission, isInternalRole } from '@portal/common/auth/roles';

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
  /**
   * Set when an API key calls (modules/api-keys): its permissions are the key's own, not its role's. The role is
   * then the least one of the key's side (a company's user or a viewer), so a rule written against a role never
   * grants a key more than its permissions; userId is the key's id, name "API key: <name>" (what the audit shows).
   */
  apiKey?: { id: string; permissions: readonly Permission[] };
}

export function isInternal(actor: Actor): boolean {
  return isInternalRole(actor.role);
}

/** Whether the caller holds a permission: a person by its role, an API key by its own permission set. */
export function actorCan(actor: Actor, permission: Permission): boolean {
  return actor.apiKey ? actor.apiKey.permissions.includes(permission) : hasPermission(actor.role, permission);
}
