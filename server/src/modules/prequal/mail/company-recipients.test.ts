import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, OTHER_VENDOR_ADMIN_EMAIL, startTestPortal, type TestPortal } from '../../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../../test/fixtures/prequal-fixtures.js';
import { Vendor, VendorContact } from '../../companies/index.js';
import { User } from '../../users/index.js';

/**
 * A return and every later decision reach the company's users who fill the forms (its active, approved
 * VENDOR_ADMIN and VENDOR_USER accounts) as well as the registration's primary contact, each address once, and
 * the vendor's form set says why the forms came back. Real SMTP (test/fakes/mail-catcher.ts), real queue.
 */
let portal: TestPortal;
let vendorId: string;
const ADMIN = DEMO_EMAILS.VENDOR_ADMIN;
const USER = DEMO_EMAILS.VENDOR_USER;
const INACTIVE = 'gone.user@example.com';
const PENDING = 'waiting.user@example.com';
const CONTACT_ONLY = 'owner.contact@example.com';

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
  const em = portal.em();
  const vendor = await em.findOneOrFail(Vendor, { id: vendorId });
  // Users of the company who must not be mailed: a deactivated one and one whose sign-up is still waiting.
  em.create(User, { name: 'Gina Gone', email: INACTIVE, role: 'VENDOR_USER', passwordHash: 'x', vendor, isActive: false });
  em.create(User, { name: 'Walt Waiting', email: PENDING, role: 'VENDOR_USER', passwordHash: 'x', vendor, registrationStatus: 'PENDING' });
  await em.flush();
});
afterAll(() => portal?.stop());

const as = (who: Parameters<TestPortal['tokenFor']>[0]) => portal.tokenFor(who);
const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }';
const ADMIN_REVIEW = 'mutation($v:ID!,$a:Boolean!,$c:String,$f:[PrequalFlagInput!]){ adminReview(vendorId:$v, approve:$a, commentText:$c, flags:$f){ prequalStatus } }';
const DECIDE = 'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }';
const FINAL = 'mutation($v:ID!,$s:FinalDecision!,$c:String){ finalDecision(vendorId:$v, status:$s, commentText:$c){ prequalStatus } }';
const NOTICE = 'query { prequalForms { prequalStatus returned { comment questions { tab form question path note } } } }';

/** The primary contact's address (position 0 of the registration's contacts). */
async function setContactEmail(email: string): Promise<void> {
  await portal.em().nativeUpdate(VendorContact, { vendor: vendorId, position: 0 }, { email });
}

async function vendorSubmits(instance: string): Promise<void> {
  const fileId = await storedFileOf(portal, vendorId);
  const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
  const res = await portal.gql(SUBMIT, { v: vendorId, i: instance, f: forms }, await as('VENDOR_ADMIN'));
  expect(res.body.errors).toBeUndefined();
}

async function ok(query: string, variables: Record<string, unknown>, who: Parameters<TestPortal['tokenFor']>[0]): Promise<void> {
  const res = await portal.gql(query, variables, await as(who));
  expect(res.body.errors).toBeUndefined();
}

/** Waits until the mail queue has handed every job to the SMTP server (or failed it), so counts are final. */
async function mailSettled(): Promise<void> {
  await expect
    .poll(
      async () =>
        Number(
          (await portal.em().execute<{ n: string }[]>(`select count(*) as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`))[0]!.n,
        ),
      { timeout: 15_000, interval: 100 },
    )
    .toBe(0);
}

/** How many mails whose subject matches went to each address (lower-cased). */
function countsBySubject(subject: RegExp): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of portal.mail.messages.filter((x) => subject.test(x.subject ?? ''))) {
    for (const a of [m.to].flat().flatMap((t) => t?.value ?? [])) counts[a.address!.toLowerCase()] = (counts[a.address!.toLowerCase()] ?? 0) + 1;
  }
  return counts;
}

