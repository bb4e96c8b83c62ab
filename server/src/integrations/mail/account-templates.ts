import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { button, greeting, paragraph, renderMail, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/** Mails to a vendor user about its account request. Links are built by the caller from PUBLIC_URL. */
export function signUpReceivedMail(to: string, name: string, companyName: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'We received your account request',
    [
      greeting(name),
      paragraph(
        `We received your request for a user account of ${companyName} on the Prequalification Portal.`,
        `${ONBOARDING_MESSAGES.signUpSent}: our team reviews every request, and you will receive an e-mail once it is decided.`,
      ),
    ],
    options,
  );
}

export function accountApprovedMail(to: string, name: string, loginLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your account is approved',
    [greeting(name), paragraph('Your account on the Prequalification Portal is approved. You can now sign in at:'), button(loginLink, 'Sign in')],
    options,
  );
}

export function accountRejectedMail(to: string, name: string, reason: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your account request was not approved',
    [
      greeting(name),
      paragraph('Your request for an account on the Prequalification Portal was not approved. The reason given:'),
      paragraph(reason),
      paragraph('Please reach out to our prequalification team if you have questions.'),
    ],
    options,
  );
}

/**
 * To the owner of an address someone used to sign up again. The sign-up answered as for a new address, so
 * only the owner learns the address is registered; the link leads to Login, where "Forgot Password?" is.
 */
export function signUpAddressInUseMail(to: string, name: string, companyName: string, loginLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Someone tried to create an account with your e-mail address',
    [
      greeting(name),
      paragraph(
        `Someone, perhaps you, asked for a user account of ${companyName} on the Prequalification Portal with this e-mail address.`,
        'You already have an account with this address, so no new account was created.',
      ),
      paragraph('To sign in, open the link below and choose Login. If you have forgotten your password, choose "Forgot Password?" there to reset it:'),
      button(loginLink, 'Open the Prequalification Portal'),
      paragraph('If this was not you, you can ignore this e-mail; nothing about your account has changed.'),
    ],
    options,
  );
}
