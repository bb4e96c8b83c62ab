import { homeFor, isPathAllowed, type Role } from '@portal/common/auth/roles';

/** Navigation state left by a guard that sent an anonymous visitor to the login page. */
export interface WantedPathState {
  from?: string;
}

/** Navigation state left by the admin guard that sent a signed-in vendor to /prequalification. */
export interface StaffOnlyState {
  staffOnly?: string;
}

export function staffOnlyPathOf(state: unknown): string | null {
  const path = (state as StaffOnlyState | null)?.staffOnly;
  return typeof path === 'string' ? path : null;
}

export function wantedPathOf(state: unknown): string | null {
  const from = (state as WantedPathState | null)?.from;
  return typeof from === 'string' ? from : null;
}

/** Where a freshly logged-in user lands: the remembered path when the role may open it, else the role's home. */
export function postLoginPath(role: Role, wanted: string | null): string {
  return wanted && isPathAllowed(role, wanted) ? wanted : homeFor(role);
}
