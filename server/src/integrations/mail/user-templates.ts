import { ROLE_LABELS, type InternalRole } from '@portal/common/auth/roles';
import { button, greeting, paragraph, renderMail, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/** Mails to a user someone else added. Links are built by the caller from PUBLIC_URL (Login is /prequalification). */

/**
 * companyUserAddedMail(to, name, companyName, addedBy, loginLink): a vendor user added by the company admin or
 * staff (POST /vendors/create-user). The account waits for the prequalification team's approval before it can
 * sign in; the password is the one whoever added the user chose, or a new one through "Forgot Password?".
 */
export function companyUserAddedMail(to: string, name: string, companyName: string, addedBy: string, loginLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    `You were added as a user of ${companyName}`,
    [
      greeting(name),
      paragraph(`${addedBy} added you as a user of ${companyName} on the Prequalification Portal.`),
      paragraph('Our prequalification team approves every new account; you will receive an e-mail once yours is approved.'),
      paragraph('Once it is, sign in at the link below with the password you were given, or choose "Forgot Password?" there to set your own:'),
      button(loginLink, 'Open the Prequalification Portal'),
      paragraph('If you did not expect this, please reach out to our prequalification team.'),
    ],
    options,
  );
}

/**
 * internalUserAddedMail(to, name, role, addedBy, loginLink, passwordGiven): an internal user the system admin
 * created (POST /users/admin/create-user), approved and able to sign in now. Without a password given, the user
 * sets one through "Forgot Password?".
 */
export function internalUserAddedMail(
  to: string,
  name: string,
  role: InternalRole,
  addedBy: string,
  loginLink: string,
  passwordGiven: boolean,
  options?: MailOptions,
): MailMessage {
  return renderMail(
    to,
    'Your Prequalification Portal account',
    [
      greeting(name),
      paragraph(`${addedBy} created an account for you on the Prequalification Portal with the role ${ROLE_LABELS[role]}. You can sign in now.`),
      paragraph(
        passwordGiven
          ? 'Sign in at the link below with the password you were given, or choose "Forgot Password?" there to set your own:'
          : 'To choose your password, open the link below and choose "Forgot Password?"; then sign in with it:',
      ),
      button(loginLink, 'Sign in'),
    ],
    options,
  );
}
