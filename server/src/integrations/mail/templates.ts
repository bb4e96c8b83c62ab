import type { MailMessage } from './mailer.js';

/** Plain words, one purpose per message. Links are built by the caller from PUBLIC_URL. */
export function passwordResetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your Prequalification Portal password',
    text: [
      `Hello ${name},`,
      '',
      'We received a request to reset the password of your Prequalification Portal account.',
      `Open this link within ${minutes} minutes to choose a new password. It can be used once:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}
