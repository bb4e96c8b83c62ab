import { describe, expect, it } from 'vitest';
import { PROFILE_PASSWORD_MESSAGES, profileFormSchema, profileUpdateSchema } from './auth.js';

const base = { name: 'Vera Vendor', phone: '555-123-4567' };

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('profileUpdateSchema (what the server parses)', () => {
  it('leaves empty passwords out', () => {
    const data = profileUpdateSchema.parse({ ...base, password: '', currentPassword: '' });
    expect(data.password).toBeUndefined();
    expect(data.currentPassword).toBeUndefined();
  });

  it('carries the current password as given, without the password rules (an old password may predate them)', () => {
    const data = profileUpdateSchema.parse({ ...base, password: 'New#Secret1', currentPassword: 'old' });
    expect(data).toMatchObject({ password: 'New#Secret1', currentPassword: 'old' });
  });

  it('accepts a new password without the current one: whether it is needed depends on who asks, which only the server knows', () => {
    expect(profileUpdateSchema.safeParse({ ...base, password: 'New#Secret1' }).success).toBe(true);
  });

  it('refuses an absurdly long current password before it reaches the hash', () => {
    const result = profileUpdateSchema.safeParse({ ...base, password: 'New#Secret1', currentPassword: 'x'.repeat(257) });
    expect(fieldErrors(result)).toEqual({ currentPassword: PROFILE_PASSWORD_MESSAGES.currentPasswordIncorrect });
  });
});

describe('profileFormSchema (the profile screen, always oneself)', () => {
  it('needs the current password when a new one is entered', () => {
    const result = profileFormSchema.safeParse({ ...base, password: 'New#Secret1', confirmPassword: 'New#Secret1', currentPassword: '' });
    expect(fieldErrors(result)).toEqual({ currentPassword: 'Enter your current password to set a new one.' });
  });

  it('does not ask for it when the password is left blank', () => {
    expect(profileFormSchema.safeParse({ ...base, password: '', confirmPassword: '', currentPassword: '' }).success).toBe(true);
  });

  it('passes with the new password, its confirmation and the current one', () => {
    expect(profileFormSchema.safeParse({ ...base, password: 'New#Secret1', confirmPassword: 'New#Secret1', currentPassword: 'Old#Secret1' }).success).toBe(true);
  });

  it('still checks length and confirmation', () => {
    const result = profileFormSchema.safeParse({ ...base, password: 'short', confirmPassword: 'other', currentPassword: 'x' });
    expect(fieldErrors(result)).toEqual({ password: 'Password must be at least 8 characters long', confirmPassword: 'Passwords do not match' });
  });
});
