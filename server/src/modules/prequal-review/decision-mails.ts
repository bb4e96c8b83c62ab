import { publicLink, type Config } from '../../config.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { departmentDecisionMail, finalDecisionMail, prequalCompletedMail } from '../../integrations/mail/prequal-templates.js';
import type { Vendor } from '../companies/index.js';
import { type LockedCycle, prequalReturnedMail, type Recipient } from '../prequal/index.js';
import { departmentOf } from '@portal/common/domain/categories';

/**
 * The mails a change to a locked cycle causes, to each recipient (company-recipients.ts: the primary contact and
 * the company's users): the forms returned (with the comment and the flagged questions), each department
 * decision, and the final decision (an approval as the completion, with its limits and expiry). The completion
 * mails are answered apart: they wait for the approval letter they carry (modules/approval-letter).
 */
export function decisionMails(
  cycle: LockedCycle,
  vendor: Vendor,
  recipients: readonly Recipient[],
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>,
): { now: MailMessage[]; completion: MailMessage[] } {
  const all = recipients.map((r) => mailsTo(cycle, vendor, r.email, r.name, config));
  return { now: all.flatMap((m) => m.now), completion: all.flatMap((m) => m.completion) };
}

function mailsTo(
  cycle: LockedCycle,
  vendor: Vendor,
  to: string,
  name: string,
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>,
): { now: MailMessage[]; completion: MailMessage[] } {
  const options = { supportEmail: config.SUPPORT_EMAIL };
  const overview = publicLink(config, '/vendor/overview');
  const mails: MailMessage[] = [];
  const completion: MailMessage[] = [];
  if (cycle.returned) {
    const { comment, flags } = cycle.returned;
    mails.push(prequalReturnedMail(to, name, vendor.companyName, comment, flags, publicLink(config, '/vendor/prequal-form'), options));
  }
  for (const decision of cycle.decided ?? []) mails.push(departmentDecisionMail(to, name, vendor.companyName, decision, overview, options));
  const closed = cycle.closed;
  if (closed?.expiresAt) {
    // The limits the financial department (the registry's limitsRequired) granted.
    const financial = cycle.forms.find((f) => departmentOf(f.category)?.limitsRequired);
    const limits = { single: financial?.singleLimit ?? null, aggregate: financial?.aggregateLimit ?? null, bonding: financial?.bondingLimit ?? null };
    completion.push(
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
  return { now: mails, completion };
}
