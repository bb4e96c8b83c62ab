import { z } from 'zod';
import { REQUIRED } from './fields.js';

/** The words the sign-in's second step and the profile's two-factor section answer with, on both sides. */
export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'This code is not valid. Enter the current code from your authenticator app, or an unused recovery code.',
  pendingExpired: 'Your sign-in took too long. Please sign in again.',
  alreadyEnabled: 'Two-factor authentication is already turned on.',
  notEnabled: 'Two-factor authentication is not turned on.',
  setupMissing: 'Start the set-up again: scan the new QR code, then enter its code.',
  requiredByPolicy: 'Two-factor authentication is required for staff accounts and cannot be turned off.',
  passwordRequired: 'Enter your password to turn off two-factor authentication.',
  passwordIncorrect: 'Password is incorrect.',
  ssoRefused: 'Your account could not be signed in with single sign-on. Ask your administrator.',
  ssoUnavailable: 'Single sign-on is not available right now. Please try again later.',
} as const;

/** A code as typed: six digits (spaces allowed) or a recovery code (xxxxx-xxxxx). */
export const mfaCodeField = z.string({ error: MFA_MESSAGES.codeRequired }).trim().min(1, MFA_MESSAGES.codeRequired).max(32, MFA_MESSAGES.codeInvalid);

export const mfaSignInSchema = z.object({ mfaToken: z.string({ error: REQUIRED }).min(1, REQUIRED), code: mfaCodeField });
export type MfaSignInInput = z.input<typeof mfaSignInSchema>;

/** Set-up, by a signed-in user or (sign-in when the policy requires it) with the pending sign-in's token. */
export const totpSetupSchema = z.object({ mfaToken: z.string().min(1).optional().nullable() });
export const totpConfirmSchema = z.object({ mfaToken: z.string().min(1).optional().nullable(), code: mfaCodeField });
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

export const totpDisableSchema = z.object({ code: mfaCodeField, password: z.string().optional().nullable() });
export type TotpDisableInput = z.input<typeof totpDisableSchema>;

export const mfaPolicySchema = z.object({ requireForInternal: z.boolean({ error: REQUIRED }) });

export const ssoSignInSchema = z.object({ ssoToken: z.string({ error: REQUIRED }).min(1, REQUIRED) });
