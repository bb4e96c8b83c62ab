import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { button, greeting, link as linkTo, paragraph, renderMail, steps, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/** Mails to a company's primary contact about its registration. Links are built by the caller from PUBLIC_URL. */
export function registrationSubmittedMail(to: string, name: string, companyName: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your registration has been submitted for review',
    [
      greeting(name),
      paragraph(`Thank you for registering ${companyName} as a trade partner.`, ONBOARDING_MESSAGES.registrationSubmitted),
      paragraph(
        'Our prequalification team reviews every registration. Once it is approved you will receive an e-mail',
        "with a link to create your company's user accounts and begin prequalification.",
      ),
    ],
    options,
  );
}

export function registrationApprovedMail(to: string, name: string, companyName: string, signUpLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your registration has been approved',
    [
      greeting(name),
      paragraph(`The registration of ${companyName} has been approved. To begin prequalification, create your user account:`),
      steps([
        // The link names the company's account (?accountId=), so "Begin Prequalification / Create an account" opens the
        // sign-up form for it at once, with no tax-ID step (the home page's accountId parameter, spec section 2).
        ['Open ', linkTo(signUpLink), ' and choose "Begin Prequalification / Create an account".'],
        `The sign-up form opens for ${companyName}.`,
        'Sign up with your name, e-mail, phone number and a password (8 to 20 characters).',
        'Wait for our team to approve your account; you will receive an e-mail when it is approved.',
        'Log in and begin prequalification. The first approved user becomes the company admin and can add colleagues.',
      ]),
    ],
    options,
  );
}

export function registrationRejectedMail(to: string, name: string, companyName: string, reason: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your registration was not approved',
    [
      greeting(name),
      paragraph(`We reviewed the registration of ${companyName} and could not approve it. The reason given:`),
      paragraph(reason),
      paragraph('Please reach out to our prequalification team if you have questions.'),
    ],
    options,
  );
}

/** The "continue your registration" link of a draft: whoever holds it may see and change the draft. */
export function draftLinkMail(to: string, name: string, companyName: string, link: string, validDays: number, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Continue your registration',
    [
      greeting(name),
      paragraph(`The registration of ${companyName} is saved as a draft. To continue it, open this link:`),
      button(link, `Continue the registration of ${companyName}`),
      paragraph(
        `The link works for ${validDays} days, until the registration is submitted. Anyone who has it can see and change`,
        'the draft, so please do not forward it. If the link has stopped working, enter your Tax ID on the registration',
        'page again and ask for a new one.',
      ),
      paragraph('If you did not start this registration, you can ignore this e-mail.'),
    ],
    options,
  );
}
