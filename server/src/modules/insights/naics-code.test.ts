import { REGISTRATION_MESSAGES } from '@portal/common/validation/registration-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';

/**
 * The company profile's NAICS Code, which picks the industry averages: saved through General Info over REST and
 * GraphQL, read back, audited, and refused with the portal's message when it is not six digits.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const SAVE = 'mutation($id:ID!,$i:RegistrationInput!,$v:Int){ updateGeneralInfo(vendorId:$id,input:$i,version:$v){ version naicsCode } }';
const READ = 'query($id:ID!){ registration(vendorId:$id){ naicsCode } }';

describe('naicsCode', () => {
  it('is saved from General Info (REST and GraphQL), read back and audited; a bad code is refused', async () => {
    const vendor = await createRegistration(portal, { status: 'APPROVED' });
    const token = await portal.tokenFor('SYSTEM_ADMIN');

    const rest = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', naicsCode: '238220', version: 1 } });
    expect(rest.status).toBe(200);
    expect(rest.body.naicsCode).toBe('238220');
    expect((await portal.em().findOneOrFail(Vendor, { id: vendor.id })).naicsCode).toBe('238220');
    const logs = await portal.em().find(AuditLog, { entityId: vendor.id }, { orderBy: { performedAt: 'desc' } });
    expect(JSON.stringify(logs[0]!.changes)).toContain('238220');

    const gql = await portal.gql(SAVE, { id: vendor.id, i: { naicsCode: '236220' }, v: 2 }, token);
    expect(gql.body.data.updateGeneralInfo).toEqual({ version: 3, naicsCode: '236220' });
    expect((await portal.gql(READ, { id: vendor.id }, token)).body.data.registration.naicsCode).toBe('236220');

    const bad = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', naicsCode: '2382', version: 3 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(REGISTRATION_MESSAGES.naicsFormat);
    expect((await portal.em().findOneOrFail(Vendor, { id: vendor.id })).naicsCode).toBe('236220');
  });
});
