import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import type { MailMessage } from './mailer.js';

/** Mails to a company's primary contact about its registration. Links are built by the caller from PUBLIC_URL. */
export function registrationSubmittedMail(to: string, name: string, companyName: string): MailMessage {
  return {
    to,
    subject: 'Your registration has been submitted for review',
    text: [
      `Hello ${name},`,
      '',
      `Thank you for registering ${companyName} as a trade partner.`,
      ONBOARDING_MESSAGES.registrationSubmitted,
      '',
      'Our prequalification team reviews every registration. Once it is approved you will receive an e-mail',
      "with a link to create your company's user accounts and begin prequalification.",
    ].join('\n'),
  };
}

export function registrationApprovedMail(to: string, name: string, companyName: string, signUpLink: string): MailMessage {
  return {
    to,
    subject: 'Your registration has been approved',
    text: [
      `Hello ${name},`,
      '',
      `The registration of ${companyName} has been approved. To begin prequalification, create your user account:`,
      '',
      `1. Open ${signUpLink}`,
      "2. Enter your company's tax ID (FEIN) to confirm your company.",
      '3. Sign up with your name, e-mail, phone number and a password (8 to 20 characters).',
      '4. Wait for our team to approve your account; you will receive an e-mail when it is approved.',
      '5. Log in and begin prequalification. The first approved user becomes the company admin and can add colleagues.',
    ].join('\n'),
  };
}

export function registrationRejectedMail(to: string, name: string, companyName: string, reason: string): MailMessage {
  return {
    to,
    subject: 'Your registration was not approved',
    text: [
      `Hello ${name},`,
      '',
      `We reviewed the registration of ${companyName} and could not approve it. The reason given:`,
      '',
      reason,
      '',
      'Please reach out to our prequalification team if you have questions.',
    ].join('\n'),
  };
}

/** The "continue your registration" link of a draft: whoever holds it may see and change the draft. */
export function draftLinkMail(to: string, name: string, companyName: string, link: string, validDays: number): MailMessage {
  return {
    to,
    subject: 'Continue your registration',
    text: [
      `Hello ${name},`,
      '',
      `The registration of ${companyName} is saved as a draft. To continue it, open this link:`,
      '',
      link,
      '',
      `The link works for ${validDays} days, until the registration is submitted. Anyone who has it can see and change`,
      'the draft, so please do not forward it. If the link has stopped working, enter your Tax ID on the registration',
      'page again and ask for a new one.',
      '',
      'If you did not start this registration, you can ignore this e-mail.',
    ].join('\n'),
  };
}
