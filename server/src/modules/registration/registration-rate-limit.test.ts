import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createDraft, draftHeader } from '../../../test/fixtures/onboarding-fixtures.js';
import { Vendor } from '../companies/index.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ ANONYMOUS_REGISTRATION_WRITES_PER_HOUR: '2' });
});
afterAll(() => portal?.stop());

const saveDraft = (companyName: string, token?: string | null) =>
  portal.gql('mutation($i:RegistrationInput!){ saveRegistrationDraft(input:$i){ vendorId } }', { i: { companyName } }, token);

it('limits anonymous draft saves per client, leaving nothing behind, and leaves signed-in staff alone', async () => {
  expect((await saveDraft('First Draft LLC')).body.data.saveRegistrationDraft.vendorId).toBeTruthy();
  const { vendor: draft, token } = await createDraft(portal);
  const resaved = await portal.rest('PUT', `/vendors/draft/${draft.id}`, { body: { companyName: 'Renamed Draft LLC' }, headers: draftHeader(token) });
  expect(resaved.status).toBe(200);

  const refused = await saveDraft('Third Draft LLC');
  expect(refused.status).toBe(429);
  expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await portal.em().count(Vendor, { companyName: 'Third Draft LLC' })).toBe(0);

  // Internal staff edit drafts without counting against anyone.
  const admin = await portal.tokenFor('PREQUAL_ADMIN');
  expect((await portal.rest('PUT', `/vendors/draft/${draft.id}`, { body: { companyName: 'Staff Edit LLC' }, token: admin })).status).toBe(200);
});
