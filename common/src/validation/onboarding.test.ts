import { describe, expect, it } from 'vitest';
import { approvalDecisionSchema, COMMENT_MESSAGES } from './approval.js';
import { signUpSchema } from './signup.js';
import { taxIdVerificationSchema } from './tax-id.js';

/** Every issue by path: a path with two messages would show both. */
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) {
    const key = i.path.join('.');
    out[key] = out[key] ? `${out[key]} | ${i.message}` : i.message;
  }
  return out;
};

describe('approval decision', () => {
  it('approving needs no comment and drops one that is sent', () => {
    expect(approvalDecisionSchema.parse({ approve: true, commentText: 'ignored' })).toEqual({ approve: true, commentText: null });
  });

  it('not approving needs a comment of fewer than 255 characters', () => {
    expect(messages(approvalDecisionSchema.safeParse({ approve: false }))).toEqual({ commentText: COMMENT_MESSAGES.required });
    expect(messages(approvalDecisionSchema.safeParse({ approve: false, commentText: ' \u0007 ' }))).toEqual({ commentText: 'Comment is required' });
    expect(messages(approvalDecisionSchema.safeParse({ approve: false, commentText: 'x'.repeat(255) }))).toEqual({
      commentText: 'Comment should be less than 255 characters',
    });
    expect(approvalDecisionSchema.parse({ approve: false, commentText: ` ${'x'.repeat(254)} ` }).commentText).toHaveLength(254);
  });

  it('needs approve as a boolean', () => {
    expect(approvalDecisionSchema.safeParse({ approve: 'yes' }).success).toBe(false);
  });
});

describe('tax-ID verification', () => {
  it('takes NN-NNNNNNN only', () => {
    expect(taxIdVerificationSchema.parse({ taxId: ' 52-1234567 ', from: 'register' })).toEqual({ taxId: '52-1234567', from: 'register' });
    expect(messages(taxIdVerificationSchema.safeParse({ taxId: '' }))).toEqual({ taxId: 'Tax ID is required' });
    expect(messages(taxIdVerificationSchema.safeParse({ taxId: '5212345678' }))).toEqual({ taxId: 'Tax ID must be in the format NN-NNNNNNN' });
  });
});

describe('sign-up', () => {
  it('requires name, email, password and phone with the field rules', () => {
    expect(messages(signUpSchema.safeParse({ name: 'A', email: 'a@b.co', password: '12345678', phone: '301-555-0100' }))).toEqual({});
    expect(messages(signUpSchema.safeParse({ name: ' ', email: 'x', password: '1', phone: '1' }))).toEqual({
      name: 'Required',
      email: 'Email is not valid',
      password: 'Password must be at least 8 characters long',
      phone: 'Phone number must be in the format NNN-NNN-NNNN',
    });
  });
});
