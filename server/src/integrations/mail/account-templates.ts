import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import type { MailMessage } from './mailer.js';

/** Mails to a vendor user about its account request. Links are built by the caller from PUBLIC_URL. */
export function signUpReceivedMail(to: string, name: string, companyName: string): MailMessage {
  return {
    to,
    subject: 'We received your account request',
    text: [
      `Hello ${name},`,
      '',
      `We received your request for a user account of ${companyName} on the Prequalification Portal.`,
      `${ONBOARDING_MESSAGES.signUpSent}: our team reviews every request, and you will receive an e-mail once it is decided.`,
    ].join('\n'),
  };
}

export function accountApprovedMail(to: string, name: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your account is approved',
    text: [`Hello ${name},`, '', 'Your account on the Prequalification Portal is approved. You can now sign in at:', '', loginLink].join('\n'),
  };
}

export function accountRejectedMail(to: string, name: string, reason: string): MailMessage {
  return {
    to,
    subject: 'Your account request was not approved',
    text: [
      `Hello ${name},`,
      '',
      'Your request for an account on the Prequalification Portal was not approved. The reason given:',
      '',
      reason,
      '',
      'Please reach out to our prequalification team if you have questions.',
    ].join('\n'),
  };
}
