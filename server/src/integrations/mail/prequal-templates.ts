import { departmentOf, departmentStatusLabel, finalDecisionLabel, isApproval } from '@portal/common/domain/decision-labels';
import { LIMIT_WORDS } from '@portal/common/domain/limit-measures';
import type { DepartmentStatus, FinalDecision } from '@portal/common/domain/statuses';
import { formatMailDate, formatUsd } from './mail-format.js';
import { button, greeting, paragraph, renderMail, table, type MailBlock, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';

/**
 * Mails to a company's primary contact about its prequalification: a department's decision, the final decision,
 * completion with its limits and expiry, and the renewal reminders. Links are built by the caller from PUBLIC_URL
 * (the vendor's overview, /vendor/overview, unless said otherwise).
 */

/** One department's decision on a category, as decideCategory records it. */
export interface DepartmentDecisionNotice {
  /** The form category (SAFETY, SAFETY_LITE, FINANCIAL, LEGAL); the mail names its department. */
  category: string;
  status: DepartmentStatus;
  comment?: string | null;
  mitigationPlan?: string | null;
}

/** A final decision that ends the review: an approval (any FINAL_APPROVED*) or FINAL_REJECTED. */
export type ClosingDecision = Exclude<FinalDecision, 'IN_PROGRESS'>;

/** Limits granted with the financial decision, as exact decimal strings; a missing one is not listed. */
export interface ApprovedLimits {
  single?: string | null;
  aggregate?: string | null;
  bonding?: string | null;
}

/** A completed, approved cycle: its decision, limits and the instant it expires (shown as its New York day). */
export interface PrequalCompletion {
  decision: ClosingDecision;
  comment?: string | null;
  limits: ApprovedLimits;
  expiresAt: Date;
}

const departmentName = (category: string) => departmentOf(category)?.label ?? category;

/**
 * departmentDecisionMail(to, name, companyName, decision, overviewLink): one department (Safety, Financial or
 * Legal) has decided on the company's forms; the decision's label as the admin screens name it, any risk
 * mitigation plan and comment.
 */
export function departmentDecisionMail(
  to: string,
  name: string,
  companyName: string,
  decision: DepartmentDecisionNotice,
  overviewLink: string,
  options?: MailOptions,
): MailMessage {
  const department = departmentName(decision.category);
  const label = departmentStatusLabel(decision.status);
  const rows: [string, string][] = [
    ['Department', department],
    ['Decision', label],
  ];
  if (decision.mitigationPlan) rows.push(['Risk mitigation plan', decision.mitigationPlan]);
  const blocks: MailBlock[] = [greeting(name), paragraph(`The ${department} department has reviewed the prequalification forms of ${companyName}.`), table(rows)];
  if (decision.comment) blocks.push(paragraph(`Comment: ${decision.comment}`));
  blocks.push(
    paragraph('The other departments may still be reviewing. You will receive an e-mail when the final decision is made. You can follow the review on your overview:'),
    button(overviewLink, 'Open your overview'),
  );
  return renderMail(to, `${department} review of your prequalification: ${label}`, blocks, options);
}

/**
 * finalDecisionMail(to, name, companyName, decision, comment, overviewLink): the final review's decision,
 * approved (naming the kind of approval) or not approved, with the reviewer's comment. For an approval whose
 * limits and expiry are known, prequalCompletedMail says all of this and more.
 */
export function finalDecisionMail(
  to: string,
  name: string,
  companyName: string,
  decision: ClosingDecision,
  comment: string | null | undefined,
  overviewLink: string,
  options?: MailOptions,
): MailMessage {
  const approved = isApproval(decision);
  const blocks: MailBlock[] = [
    greeting(name),
    paragraph(
      approved
        ? `The prequalification of ${companyName} is approved. Decision: ${finalDecisionLabel(decision)}.`
        : `We reviewed the prequalification of ${companyName} and could not approve it.`,
    ),
  ];
  if (comment) blocks.push(paragraph(`Comment: ${comment}`));
  blocks.push(
    paragraph(approved ? 'You can see your prequalification on your overview:' : 'Please reach out to our prequalification team if you have questions. Your overview:'),
    button(overviewLink, 'Open your overview'),
  );
  return renderMail(to, approved ? 'Your prequalification is approved' : 'Your prequalification was not approved', blocks, options);
}

/**
 * prequalCompletedMail(to, name, companyName, completion, overviewLink): the prequalification is complete and
 * approved; the approved limits (single project, aggregate, bonding) in US dollars and the date it is valid until.
 */
export function prequalCompletedMail(
  to: string,
  name: string,
  companyName: string,
  completion: PrequalCompletion,
  overviewLink: string,
  options?: MailOptions,
): MailMessage {
  const until = formatMailDate(completion.expiresAt);
  const limits: [string, string][] = [];
  if (completion.limits.single) limits.push([LIMIT_WORDS.SINGLE, formatUsd(completion.limits.single)]);
  if (completion.limits.aggregate) limits.push([LIMIT_WORDS.AGGREGATE, formatUsd(completion.limits.aggregate)]);
  if (completion.limits.bonding) limits.push([LIMIT_WORDS.BONDING, formatUsd(completion.limits.bonding)]);
  const blocks: MailBlock[] = [
    greeting(name),
    paragraph(`The prequalification of ${companyName} is complete. Decision: ${finalDecisionLabel(completion.decision)}.`),
    table([...limits, ['Valid until', until]]),
  ];
  if (completion.comment) blocks.push(paragraph(`Comment: ${completion.comment}`));
  blocks.push(
    paragraph(`Your prequalification is valid until ${until}. We will remind you before then to renew it. Your overview:`),
    button(overviewLink, 'Open your overview'),
  );
  return renderMail(to, 'Your prequalification is complete', blocks, options);
}

/**
 * renewalReminderMail(to, name, companyName, expiresAt, renewLink): sent in the cycle's 11th month, when it moves
 * to Awaiting renewal: the day it expires and the link to renew.
 */
export function renewalReminderMail(to: string, name: string, companyName: string, expiresAt: Date, renewLink: string, options?: MailOptions): MailMessage {
  const day = formatMailDate(expiresAt);
  return renderMail(
    to,
    `Your prequalification expires on ${day}`,
    [
      greeting(name),
      paragraph(`The prequalification of ${companyName} expires on ${day}; renew now.`),
      paragraph('Sign in to the Prequalification Portal, start the renewal from your overview, and submit your forms for review:'),
      button(renewLink, 'Renew now'),
    ],
    options,
  );
}

/** prequalExpiredMail(to, name, companyName, expiredAt, renewLink): the prequalification has expired; renewal is required. */
export function prequalExpiredMail(to: string, name: string, companyName: string, expiredAt: Date, renewLink: string, options?: MailOptions): MailMessage {
  return renderMail(
    to,
    'Your prequalification has expired',
    [
      greeting(name),
      paragraph(`The prequalification of ${companyName} expired on ${formatMailDate(expiredAt)}; renewal is required.`),
      paragraph('Sign in to the Prequalification Portal, start the renewal from your overview, and submit your forms for review:'),
      button(renewLink, 'Renew now'),
    ],
    options,
  );
}
