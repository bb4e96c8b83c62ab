import { button, greeting, paragraph, renderMail, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/**
 * Mails of a change of a user's sign-in e-mail (server/src/modules/users/email-change.service.ts). Links are built
 * by the caller from PUBLIC_URL: the confirmation is /confirm-email?token=…, the others lead to Login.
 */

/** To the new address: the single-use link that makes the change. */
export function emailChangeConfirmMail(to: string, name: string, link: string, hours: number, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Confirm your new Prequalification Portal e-mail address',
    [
      greeting(name),
      paragraph(
        'We received a request to use this address to sign in to your Prequalification Portal account.',
        `Open this link within ${hours} hours to confirm it. It can be used once; until then your old address stays in use:`,
      ),
      button(link, 'Confirm my new e-mail address'),
      paragraph('If you did not ask for this, you can ignore this e-mail; nothing changes without the link.'),
    ],
    options,
  );
}

/**
 * To an address that already belongs to an account, named as the new address of another one. The request was
 * answered as for a free address, so only this address's owner learns it is registered; nothing changes.
 */
export function emailChangeAddressInUseMail(to: string, name: string, loginLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Someone tried to use your e-mail address on the Prequalification Portal',
    [
      greeting(name),
      paragraph(
        'Someone asked to use this e-mail address for another Prequalification Portal account.',
        'It already belongs to your account, so nothing was changed and no other account can use it.',
      ),
      paragraph('Your account is as it was. To sign in, open the link below:'),
      button(loginLink, 'Open the Prequalification Portal'),
      paragraph('If this was you and you meant to merge accounts, please reach out to our prequalification team.'),
    ],
    options,
  );
}

/** To the old address when a change is asked for: it takes effect only when confirmed from the new one. */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string, loginLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'A change of your Prequalification Portal e-mail address was requested',
    [
      greeting(name),
      paragraph(
        `We received a request to change the e-mail address of your Prequalification Portal account to ${newEmail}.`,
        'The change takes effect only once it is confirmed from a link sent to that address; until then you sign in with this one.',
      ),
      paragraph(
        'If you did not ask for this, someone may know your password: sign in at the link below and change your password, then reach out to our prequalification team.',
      ),
      button(loginLink, 'Open the Prequalification Portal'),
    ],
    options,
  );
}

/** To the old address once the change is confirmed: this address no longer signs in. */
export function emailChangedMail(to: string, name: string, newEmail: string, loginLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your Prequalification Portal e-mail address was changed',
    [
      greeting(name),
      paragraph(`The e-mail address of your Prequalification Portal account is now ${newEmail}. This address no longer signs in, and every session was signed out.`),
      paragraph('If you did not make this change, please reach out to our prequalification team at once.'),
      button(loginLink, 'Open the Prequalification Portal'),
    ],
    options,
  );
}
