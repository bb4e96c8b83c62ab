import { bullets, button, greeting, paragraph, renderMail, type MailBlock, type MailOptions } from './mail-layout.js';
import type { MailMessage } from './mailer.js';
import { easternToday, formatMailDate } from './mail-format.js';

/** A company document with an expiry date, as the file managers list it. */
export interface ExpiringDocument {
  /** The file's name. */
  name: string;
  /** Where it was filed, in words (e.g. "Insurance", "W9"). */
  category: string;
  /** YYYY-MM-DD. */
  expiresAt: string;
}

export interface DocumentMailOptions extends MailOptions {
  /** The day that divides expired from expiring (YYYY-MM-DD); today in New York unless given. */
  today?: string;
}

/**
 * documentExpiryMail(to, name, companyName, documents, fileManagerLink): a company's documents that have expired
 * (expiry before today) or expire soon, each with its category and expiry date, and the link to the vendor's
 * file manager (/vendor/file-manager) where current versions are uploaded.
 */
export function documentExpiryMail(
  to: string,
  name: string,
  companyName: string,
  documents: readonly ExpiringDocument[],
  fileManagerLink: string,
  options: DocumentMailOptions = {},
): MailMessage {
  const today = options.today ?? easternToday();
  const byDate = [...documents].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.name.localeCompare(b.name));
  const expired = byDate.filter((d) => d.expiresAt < today);
  const expiring = byDate.filter((d) => d.expiresAt >= today);
  const item = (d: ExpiringDocument, verb: string) => `${d.name} (${d.category}): ${verb} ${formatMailDate(d.expiresAt)}`;
  const blocks: MailBlock[] = [
    greeting(name),
    paragraph(`Some documents of ${companyName} on the Prequalification Portal have expired or expire soon. Please upload current versions in your file manager.`),
  ];
  if (expired.length)
    blocks.push(
      bullets(
        expired.map((d) => item(d, 'expired on')),
        'Expired:',
      ),
    );
  if (expiring.length)
    blocks.push(
      bullets(
        expiring.map((d) => item(d, 'expires on')),
        'Expiring soon:',
      ),
    );
  blocks.push(button(fileManagerLink, 'Open your file manager'));
  return renderMail(to, expired.length ? 'Some of your company documents have expired' : 'Some of your company documents expire soon', blocks, options);
}
