import { button, greeting, paragraph, renderMail, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/** Plain words, one purpose per message. Links are built by the caller from PUBLIC_URL. */
export function passwordResetMail(to: string, name: string, link: string, minutes: number, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Reset your Prequalification Portal password',
    [
      greeting(name),
      paragraph(
        'We received a request to reset the password of your Prequalification Portal account.',
        `Open this link within ${minutes} minutes to choose a new password. It can be used once:`,
      ),
      button(link, 'Choose a new password'),
      paragraph('If you did not ask for this, you can ignore this e-mail; your password stays as it is.'),
    ],
    options,
  );
}
