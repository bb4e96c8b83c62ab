import type { Role } from '@portal/common/auth/roles';
import type { AuthClaims } from '../api/session';

export interface TestUser extends AuthClaims {
  companyName: string | null;
  lastLogin: string | null;
}

const BASE: Omit<TestUser, 'role' | 'userId' | 'name' | 'email'> = {
  profile_pic: null,
  vendorId: null,
  phone: '555-123-4567',
  accountId: null,
  companyName: null,
  // 03:30 UTC is still the previous evening in New York.
  lastLogin: '2025-03-05T03:30:00.000Z',
};

export const TEST_USERS: Record<Role, TestUser> = {
  SYSTEM_ADMIN: { ...BASE, role: 'SYSTEM_ADMIN', userId: 'u-sys', name: 'Sam Admin', email: 'sam@builder.test', companyName: 'Builder Inc.' },
  PREQUAL_ADMIN: { ...BASE, role: 'PREQUAL_ADMIN', userId: 'u-pa', name: 'Pat Admin', email: 'pat@builder.test' },
  PREQUAL_REVIEWER: { ...BASE, role: 'PREQUAL_REVIEWER', userId: 'u-pr', name: 'Rae Reviewer', email: 'rae@builder.test' },
  PREQUAL_VIEWER: { ...BASE, role: 'PREQUAL_VIEWER', userId: 'u-pv', name: 'Val Viewer', email: 'val@builder.test' },
  VENDOR_ADMIN: {
    ...BASE,
    role: 'VENDOR_ADMIN',
    userId: 'u-va',
    name: 'Vera Vendor',
    email: 'vera@acme.test',
    vendorId: 'v-1',
    accountId: 'acc-1',
    companyName: 'Acme Concrete',
  },
  VENDOR_USER: {
    ...BASE,
    role: 'VENDOR_USER',
    userId: 'u-vu',
    name: 'Vic User',
    email: 'vic@acme.test',
    vendorId: 'v-1',
    accountId: 'acc-1',
    companyName: 'Acme Concrete',
  },
};

function base64url(value: object): string {
  // UTF-8 as the server's Buffer writes it.
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** The readable session cookie's value as the server sets it: the token's claims, no signature (session.ts). */
export function makeSession(role: Role, overrides: Partial<AuthClaims> = {}): string {
  const { companyName: _c, lastLogin: _l, ...claims } = TEST_USERS[role];
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return base64url({ ...claims, ...overrides, exp });
}
