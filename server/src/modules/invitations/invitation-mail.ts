import { button, greeting, paragraph, renderMail, type MailOptions } from '../../integrations/mail/mail-layout.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';

/** The invitation to register: who invites, what to do, the draft's own link and how long it works. */
export function companyInvitationMail(to: string, companyName: string, invitedBy: string, link: string, validDays: number, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    `Invitation to register ${companyName} in the Prequalification Portal`,
    [
      greeting(),
      paragraph(`${invitedBy} has invited ${companyName} to register as a vendor in the Prequalification Portal.`),
      paragraph(
        'A registration draft has been started for your company with its name, Tax ID and your e-mail address. Open the link below to fill in the rest of the registration form and submit it for approval:',
      ),
      button(link, `Continue the registration of ${companyName}`),
      paragraph(
        `The link works for ${validDays} days, until the registration is submitted. Anyone who has it can see and change the draft, so please do not forward it. If it has stopped working, enter your Tax ID on the registration page and ask for a new one.`,
      ),
      paragraph('If you were not expecting this invitation, you can ignore this e-mail.'),
    ],
    options,
  );
}
