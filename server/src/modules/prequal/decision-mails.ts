import { publicLink, type Config } from '../../config.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { departmentDecisionMail, finalDecisionMail, prequalCompletedMail } from '../../integrations/mail/prequal-templates.js';
import type { Vendor } from '../companies/index.js';
import type { LockedCycle } from './locked-cycle.js';
import { departmentTabOf } from './prequal-status.js';
import { prequalReturnedMail } from './review-mail.js';

/** The company's primary contact as the decision mails greet it. */
export type DecisionContact = { name: string | null; email: string | null } | null;

/**
 * The mails a change to a locked cycle causes, to the company's primary contact: the forms returned (with the
 * flagged questions), each department decision, and the final decision (an approval as the completion, with its
 * limits and expiry). None without a contact e-mail.
 */
export function decisionMails(cycle: LockedCycle, vendor: Vendor, contact: DecisionContact, config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>): MailMessage[] {
  if (!contact?.email) return [];
  const to = contact.email;
  const name = contact.name ?? contact.email;
  const options = { supportEmail: config.SUPPORT_EMAIL };
  const overview = publicLink(config, '/vendor/overview');
  const mails: MailMessage[] = [];
  if (cycle.returned) {
    const { comment, flags } = cycle.returned;
    mails.push(prequalReturnedMail(to, name, vendor.companyName, comment, flags, publicLink(config, '/vendor/prequal-form'), options));
  }
  for (const decision of cycle.decided ?? []) mails.push(departmentDecisionMail(to, name, vendor.companyName, decision, overview, options));
  const closed = cycle.closed;
  if (closed?.expiresAt) {
    const financial = cycle.forms.find((f) => departmentTabOf(f.category) === 'FINANCIAL');
    const limits = { single: financial?.singleLimit ?? null, aggregate: financial?.aggregateLimit ?? null, bonding: financial?.bondingLimit ?? null };
    mails.push(
      prequalCompletedMail(
        to,
        name,
        vendor.companyName,
        { decision: closed.decision, comment: closed.comment, limits, expiresAt: closed.expiresAt },
        overview,
        options,
      ),
    );
  } else if (closed) {
    mails.push(finalDecisionMail(to, name, vendor.companyName, closed.decision, closed.comment, overview, options));
  }
  return mails;
}
