import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';

/**
 * The opportunities page passes the caller's skip token through to the CRM. When the CRM refuses that token, the
 * caller sent something wrong (400 with the CRM's reason); when the CRM is down, the portal failed (502).
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const OPPORTUNITIES = 'query($t:String){ crmOpportunities(options: { limit:25,skiptoken:$t }){ totalCount skiptoken } }';
const rest = async (skiptoken: string) => portal.rest('POST', '/dynamic365/projects?limit=25', { token: await portal.tokenFor('PREQUAL_ADMIN'), body: { skiptoken } });
const gql = async (skiptoken: string) => portal.gql(OPPORTUNITIES, { t: skiptoken }, await portal.tokenFor('PREQUAL_ADMIN'));

describe('a skip token the CRM refuses (POST /dynamic365/projects, crmOpportunities)', () => {
  it("answers 400 with the CRM's reason on REST and BAD_USER_INPUT on GraphQL", async () => {
    const res = await rest('<cookie pagenumber="zero" />');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      type: 'BAD_USER_INPUT',
      message: '365 refused the skiptoken: The $skiptoken is not valid',
      errors: { skiptoken: 'The $skiptoken is not valid' },
    });

    const answer = await gql('garbage');
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0]).toMatchObject({ message: '365 refused the skiptoken: The $skiptoken is not valid', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('still answers a CRM outage as 502 "Something went wrong syncing with 365", a good token included', async () => {
    const first = await portal.rest('POST', '/dynamic365/projects?limit=25', { token: await portal.tokenFor('PREQUAL_ADMIN'), body: {} });
    const next: string = first.body.skiptoken;
    expect(next).toBeTruthy();
    for (const failure of ['network', 'http503'] as const) {
      portal.crmSimulator!.setAvailable(false, failure);
      try {
        const res = await rest(next);
        expect([res.status, res.body.type, res.body.message], failure).toEqual([502, 'CRM_UNAVAILABLE', 'Something went wrong syncing with 365, try again later']);
        expect((await gql(next)).body.errors[0].extensions.code, failure).toBe('CRM_UNAVAILABLE');
      } finally {
        portal.crmSimulator!.setAvailable(true);
      }
    }
    expect((await rest(next)).status).toBe(200);
  });
});
