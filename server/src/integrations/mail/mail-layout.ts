import type { MailMessage } from './mailer.js';

/**
 * Every mail's body is described once, as blocks, and rendered twice: the text part and the HTML part come from
 * the same blocks, so they cannot say different things. In HTML every value is escaped and only http(s) addresses
 * become links; the layout is a 600px table with inline styles, since many mail clients drop <style>.
 */

export const PORTAL_NAME = 'Prequalification Portal';

/** A link inside running text: its address in the text part, an <a href> (with the label, if any) in HTML. */
export interface MailLink {
  readonly href: string;
  readonly label?: string;
}

/** Running text: plain words, or words and links. */
export type MailText = string | readonly (string | MailLink)[];

export type MailBlock =
  /** "Hello Dana," (or "Hello," without a name). */
  | { readonly kind: 'greeting'; readonly name?: string }
  /** One paragraph; its lines are separate lines in the text part and flow together in HTML. */
  | { readonly kind: 'paragraph'; readonly lines: readonly MailText[] }
  /** The mail's main action: the address alone on its line in text, a button (and the address) in HTML. */
  | { readonly kind: 'button'; readonly href: string; readonly label: string }
  | { readonly kind: 'bullets'; readonly intro?: string; readonly items: readonly MailText[] }
  | { readonly kind: 'steps'; readonly intro?: string; readonly items: readonly MailText[] }
  /** Label and value pairs, such as limits: "Label: value" lines in text, a two-column table in HTML. */
  | { readonly kind: 'table'; readonly rows: readonly (readonly [string, string])[] };

export interface MailOptions {
  /** The support address for the footer (config SUPPORT_EMAIL); without it the footer only names the portal. */
  supportEmail?: string;
}

export const greeting = (name?: string): MailBlock => (name === undefined ? { kind: 'greeting' } : { kind: 'greeting', name });
export const paragraph = (...lines: MailText[]): MailBlock => ({ kind: 'paragraph', lines });
export const button = (href: string, label: string): MailBlock => ({ kind: 'button', href, label });
export const bullets = (items: readonly MailText[], intro?: string): MailBlock =>
  intro === undefined ? { kind: 'bullets', items } : { kind: 'bullets', intro, items };
export const steps = (items: readonly MailText[], intro?: string): MailBlock => (intro === undefined ? { kind: 'steps', items } : { kind: 'steps', intro, items });
export const table = (rows: readonly (readonly [string, string])[]): MailBlock => ({ kind: 'table', rows });
export const link = (href: string, label?: string): MailLink => (label === undefined ? { href } : { href, label });

/** Renders a mail's subject and blocks into the message with both parts. */
export function renderMail(to: string, subject: string, blocks: readonly MailBlock[], options: MailOptions = {}): MailMessage {
  return { to, subject, text: renderText(blocks, options), html: renderHtml(subject, blocks, options) };
}

// ---- text ----------------------------------------------------------------------------------------------------

export function renderText(blocks: readonly MailBlock[], options: MailOptions = {}): string {
  // "-- " is the signature separator mail clients recognise and grey out.
  return [...blocks.map(blockText), `-- \n${footerWords(options)}`].join('\n\n');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'greeting':
      return block.name === undefined ? 'Hello,' : `Hello ${block.name},`;
    case 'paragraph':
      return block.lines.map(inlineText).join('\n');
    case 'button':
      return block.href;
    case 'bullets':
      return withIntro(
        block.intro,
        block.items.map((item) => `- ${inlineText(item)}`),
      );
    case 'steps':
      return withIntro(
        block.intro,
        block.items.map((item, i) => `${i + 1}. ${inlineText(item)}`),
      );
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

const withIntro = (intro: string | undefined, lines: string[]) => (intro === undefined ? lines : [intro, ...lines]).join('\n');

function inlineText(text: MailText): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : part.href)).join('');
}

