import { coverageOf, type CoverageType } from '@portal/common/domain/insurance';
import { formatMailDate } from '../../integrations/mail/mail-format.js';
import { bullets, button, greeting, paragraph, renderMail, type MailOptions } from '../../integrations/mail/mail-layout.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';

/** One policy's notice: its coverage, carrier, number, expiry date and the days left (0: it expires today). */
export interface ExpiringPolicy {
  coverage: CoverageType;
  carrier: string;
  policyNumber: string;
  expiryDate: string;
  daysLeft: number;
}

const itemOf = (p: ExpiringPolicy) =>
  `${coverageOf(p.coverage).label}, ${p.carrier} policy ${p.policyNumber}: ${p.daysLeft <= 0 ? 'expires today' : `expires in ${p.daysLeft} days`}, on ${formatMailDate(p.expiryDate)}`;

/** To a company's admin: its policies that expire in 30, 14 or 0 days, and where to add the renewed certificate. */
export function insuranceExpiryVendorMail(
  to: string,
  name: string,
  companyName: string,
  policies: readonly ExpiringPolicy[],
  link: string,
  options: MailOptions = {},
): MailMessage {
  return renderMail(
    to,
    policies.some((p) => p.daysLeft <= 0) ? 'An insurance policy of your company expires today' : 'Insurance policies of your company expire soon',
    [
      greeting(name),
      paragraph(
        `These insurance policies of ${companyName} on file with the Prequalification Portal expire soon. Please upload the renewed certificate of insurance and add its policies.`,
      ),
      bullets(policies.map(itemOf)),
      button(link, 'Open your company'),
    ],
    options,
  );
}

/** To the prequal admins: a company's policies that expire in 30, 14 or 0 days. */
export function insuranceExpiryStaffMail(
  to: string,
  name: string,
  companyName: string,
  policies: readonly ExpiringPolicy[],
  link: string,
  options: MailOptions = {},
): MailMessage {
  return renderMail(
    to,
    `Insurance of ${companyName} expires soon`,
    [
      greeting(name),
      paragraph(`These insurance policies of ${companyName} expire soon; the company was told as well.`),
      bullets(policies.map(itemOf)),
      button(link, 'Open the company'),
    ],
    options,
  );
}
