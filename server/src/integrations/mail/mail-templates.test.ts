import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { companyInvitationMail } from '../../modules/invitations/invitation-mail.js';
import { prequalReturnedMail } from '../../modules/prequal/mail/review-mail.js';
import { accountApprovedMail, accountRejectedMail, signUpAddressInUseMail, signUpReceivedMail } from './account-templates.js';
import { documentExpiryMail } from './document-templates.js';
import { emailChangeAddressInUseMail, emailChangeConfirmMail, emailChangedMail, emailChangeRequestedMail } from './email-change-templates.js';
import { easternToday, formatMailDate, formatUsd } from './mail-format.js';
import { bullets, button, greeting, link, paragraph, renderMail, steps, table } from './mail-layout.js';
import type { MailMessage } from './mailer.js';
import { departmentDecisionMail, finalDecisionMail, prequalCompletedMail, prequalExpiredMail, renewalReminderMail } from './prequal-templates.js';
import { draftLinkMail, registrationApprovedMail, registrationRejectedMail, registrationSubmittedMail } from './registration-templates.js';
import { passwordResetMail } from './templates.js';
import { companyUserAddedMail, internalUserAddedMail } from './user-templates.js';

/** A value a user typed: markup and an ampersand, which the HTML part must escape and the text part keep. */
const HOSTILE = '<script>alert("x")</script> & Sons';
const HOSTILE_HTML = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons';
const TO = 'dana@example.com';
const EXPIRES = new Date('2027-11-24T04:59:00Z'); // still Nov 23 in New York

/** Every template, called with the hostile value where a user's words go and `url` for its link. */
const TEMPLATES: Record<string, (url: string) => MailMessage> = {
  passwordResetMail: (url) => passwordResetMail(TO, HOSTILE, url, 30),
  signUpReceivedMail: () => signUpReceivedMail(TO, HOSTILE, HOSTILE),
  accountApprovedMail: (url) => accountApprovedMail(TO, HOSTILE, url),
  accountRejectedMail: () => accountRejectedMail(TO, 'Dana', HOSTILE),
  signUpAddressInUseMail: (url) => signUpAddressInUseMail(TO, 'Dana', HOSTILE, url),
  registrationSubmittedMail: () => registrationSubmittedMail(TO, 'Dana', HOSTILE),
  registrationApprovedMail: (url) => registrationApprovedMail(TO, 'Dana', HOSTILE, url),
  registrationRejectedMail: () => registrationRejectedMail(TO, 'Dana', 'Acme', HOSTILE),
  draftLinkMail: (url) => draftLinkMail(TO, 'Dana', HOSTILE, url, 14),
  companyInvitationMail: (url) => companyInvitationMail(TO, HOSTILE, 'Pat Admin', url, 14),
  prequalReturnedMail: (url) => prequalReturnedMail(TO, 'Dana', 'Acme', HOSTILE, [{ form: 'Legal', question: 'Pending litigation', note: HOSTILE }], url),
  companyUserAddedMail: (url) => companyUserAddedMail(TO, 'Dana', HOSTILE, 'Pat Admin', url),
  internalUserAddedMail: (url) => internalUserAddedMail(TO, HOSTILE, 'PREQUAL_REVIEWER', 'Sam Sysadmin', url, false),
  departmentDecisionMail: (url) =>
    departmentDecisionMail(
      TO,
      'Dana',
      'Acme',
      { category: 'FINANCIAL', status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', mitigationPlan: HOSTILE, comment: 'ok' },
      url,
    ),
  finalDecisionMail: (url) => finalDecisionMail(TO, 'Dana', 'Acme', 'FINAL_REJECTED', HOSTILE, url),
  prequalCompletedMail: (url) =>
    prequalCompletedMail(
      TO,
      'Dana',
      HOSTILE,
      { decision: 'FINAL_APPROVED', limits: { single: '1000000.00', aggregate: '5000000', bonding: null }, expiresAt: EXPIRES },
      url,
    ),
  renewalReminderMail: (url) => renewalReminderMail(TO, 'Dana', HOSTILE, EXPIRES, url),
  prequalExpiredMail: (url) => prequalExpiredMail(TO, 'Dana', HOSTILE, EXPIRES, url),
  emailChangeConfirmMail: (url) => emailChangeConfirmMail(TO, HOSTILE, url, 24),
  emailChangeAddressInUseMail: (url) => emailChangeAddressInUseMail(TO, HOSTILE, url),
  emailChangeRequestedMail: (url) => emailChangeRequestedMail(TO, 'Dana', HOSTILE, url),
  emailChangedMail: (url) => emailChangedMail(TO, 'Dana', HOSTILE, url),
  documentExpiryMail: (url) =>
    documentExpiryMail(TO, 'Dana', 'Acme', [{ name: HOSTILE, category: 'Insurance', expiresAt: '2026-12-01' }], url, { today: '2026-11-23' }),
};

/** Templates without a link of their own (the request was received, or declined). */
const WITHOUT_LINK = new Set(['signUpReceivedMail', 'accountRejectedMail', 'registrationSubmittedMail', 'registrationRejectedMail']);

const VOID_ELEMENTS = new Set(['meta', 'br']);

/** The elements the layout emits, opened and closed in order; answers the first problem, or null. */
function unbalancedTag(html: string): string | null {
  const open: string[] = [];
  for (const [tag, slash, name] of html.replace(/^<!DOCTYPE html>/, '').matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g)) {
    const lower = name!.toLowerCase();
    if (VOID_ELEMENTS.has(lower)) continue;
    if (!slash) open.push(lower);
    else if (open.pop() !== lower) return `unexpected ${tag}`;
  }
  // Whatever is left of '<' outside a tag is a value that was not escaped.
  if (/<(?![/!]?[a-zA-Z])/.test(html)) return 'stray <';
  return open.length ? `unclosed <${open.at(-1)}>` : null;
}

