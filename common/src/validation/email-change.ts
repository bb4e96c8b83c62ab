import { z } from 'zod';

/** How long the confirmation link mailed to a new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** What the e-mail change flow says; the confirmation page shows the same words the server answers. */
export const EMAIL_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password to change your e-mail address.',
  /** The answer to a change asked for, whether or not the new address is free (so the answer tells nothing). */
  requested: 'To finish changing your e-mail address, open the link we sent to the new address.',
  confirmed: 'Your e-mail address has been changed. Please log in with the new address.',
  tokenInvalid: 'This confirmation link is not valid. Please ask for the change again from your profile.',
  tokenExpired: 'This confirmation link has expired. Please ask for the change again from your profile.',
  tokenUsed: 'This confirmation link has already been used.',
  addressUnavailable: 'This e-mail address can no longer be used for your account. Please ask for the change again with another address.',
  tooMany: 'Too many e-mail change requests. Please try again later.',
  ownEmailOnProfile: 'Change your own e-mail address from your profile, where your current password is asked.',
} as const;

/**
 * Why a confirmation was refused: REST answers it as `type`, GraphQL as `extensions.type`, so the page can
 * show the matching state.
 */
export const EMAIL_CHANGE_REFUSALS = {
  EmailChangeTokenInvalid: EMAIL_CHANGE_MESSAGES.tokenInvalid,
  EmailChangeTokenExpired: EMAIL_CHANGE_MESSAGES.tokenExpired,
  EmailChangeTokenUsed: EMAIL_CHANGE_MESSAGES.tokenUsed,
  EmailChangeAddressUnavailable: EMAIL_CHANGE_MESSAGES.addressUnavailable,
} as const;
export type EmailChangeRefusal = keyof typeof EMAIL_CHANGE_REFUSALS;

/** POST /users/confirm-email {token}, and the confirmEmailChange mutation. */
export const confirmEmailChangeSchema = z.object({
  token: z.string({ error: 'Confirmation token is required' }).trim().min(1, 'Confirmation token is required').max(256, EMAIL_CHANGE_MESSAGES.tokenInvalid),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;