function footerWords({ supportEmail }: MailOptions): string {
  return supportEmail ? `${PORTAL_NAME} · Questions? Write to ${supportEmail}` : `${PORTAL_NAME} · This is an automated message.`;
}

// ---- HTML ----------------------------------------------------------------------------------------------------

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const P = `margin:0 0 16px 0;${FONT}font-size:15px;line-height:22px;color:#1f2933;`;
const LIST = `margin:0 0 16px 0;padding:0 0 0 24px;${FONT}font-size:15px;line-height:22px;color:#1f2933;`;
const A = 'color:#1d4ed8;text-decoration:underline;';
const CELL = `padding:6px 12px 6px 0;${FONT}font-size:15px;line-height:22px;color:#1f2933;vertical-align:top;text-align:left;`;

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text and attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The address when it may be a link (http or https), otherwise null: a javascript: or data: address is shown, not linked. */
export function safeHref(href: string): string | null {
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

export function renderHtml(subject: string, blocks: readonly MailBlock[], options: MailOptions = {}): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background-color:#f3f4f6;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid #d9dee4;">',
    `<tr><td style="padding:16px 24px;background-color:#1f3a5f;color:#ffffff;${FONT}font-size:18px;font-weight:bold;">${escapeHtml(PORTAL_NAME)}</td></tr>`,
    '<tr><td style="padding:24px 24px 8px 24px;">',
    ...blocks.map(blockHtml),
    '</td></tr>',
    `<tr><td style="padding:12px 24px;border-top:1px solid #d9dee4;${FONT}font-size:12px;line-height:18px;color:#6b7280;">${escapeHtml(footerWords(options))}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'greeting':
      return `<p style="${P}">${escapeHtml(blockText(block))}</p>`;
    case 'paragraph':
      return `<p style="${P}">${block.lines.map(inlineHtml).join(' ')}</p>`;
    case 'button':
      return buttonHtml(block.href, block.label);
    case 'bullets':
      return introHtml(block.intro) + listHtml('ul', block.items);
    case 'steps':
      return introHtml(block.intro) + listHtml('ol', block.items);
    case 'table':
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;border-collapse:collapse;">',
        ...block.rows.map(
          ([label, value]) => `<tr><th scope="row" style="${CELL}font-weight:bold;">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`,
        ),
        '</table>',
      ].join('\n');
  }
}

const introHtml = (intro: string | undefined) => (intro === undefined ? '' : `<p style="${P}margin-bottom:8px;">${escapeHtml(intro)}</p>\n`);

function listHtml(tag: 'ul' | 'ol', items: readonly MailText[]): string {
  return [`<${tag} style="${LIST}">`, ...items.map((item) => `<li style="margin:0 0 4px 0;">${inlineHtml(item)}</li>`), `</${tag}>`].join('\n');
}

function inlineHtml(text: MailText): string {
  if (typeof text === 'string') return escapeHtml(text);
  return text.map((part) => (typeof part === 'string' ? escapeHtml(part) : anchor(part.href, part.label ?? part.href))).join('');
}

/** A link, or its words alone when the address is not http(s). */
function anchor(href: string, label: string): string {
  const safe = safeHref(href);
  return safe === null ? escapeHtml(label) : `<a href="${escapeHtml(safe)}" style="${A}">${escapeHtml(label)}</a>`;
}

function buttonHtml(href: string, label: string): string {
  const safe = safeHref(href);
  // Not a web address: the label and the address as words, so the reader still sees what was meant.
  if (safe === null) return `<p style="${P}">${escapeHtml(label)}: ${escapeHtml(href)}</p>`;
  const url = escapeHtml(safe);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">',
    `<tr><td style="border-radius:4px;background-color:#1d4ed8;"><a href="${url}" style="display:inline-block;padding:10px 20px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a></td></tr>`,
    '</table>',
    `<p style="${P}font-size:13px;color:#4b5563;">If the button does not work, open this address: <a href="${url}" style="${A}word-break:break-all;">${url}</a></p>`,
  ].join('\n');
}