describe.each(Object.entries(TEMPLATES))('%s', (templateName, make) => {
  const url = `https://portal.test/${templateName}?a=1&b=2`;
  const mail = make(url);

  it('has a subject, a text part and an HTML part with the layout', () => {
    expect(mail.to).toBe(TO);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text.length).toBeGreaterThan(0);
    expect(mail.html).toContain('Prequalification Portal</td>');
    expect(mail.html).toContain('max-width:600px');
    expect(unbalancedTag(mail.html!)).toBeNull();
  });

  it("escapes a user's words in HTML and keeps them verbatim in text", () => {
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).toContain(HOSTILE_HTML);
    expect(mail.html).not.toContain('<script');
  });

  it.skipIf(WITHOUT_LINK.has(templateName))('has its link in both parts, a real <a href> in HTML', () => {
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
  });

  it.skipIf(WITHOUT_LINK.has(templateName))('does not link an address that is not http(s)', () => {
    const bad = make('javascript:alert(1)');
    expect(bad.text).toContain('javascript:alert(1)');
    expect(bad.html).not.toMatch(/href="javascript/i);
    for (const [, href] of bad.html!.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:/);
    expect(unbalancedTag(bad.html!)).toBeNull();
  });
});

describe('the layout', () => {
  const blocks = [
    greeting('Dana'),
    paragraph('First line,', ['then ', link('https://x.test/a?b=1&c=2', 'a link'), '.']),
    button('https://x.test/go', 'Go'),
    bullets(['one', 'two'], 'Items:'),
    steps(['first', 'second']),
    table([['Single project limit', '$1.00']]),
  ];

  it('renders the text part block by block, with the footer naming the support address', () => {
    const mail = renderMail(TO, 'Subject', blocks, { supportEmail: 'help@example.com' });
    expect(mail.text).toBe(
      [
        'Hello Dana,',
        'First line,\nthen https://x.test/a?b=1&c=2.',
        'https://x.test/go',
        'Items:\n- one\n- two',
        '1. first\n2. second',
        'Single project limit: $1.00',
        '-- \nPrequalification Portal · Questions? Write to help@example.com',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<a href="https://x.test/a?b=1&amp;c=2" style="color:#1d4ed8;text-decoration:underline;">a link</a>');
    expect(mail.html).toContain('<ol');
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).toContain('Questions? Write to help@example.com');
    expect(unbalancedTag(mail.html!)).toBeNull();
  });

  it('survives MIME: both parts arrive as written through nodemailer and mailparser', async () => {
    const mail = renderMail(TO, `Hello ${HOSTILE}`, [...blocks, paragraph(HOSTILE)]);
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({ from: 'portal@example.com', ...mail });
    const parsed = await simpleParser((info as unknown as { message: Buffer }).message);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text?.trimEnd()).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
  });

  it('finds unbalanced markup (the checker itself works)', () => {
    expect(unbalancedTag('<p>a</p><ul><li>b</li></ul>')).toBeNull();
    expect(unbalancedTag('<p>a<b>c</p>')).toBe('unexpected </p>');
    expect(unbalancedTag('<table><tr><td>x</td></tr>')).toBe('unclosed <table>');
    expect(unbalancedTag('<p>1 < 2</p>')).toBe('stray <');
  });
});

