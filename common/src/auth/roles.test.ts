import { describe, expect, it } from 'vitest';
import { canEdit, EDIT_KEYS, EDIT_OPERATIONS, isPathAllowed, ROLES, type Role } from './roles.js';

/** The specification's canEdit by path (section 6), which the operation permissions must reproduce. */
const SPEC_CAN_EDIT: Record<Role, readonly string[]> = {
  SYSTEM_ADMIN: [
    '/admin/profile',
    '/admin/users',
    '/admin/companies',
    '/admin/companies/:companyId',
    '/admin/prequalification',
    EDIT_KEYS.historicalPopup,
    EDIT_KEYS.submissionDate,
  ],
  PREQUAL_ADMIN: ['/admin/profile', '/admin/companies', '/admin/companies/:companyId', '/admin/prequalification', EDIT_KEYS.submissionDate],
  PREQUAL_REVIEWER: ['/admin/profile', '/admin/companies', '/admin/companies/:companyId'],
  PREQUAL_VIEWER: ['/admin/profile'],
  VENDOR_ADMIN: ['/vendor/overview', '/vendor/prequal-form', '/vendor/general-info', '/vendor/profile', '/vendor/users'],
  VENDOR_USER: ['/vendor/profile'],
};

describe('canEdit, derived from the operation permissions', () => {
  it.each(ROLES)('%s edits exactly what the specification says', (role) => {
    const editable = Object.keys(EDIT_OPERATIONS).filter((key) => canEdit(role, key));
    expect(editable.sort()).toEqual([...SPEC_CAN_EDIT[role]].sort());
  });

  it('looks a company-detail path up as /admin/companies/:companyId', () => {
    expect(canEdit('PREQUAL_REVIEWER', '/admin/companies/6f1c/notes')).toBe(true);
    expect(canEdit('PREQUAL_VIEWER', '/admin/companies/6f1c')).toBe(false);
  });

  it('ignores a query string and a trailing slash, and denies paths it does not know', () => {
    expect(canEdit('VENDOR_ADMIN', '/vendor/general-info/?tab=1')).toBe(true);
    expect(canEdit('SYSTEM_ADMIN', '/admin/unknown')).toBe(false);
  });

  it('never shows edit controls on a screen the role cannot open', () => {
    // VENDOR_ADMIN holds users.manage, but /admin/users is not its screen.
    expect(canEdit('VENDOR_ADMIN', '/admin/users')).toBe(false);
    expect(isPathAllowed('VENDOR_USER', '/vendor/users')).toBe(false);
  });
});