describe('mails of the review pipeline', () => {
  it('a return reaches the primary contact and the active company admin and user, each once; the form set carries the comment and the flagged question', async () => {
    // The contact is the admin's own address in other letters: one mail, not two.
    await setContactEmail('Vendor.Admin@Example.com');
    const { instance } = await begunPrequal(portal, vendorId);
    await vendorSubmits(instance);
    await ok(
      ADMIN_REVIEW,
      { v: vendorId, a: false, c: 'Please give the audited revenue.', f: [{ category: 'FINANCIAL', path: 'revenue2024', note: 'Audited figure, please' }] },
      'PREQUAL_ADMIN',
    );

    const toUser = await portal.mail.waitFor(USER, /returned for corrections/);
    expect(toUser.text).toContain('Comment: Please give the audited revenue.');
    expect(toUser.text).toContain('- Financial: Revenue 2024 (Audited figure, please)');
    expect(toUser.text).toContain('Umar User');
    await portal.mail.waitFor(ADMIN, /returned for corrections/);
    await mailSettled();
    expect(countsBySubject(/returned for corrections/)).toEqual({ [ADMIN]: 1, [USER]: 1 });

    // The company's users see why in the portal, until the forms are submitted again.
    for (const who of ['VENDOR_ADMIN', 'VENDOR_USER'] as const) {
      const res = await portal.gql(NOTICE, {}, await as(who));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.prequalForms).toEqual({
        prequalStatus: 'IN_PROGRESS',
        returned: {
          comment: 'Please give the audited revenue.',
          questions: [{ tab: 'FINANCIAL', form: 'Financial', question: 'Revenue 2024', path: 'revenue2024', note: 'Audited figure, please' }],
        },
      });
    }
    await vendorSubmits(instance);
    const after = await portal.gql(NOTICE, {}, await as('VENDOR_USER'));
    expect(after.body.data.prequalForms).toEqual({ prequalStatus: 'ADMIN_REVIEW_PENDING', returned: null });
  });

  it('each department decision and the final decision reach a primary contact without an account and the company users; never another company', async () => {
    await setContactEmail(CONTACT_ONLY);
    await ok(ADMIN_REVIEW, { v: vendorId, a: true }, 'PREQUAL_ADMIN');
    await ok(DECIDE, { v: vendorId, i: { category: 'SAFETY', status: 'DEPARTMENT_APPROVED' } }, 'PREQUAL_REVIEWER');
    await ok(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Open litigation' } }, 'PREQUAL_REVIEWER');
    await ok(DECIDE, { v: vendorId, i: { category: 'FINANCIAL', status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Losses' } }, 'PREQUAL_REVIEWER');
    await ok(FINAL, { v: vendorId, s: 'FINAL_REJECTED', c: 'Litigation and losses.' }, 'PREQUAL_ADMIN');

    const rejected = await portal.mail.waitFor(USER, /was not approved/);
    expect(rejected.text).toContain('Comment: Litigation and losses.');
    const legal = await portal.mail.waitFor(ADMIN, /Legal review of your prequalification/);
    expect(legal.text).toContain('Open litigation');
    await portal.mail.waitFor(CONTACT_ONLY, /was not approved/);
    await mailSettled();
    const everyone = { [CONTACT_ONLY]: 1, [ADMIN]: 1, [USER]: 1 };
    for (const subject of [/Safety review/, /Legal review/, /Financial review/, /was not approved/]) expect(countsBySubject(subject)).toEqual(everyone);

    // Nobody else was ever written to: not the inactive or waiting users, not the other company's admin.
    const reached = new Set(portal.mail.messages.flatMap((m) => [m.to].flat().flatMap((t) => t?.value.map((v) => v.address!.toLowerCase()) ?? [])));
    for (const address of [INACTIVE, PENDING, OTHER_VENDOR_ADMIN_EMAIL]) expect(reached.has(address)).toBe(false);
  });
});
