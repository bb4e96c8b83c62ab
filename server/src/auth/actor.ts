import type { Role } from '@portal/common/auth/roles';
import { isInternalRole } from '@portal/common/auth/roles';

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

export function isInternal(actor: Actor): boolean {
  return isInternalRole(actor.role);
}
