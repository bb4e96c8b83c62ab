import { QUEUES } from '../../jobs/queues.js';

/**
 * What the jobs screen may show of a job. Mail payloads carry password-reset and draft links, so no payload
 * is ever shown whole: the list query reads only the few fields below (jobs-admin.service.ts), and this file
 * turns them into one line with the address masked.
 */
export interface JobSummaryFields {
  queue: string;
  mailTo: string | null;
  mailSubject: string | null;
  vendorId: string | null;
}

const EMAIL = /([A-Za-z0-9._%+'-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const URL_QUERY = /(https?:\/\/[^\s?#"'<>()]+)[?#][^\s"'<>()]*/g;
const MAX_SUBJECT = 120;
const MAX_ERROR = 500;

/** `alice@example.com` -> `a***@example.com`: enough to tell two recipients apart, not enough to read the address. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, (_m, local: string, domain: string) => `${local.charAt(0)}***@${domain}`);
}

/** Addresses masked and links cut at their query (where reset tokens travel), so an error can be shown safely. */
export function redact(text: string): string {
  return maskEmails(text.replace(URL_QUERY, '$1?…'));
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const SCHEDULED: Record<string, string> = {
  [QUEUES.renewalScan]: 'Daily renewal scan',
  [QUEUES.documentExpiryScan]: 'Daily document expiry scan',
  [QUEUES.purge]: 'Hourly purge of expired records',
};

/** One safe line about a job: who a mail is to and its subject, which company a CRM sync writes, which scan runs. */
export function jobSummary(f: JobSummaryFields): string | null {
  if (f.queue === QUEUES.mail) {
    const to = f.mailTo ? maskEmails(f.mailTo) : '(no recipient)';
    return f.mailSubject ? `To: ${to} — ${clip(redact(f.mailSubject), MAX_SUBJECT)}` : `To: ${to}`;
  }
  if (f.queue === QUEUES.crmSync) return f.vendorId ? `Company ${f.vendorId}` : null;
  return SCHEDULED[f.queue] ?? null;
}

/** The error message of a failed or retrying job (never its stack or other fields), redacted and clipped. */
export function jobErrorText(message: string | null): string | null {
  const text = message?.trim();
  return text ? clip(redact(text), MAX_ERROR) : null;
}
