/**
 * User administration (admin spec "Users", section 5 "User dialog"; vendor spec /vendor/users): the payloads of
 * POST /users/admin/create-user, PATCH|PUT /users/{id} (an administrator's edit), POST /vendors/create-user/{accountId},
 * PATCH /users/{id}/activation, PATCH|PUT /users/set-company-admin/{vendorId}/{userId}, and the dialogs' forms.
 * The server parses with these; the screens validate with the form schemas, which add the confirmation.
 */
import { z } from 'zod';
import { INTERNAL_ROLES } from '../auth/roles.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { emailField, passwordField, phoneField, REQUIRED, requiredText } from './fields.js';
import { TEXT_MESSAGES } from './text-input.js';
import { TEXT_LIMITS } from './text-limits.js';

export const USER_MESSAGES = {
  // The specification's default message (vendor spec section 5); the user dialog words no field itself.
  fullNameRequired: REQUIRED,
  roleRequired: REQUIRED,
  internalRolesOnly: 'Only internal users can be assigned roles.',
  passwordsDoNotMatch: 'Passwords do not match',
  typeDelete: 'Type DELETE to confirm',
  ownDelete: 'You cannot delete your own account.',
  ownDeactivate: 'You cannot deactivate your own account.',
  ownRole: 'You cannot change your own role.',
  ownPassword: 'Change your own password from your profile.',
  companyAdminDelete: 'Company admin users cannot be deleted.',
  lastCompanyAdmin: 'A company needs at least one company admin.',
  notApprovedAdmin: 'Only an approved account can be made a company admin.',
  notInCompany: 'This user does not belong to this company.',
  vendorPasswordOnly: "A company user's details are kept by the user; an administrator may only set the password.",
  userAdded: 'User added successfully. Wait for the approval from admin.',
  userCreated: 'User added successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
} as const;

const fullName = requiredText(USER_MESSAGES.fullNameRequired).pipe(z.string().max(TEXT_LIMITS.userName, TEXT_MESSAGES.atMost('Full Name', TEXT_LIMITS.userName)));
const internalRole = z.enum(INTERNAL_ROLES, { error: USER_MESSAGES.internalRolesOnly });

/** An optional password: empty or absent means "not given". */
const optionalPassword = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .pipe(passwordField.optional());

/** POST /users/admin/create-user {name, email, phone, role, password?}: an internal user. */
export const createInternalUserSchema = z.object({
  name: fullName,
  email: emailField,
  phone: phoneField,
  role: internalRole,
  password: optionalPassword,
});
export type CreateInternalUserInput = z.input<typeof createInternalUserSchema>;

/**
 * PATCH|PUT /users/{id} by an administrator: {name, email, phone, role, password?} for an internal user, or
 * {password} alone (the vendor tab's "edit password"). An empty password keeps the current one.
 */
export const adminUserEditSchema = z.object({ name: fullName, email: emailField, phone: phoneField, role: internalRole, password: optionalPassword });
export const adminPasswordSchema = z.object({ password: passwordField });
export type AdminUserUpdateInput = z.input<typeof adminUserEditSchema> | z.input<typeof adminPasswordSchema>;

/** The password-only form is a body with nothing but a password; anything else is the full edit. */
export function isPasswordOnly(input: unknown): boolean {
  return typeof input === 'object' && input !== null && Object.keys(input).every((k) => k === 'password') && 'password' in input;
}

/** POST /vendors/create-user/{accountId} {name, email, password, phone}: a company user awaiting approval. */
export const createCompanyUserSchema = z.object({
  name: fullName,
  email: emailField,
  password: passwordField,
  phone: phoneField,
});
export type CreateCompanyUserInput = z.input<typeof createCompanyUserSchema>;

/** PATCH /users/{id}/activation {isActive}. */
export const activationSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
/** PATCH|PUT /users/set-company-admin/{vendorId}/{userId} {isVendorAdmin}. */
export const companyAdminSchema = z.object({ isVendorAdmin: z.boolean({ error: 'isVendorAdmin must be true or false' }) });
/** DELETE /users/{id}, optional body {hardDelete}. */
export const deleteUserSchema = z.object({ hardDelete: z.boolean({ error: 'hardDelete must be true or false' }).optional() });

/** The passwords of a dialog: required on add, optional on edit, and the two must match. */
function checkPasswords(v: { password?: string; confirmPassword?: string }, ctx: z.RefinementCtx, required: boolean) {
  const password = v.password ?? '';
  if (!password && required) ctx.addIssue({ code: 'custom', path: ['password'], message: REQUIRED });
  if (password) {
    const r = passwordField.safeParse(password);
    if (!r.success)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: r.error.issues[0]?.message ?? `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`,
      });
  }
  if (password !== (v.confirmPassword ?? '')) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: USER_MESSAGES.passwordsDoNotMatch });
}

/** The internal user dialog (fullName, phoneNumber, email, role, password, confirmPassword); `adding` makes the passwords required. */
export function internalUserFormSchema(adding: boolean) {
  return z
    .object({
      fullName,
      phoneNumber: phoneField,
      email: emailField,
      role: z.string().min(1, USER_MESSAGES.roleRequired).pipe(internalRole),
      password: z.string().optional(),
      confirmPassword: z.string().optional(),
    })
    .superRefine((v, ctx) => checkPasswords(v, ctx, adding));
}
export type InternalUserFormValues = z.input<ReturnType<typeof internalUserFormSchema>>;

/** The vendor tab's "edit password" dialog. */
export const passwordFormSchema = z
  .object({ password: z.string().optional(), confirmPassword: z.string().optional() })
  .superRefine((v, ctx) => checkPasswords(v, ctx, true));
export type PasswordFormValues = z.input<typeof passwordFormSchema>;

/** The company user dialog (vendor spec: fullName, email, password, phoneNumber; a confirmation is added). */
export const companyUserFormSchema = z
  .object({
    fullName,
    email: emailField,
    phoneNumber: phoneField,
    password: z.string().optional(),
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => checkPasswords(v, ctx, true));
export type CompanyUserFormValues = z.input<typeof companyUserFormSchema>;
