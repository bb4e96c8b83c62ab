import { labelOf, walkFields, type FormField } from '@portal/common/forms/field-model';
import { bullets, greeting, link, paragraph, renderMail, type MailBlock, type MailOptions } from '../../../integrations/mail/mail-layout.js';
import type { MailMessage } from '../../../integrations/mail/mailer.js';

/** A flagged question as the return mail lists it. */
export interface FlaggedQuestion {
  form: string;
  question: string;
  note: string;
}

/**
 * A flag's question in words: the field's label (a repeatable group's child with its row, "Competent persons,
 * row 2: Certificate"), or the path itself when the template has no such label.
 */
export function questionLabel(fields: readonly FormField[], path: string): string {
  const parts = path.split('.');
  const slug = parts.at(-1)!;
  const row = parts.length === 3 && /^\d+$/.test(parts[1]!) ? Number(parts[1]) + 1 : null;
  const hit = walkFields(fields).find(({ field, dynamicGroup }) => field.slug === slug && (parts.length === 1 || dynamicGroup?.slug === parts[0]));
  if (!hit) return path;
  const label = labelOf(hit.field);
  if (hit.dynamicGroup && hit.dynamicGroup !== hit.field) {
    return `${labelOf(hit.dynamicGroup)}${row ? `, row ${row}` : ''}: ${label}`;
  }
  return label;
}

/** To the company's primary contact when its forms are returned: the comment and each flagged question with its note. */
export function prequalReturnedMail(
  to: string,
  name: string,
  companyName: string,
  comment: string,
  flags: readonly FlaggedQuestion[],
  formLink: string,
  options?: MailOptions,
): MailMessage {
  const blocks: MailBlock[] = [
    greeting(name),
    paragraph(`The prequalification forms of ${companyName} have been returned to you for corrections.`),
    paragraph(`Comment: ${comment}`),
  ];
  if (flags.length) {
    blocks.push(
      bullets(
        flags.map((f) => `${f.form}: ${f.question} (${f.note})`),
        'Please correct these answers:',
      ),
    );
  }
  blocks.push(paragraph(['Open your forms, correct them and submit them again: ', link(formLink)]));
  return renderMail(to, 'Your prequalification forms were returned for corrections', blocks, options);
}
