import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';

/**
 * The return notice (the reviewer's comment and the flagged questions) reaches REST clients as it reaches the
 * screens: GET /vendor/prequal answers it under the GraphQL type's names, through real HTTP.
 */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
});
afterAll(() => portal?.stop());

const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }';
const RETURN = 'mutation($v:ID!,$c:String,$f:[PrequalFlagInput!]){ adminReview(vendorId:$v, approve:false, commentText:$c, flags:$f){ prequalStatus } }';
const NOTICE = 'query($i:String){ prequalForms(instance:$i){ returned { comment questions { tab form question path note } } } }';

async function submit(instance: string): Promise<void> {
  const fileId = await storedFileOf(portal, vendorId);
  const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
  const res = await portal.gql(SUBMIT, { v: vendorId, i: instance, f: forms }, await portal.tokenFor('VENDOR_ADMIN'));
  expect(res.body.errors).toBeUndefined();
}

it('GET /vendor/prequal answers the return notice as GraphQL does while the forms are back, and null once submitted again', async () => {
  const { instance } = await begunPrequal(portal, vendorId);
  const vendor = await portal.tokenFor('VENDOR_ADMIN');
  const staff = await portal.tokenFor('PREQUAL_ADMIN');
  const before = await portal.rest('GET', `/vendor/prequal?category=LEGAL&instance=${instance}`, { token: vendor });
  expect(before.status).toBe(200);
  expect(before.body.returned).toBeNull();

  await submit(instance);
  const returned = await portal.gql(
    RETURN,
    { v: vendorId, c: 'Please give the audited revenue.', f: [{ category: 'FINANCIAL', path: 'revenue2024', note: 'Audited figure, please' }] },
    staff,
  );
  expect(returned.body.errors).toBeUndefined();

  const graphql = await portal.gql(NOTICE, { i: instance }, vendor);
  expect(graphql.body.data.prequalForms.returned).toEqual({
    comment: 'Please give the audited revenue.',
    questions: [{ tab: 'FINANCIAL', form: 'Financial', question: 'Revenue 2024', path: 'revenue2024', note: 'Audited figure, please' }],
  });
  // Every tab's form carries the notice (the comment is the cycle's), the vendor's own and staff's path alike.
  const own = await portal.rest('GET', `/vendor/prequal?category=LEGAL&instance=${instance}`, { token: vendor });
  expect(own.status).toBe(200);
  expect(own.body.returned).toEqual(graphql.body.data.prequalForms.returned);
  const staffView = await portal.rest('GET', `/vendor/prequal/${vendorId}?category=FINANCIAL&instance=${instance}`, { token: staff });
  expect(staffView.status).toBe(200);
  expect(staffView.body.returned).toEqual(graphql.body.data.prequalForms.returned);

  await submit(instance);
  const after = await portal.rest('GET', `/vendor/prequal?category=FINANCIAL&instance=${instance}`, { token: vendor });
  expect(after.body.returned).toBeNull();
});
