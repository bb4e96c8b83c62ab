import { createContext } from 'react';
import type { Role } from '@portal/common/auth/roles';

export interface CurrentUser {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  vendorId: string | null;
  accountId: string | null;
  profilePic: string | null;
  /** Known once the `me` query has answered. */
  companyName: string | null;
  lastLogin: string | null;
}

export interface AuthState {
  user: CurrentUser | null;
  role: Role | null;
  isLoggedIn: boolean;
  /** Ends the session on the server and here, then goes to /prequalification (also when the server call fails). */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
