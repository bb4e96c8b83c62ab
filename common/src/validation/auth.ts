import { z } from 'zod';
import { emailField, passwordField, phoneFieldWith, PROFILE_PHONE_REQUIRED, REQUIRED, requiredText } from './fields.js';
import { TEXT_LIMITS } from './text-limits.js';
import { TEXT_MESSAGES } from './text-input.js';

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: REQUIRED }).min(1, REQUIRED),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required'),
  newPassword: passwordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The screen's reset form adds a confirmation the server never sees. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** What the profile answers when a user sets a new password for themselves. */
export const PROFILE_PASSWORD_MESSAGES = {
  currentPasswordRequired: 'Enter your current password to set a new one.',
  currentPasswordIncorrect: 'Current password is incorrect.',
} as const;

/** An optional password: empty means "not given". */
const optionalSecret = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));

/**
 * Profile update (PUT /users/{id}: name, phone, email, password?, currentPassword?, profilePic?).
 * An empty password is left out of the update rather than rejected. `currentPassword` is needed
 * when users set their own new password; whose password it is only the server knows, so the
 * server requires it (an administrator setting another user's password does not send it).
 */
export const profileUpdateSchema = z.object({
  name: requiredText().pipe(z.string().max(TEXT_LIMITS.userName, TEXT_MESSAGES.atMost('Name', TEXT_LIMITS.userName))),
  phone: phoneFieldWith(PROFILE_PHONE_REQUIRED),
  email: emailField.optional(),
  password: optionalSecret.pipe(passwordField.optional()),
  // Only compared with the stored hash; the bound keeps a huge body from reaching argon2.
  currentPassword: optionalSecret.pipe(z.string().max(256, PROFILE_PASSWORD_MESSAGES.currentPasswordIncorrect).optional()),
  profilePic: z.string().trim().max(2048).optional().nullable(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/**
 * The profile screen's form: always the signed-in user's own profile, so a new password needs the
 * current one. The confirmation never reaches the server.
 */
export const profileFormSchema = z
  .object({
    name: requiredText(),
    phone: phoneFieldWith(PROFILE_PHONE_REQUIRED),
    password: z.string().optional(),
    confirmPassword: z.string().optional(),
    currentPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password && (v.password.length < 8 || v.password.length > 20)) {
      const r = passwordField.safeParse(v.password);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['password'], message: r.error.issues[0]?.message ?? 'Password is not valid.' });
    }
    if ((v.password ?? '') !== (v.confirmPassword ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
    if (v.password && !v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: PROFILE_PASSWORD_MESSAGES.currentPasswordRequired });
    }
  });
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const listQuerySchema = z.object({
  // Lookups ask for 999999 rows (spec); clamp instead of refusing so such callers still work.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((v) => Math.min(v, 1000)),
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(200).optional().default(''),
});
