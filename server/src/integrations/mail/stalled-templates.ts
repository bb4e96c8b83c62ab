import { formatMailDate } from './mail-format.js';
import { button, greeting, paragraph, renderMail, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/**
 * The reminder of prequalification forms left unsubmitted (modules/prequal-reminders/stalled-scan.ts): `days` since
 * the cycle began, or since the forms came back after a return (`since`, and `returned` says which).
 */
export function stalledFormsMail(
  to: string,
  name: string,
  companyName: string,
  reminder: { days: number; since: Date; returned: boolean },
  formLink: string,
  options?: MailOptions,
): MailMessage {
  const start = reminder.returned ? `were returned to you on ${formatMailDate(reminder.since)}` : `were begun on ${formatMailDate(reminder.since)}`;
  return renderMail(
    to,
    `Your prequalification forms are waiting (${reminder.days} days)`,
    [
      greeting(name),
      paragraph(`The prequalification forms of ${companyName} ${start} and have not been submitted for ${reminder.days} days.`),
      paragraph('Sign in to the Prequalification Portal, complete the forms and submit them for review:'),
      button(formLink, 'Open the forms'),
    ],
    options,
  );
}
