import type { MailMessage } from '../../integrations/mail/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation to register: who invites, what to do, the draft's own link and how long it works. */
export function companyInvitationMail(to: string, companyName: string, invitedBy: string, link: string, validDays: number): MailMessage {
  const intro = `${invitedBy} has invited ${companyName} to register as a vendor in the Prequalification Portal.`;
  const todo =
    'A registration draft has been started for your company with its name, Tax ID and your e-mail address. Open the link below to fill in the rest of the registration form and submit it for approval:';
  const validity = `The link works for ${validDays} days, until the registration is submitted. Anyone who has it can see and change the draft, so please do not forward it. If it has stopped working, enter your Tax ID on the registration page and ask for a new one.`;
  const ignore = 'If you were not expecting this invitation, you can ignore this e-mail.';
  return {
    to,
    subject: `Invitation to register ${companyName} in the Prequalification Portal`,
    text: ['Hello,', '', intro, '', todo, '', link, '', validity, '', ignore].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(todo)}</p>`,
      `<p><a href="${escapeHtml(link)}">Continue the registration of ${escapeHtml(companyName)}</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