describe('the values', () => {
  it('formats money as US dollars from the exact string', () => {
    expect(formatUsd('1250000.5')).toBe('$1,250,000.50');
    expect(formatUsd('999')).toBe('$999.00');
    expect(formatUsd('123456789012345.99')).toBe('$123,456,789,012,345.99');
    expect(formatUsd('-1000')).toBe('-$1,000.00');
    expect(formatUsd('n/a')).toBe('n/a');
  });

  it("formats an instant as its New York day and a calendar date as written ('MMM d, yyyy')", () => {
    expect(formatMailDate(new Date('2027-11-24T04:59:00Z'))).toBe('Nov 23, 2027');
    expect(formatMailDate(new Date('2027-07-01T04:00:00Z'))).toBe('Jul 1, 2027');
    expect(formatMailDate('2026-12-01')).toBe('Dec 1, 2026');
    expect(() => formatMailDate('12/01/2026')).toThrow(RangeError);
    expect(easternToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });

  it('lists the completion limits and the expiry day', () => {
    const { text } = TEMPLATES.prequalCompletedMail!('https://p.test/vendor/overview');
    expect(text).toContain('Single project limit: $1,000,000.00');
    expect(text).toContain('Aggregate limit: $5,000,000.00');
    expect(text).not.toContain('Bonding limit');
    expect(text).toContain('Valid until: Nov 23, 2027');
    expect(text).toContain('Decision: Approved.');
  });

  it('names the department decision as the screens do', () => {
    const mail = departmentDecisionMail(TO, 'Dana', 'Acme', { category: 'SAFETY_LITE', status: 'DEPARTMENT_NOT_APPROVED' }, 'https://p.test/');
    expect(mail.subject).toBe('Safety review of your prequalification: Not Approved');
    expect(mail.text).toContain('Decision: Not Approved');
    expect(mail.text).not.toContain('Comment:');
  });

  it('says approved or not approved for the final decision', () => {
    const approved = finalDecisionMail(TO, 'Dana', 'Acme', 'FINAL_APPROVED_WITH_MEETING', 'Welcome', 'https://p.test/');
    expect(approved.subject).toBe('Your prequalification is approved');
    expect(approved.text).toContain('Decision: Approved with Meeting.');
    expect(approved.text).toContain('Comment: Welcome');
    expect(finalDecisionMail(TO, 'Dana', 'Acme', 'FINAL_REJECTED', null, 'https://p.test/').subject).toBe('Your prequalification was not approved');
  });

  it('tells renewal is due and when it is required', () => {
    expect(renewalReminderMail(TO, 'Dana', 'Acme', EXPIRES, 'https://p.test/').subject).toBe('Your prequalification expires on Nov 23, 2027');
    expect(renewalReminderMail(TO, 'Dana', 'Acme', EXPIRES, 'https://p.test/').text).toContain('expires on Nov 23, 2027; renew now');
    const expired = prequalExpiredMail(TO, 'Dana', 'Acme', EXPIRES, 'https://p.test/');
    expect(expired.subject).toBe('Your prequalification has expired');
    expect(expired.text).toContain('expired on Nov 23, 2027; renewal is required');
  });

  it('splits documents into expired and expiring, oldest first', () => {
    const docs = [
      { name: 'COI 2027.pdf', category: 'Insurance', expiresAt: '2026-12-10' },
      { name: 'License.pdf', category: 'Licenses', expiresAt: '2026-11-01' },
      { name: 'W9.pdf', category: 'W9', expiresAt: '2026-11-23' },
    ];
    const mail = documentExpiryMail(TO, 'Dana', 'Acme', docs, 'https://p.test/vendor/file-manager', { today: '2026-11-23' });
    expect(mail.subject).toBe('Some of your company documents have expired');
    expect(mail.text).toContain('Expired:\n- License.pdf (Licenses): expired on Nov 1, 2026');
    expect(mail.text).toContain('Expiring soon:\n- W9.pdf (W9): expires on Nov 23, 2026\n- COI 2027.pdf (Insurance): expires on Dec 10, 2026');
    expect(documentExpiryMail(TO, 'Dana', 'Acme', docs.slice(0, 1), 'https://p.test/', { today: '2026-11-23' }).subject).toBe(
      'Some of your company documents expire soon',
    );
  });

  it('tells an added vendor user to wait for approval, and an internal user to sign in', () => {
    expect(companyUserAddedMail(TO, 'Dana', 'Acme', 'Pat', 'https://p.test/prequalification').text).toContain('you will receive an e-mail once yours is approved');
    const internal = internalUserAddedMail(TO, 'Dana', 'PREQUAL_ADMIN', 'Sam', 'https://p.test/prequalification', true);
    expect(internal.text).toContain('with the role Prequal Admin. You can sign in now.');
    expect(internal.text).toContain('with the password you were given');
  });
});
