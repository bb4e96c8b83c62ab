import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createCrmParts } from './create-crm.js';
import { isRetryableCrmError } from './crm-error.js';
import {
  createCrmSimulator,
  parseEqFilter,
  parseOrFilter,
  SIMULATOR_AUTHORITY_URL,
  SIMULATOR_CREDENTIALS,
  SIMULATOR_URL,
  simulatorOpportunities,
  type CrmSimulator,
} from './crm-simulator.js';
import { createDynamicsClient } from './dynamics-client.js';
import { createClientCredentialsTokenSource } from './oauth-token-source.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The client and simulator as the portal wires them in simulator mode. */
const simulated = (file: string) => {
  const { client, simulator } = createCrmParts(
    loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: dir, CRM_SIMULATOR_FILE: file }),
  );
  return { sim: simulator!, client };
};

const TOKEN_URL = `${SIMULATOR_AUTHORITY_URL}/${SIMULATOR_CREDENTIALS.tenantId}/oauth2/v2.0/token`;

/** A token straight from the simulator's token endpoint. */
async function tokenFrom(sim: CrmSimulator, form: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: SIMULATOR_CREDENTIALS.clientId,
    client_secret: SIMULATOR_CREDENTIALS.clientSecret,
    scope: `${SIMULATOR_URL}/.default`,
    ...form,
  });
  return sim.fetch(TOKEN_URL, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
}
const bearer = async (sim: CrmSimulator) => ({ authorization: `Bearer ${((await (await tokenFrom(sim)).json()) as { access_token: string }).access_token}` });

describe('CRM simulator (the Dynamics OData subset, locally)', () => {
  it('starts with seeded accounts that exist in the CRM only', async () => {
    const { client } = simulated(path.join(dir, 'seed.json'));
    expect(await client.findAccountsByTaxId('11-1111111')).toEqual([
      { accountId: '8a1f2d3c-4b5e-4f60-9a7b-1c2d3e4f5a61', name: 'Chesapeake Steel Erectors', taxId: '11-1111111' },
    ]);
    expect(await client.findAccountsByTaxId('99-9999999')).toEqual([]);
  });

  it('creates accounts the way Dynamics does, and keeps them in its file across restarts', async () => {
    const file = path.join(dir, 'persist.json');
    const id = await simulated(file).client.createAccount({ name: 'Severn Masonry LLC', taxId: '64-7654321' });
    expect(JSON.parse(readFileSync(file, 'utf8')).accounts.some((a: { accountid: string }) => a.accountid === id)).toBe(true);
    expect(await simulated(file).client.findAccountsByTaxId('64-7654321')).toEqual([{ accountId: id, name: 'Severn Masonry LLC', taxId: '64-7654321' }]);
  });

  it('answers like OData for what it does not support', async () => {
    const { sim } = simulated(path.join(dir, 'odata.json'));
    const auth = await bearer(sim);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/accounts?$filter=contains(name,'a')`, { headers: auth })).status).toBe(400);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/contacts?$filter=x eq 'y'`, { headers: auth })).status).toBe(404);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/accounts?$filter=x eq 'y'`)).status).toBe(401);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/accounts`, { method: 'POST', headers: auth, body: '{}' })).status).toBe(400);
  });

  it('issues tokens only to the app registration it knows, for the Web API scope', async () => {
    const sim = createCrmSimulator({ file: path.join(dir, 'tokens.json'), taxIdField: 'hb_taxid' });
    const ok = await tokenFrom(sim);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3599, access_token: expect.any(String) });
    const refused = async (form: Record<string, string>) => {
      const res = await tokenFrom(sim, form);
      return [res.status, ((await res.json()) as { error: string }).error];
    };
    expect(await refused({ client_secret: 'wrong' })).toEqual([401, 'invalid_client']);
    expect(await refused({ client_id: 'someone-else' })).toEqual([400, 'unauthorized_client']);
    expect(await refused({ scope: 'https://graph.microsoft.com/.default' })).toEqual([400, 'invalid_scope']);
    expect(await refused({ grant_type: 'password' })).toEqual([400, 'unsupported_grant_type']);
    const otherTenant = await sim.fetch(`${SIMULATOR_AUTHORITY_URL}/other-tenant/oauth2/v2.0/token`, { method: 'POST', body: '' });
    expect(otherTenant.status).toBe(400);
  });

  it('refuses unknown, expired and revoked tokens on the Web API with 401', async () => {
    let now = 1_700_000_000_000;
    const sim = createCrmSimulator({ file: path.join(dir, 'expiry.json'), taxIdField: 'hb_taxid', tokenLifetimeSeconds: 600, now: () => now });
    const url = `${SIMULATOR_URL}/api/data/v9.2/accounts?$filter=hb_taxid eq '11-1111111'`;
    const auth = await bearer(sim);
    expect((await sim.fetch(url, { headers: auth })).status).toBe(200);
    expect((await sim.fetch(url, { headers: { authorization: 'Bearer made-up' } })).status).toBe(401);
    now += 600_000;
    const expired = await sim.fetch(url, { headers: auth });
    expect([expired.status, expired.headers.get('www-authenticate')]).toEqual([401, expect.stringContaining('authorization_uri=')]);
    const fresh = await bearer(sim);
    sim.revokeTokens();
    expect((await sim.fetch(url, { headers: fresh })).status).toBe(401);
  });

  it('is signed in to once for many calls, and again when its tokens expire or are refused', async () => {
    let now = 1_700_000_000_000;
    const clock = () => now;
    const sim = createCrmSimulator({ file: path.join(dir, 'sign-in.json'), taxIdField: 'hb_taxid', tokenLifetimeSeconds: 3600, now: clock });
    const tokens = createClientCredentialsTokenSource({
      authorityUrl: SIMULATOR_AUTHORITY_URL,
      ...SIMULATOR_CREDENTIALS,
      scope: `${SIMULATOR_URL}/.default`,
      fetch: sim.fetch,
      now: clock,
    });
    const client = createDynamicsClient({ baseUrl: SIMULATOR_URL, tokens, taxIdField: 'hb_taxid', fetch: sim.fetch });
    await Promise.all(Array.from({ length: 5 }, () => client.findAccountsByTaxId('11-1111111')));
    for (let i = 0; i < 5; i += 1) await client.listOpportunities({ pageSize: 10 });
    expect(sim.counts()).toMatchObject({ token: 1, api: 10, byRoute: { 'POST token': 1, 'GET accounts': 5, 'GET opportunities': 5 } });

    // Renewed a minute before it expires, so the Web API never sees an expired token.
    now += 3600_000 - 60_000;
    await client.findAccountsByTaxId('11-1111111');
    expect(sim.counts()).toMatchObject({ token: 2, api: 11 });

    // Refused before it expires: one 401, a new token, the same request again.
    sim.revokeTokens();
    sim.resetCounts();
    expect(await client.findAccountsByTaxId('11-1111111')).toHaveLength(1);
    expect(sim.counts()).toEqual({ token: 1, api: 2, failed: 0, byRoute: { 'POST token': 1, 'GET accounts': 2 } });
  });

  it('upserts an account by its id: creates it, then updates it, with no second account', async () => {
    const file = path.join(dir, 'upsert.json');
    const { client, sim } = simulated(file);
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    await client.upsertAccount(id, { name: 'Severn Masonry LLC', taxId: '64-7000001', city: 'Annapolis' });
    expect(await client.findAccountsByTaxId('64-7000001')).toEqual([{ accountId: id, name: 'Severn Masonry LLC', taxId: '64-7000001' }]);
    await client.upsertAccount(id, { name: 'Severn Masonry & Stone LLC', taxId: '64-7000001', phone: '410-555-0199' });
    await client.upsertAccount(id, { name: 'Severn Masonry & Stone LLC', taxId: '64-7000001', phone: '410-555-0199' });
    expect(await simulated(file).client.findAccountsByTaxId('64-7000001')).toEqual([{ accountId: id, name: 'Severn Masonry & Stone LLC', taxId: '64-7000001' }]);
    // Attributes not sent are kept (what CRM users entered stays).
    expect((await sim.accounts()).filter((a) => a.accountid === id)).toEqual([
      { accountid: id, name: 'Severn Masonry & Stone LLC', hb_taxid: '64-7000001', address1_city: 'Annapolis', telephone1: '410-555-0199' },
    ]);
    expect(sim.counts().byRoute['PATCH accounts']).toBe(3);
  });

  it('refuses to create an account without a name, as a request a retry will not fix', async () => {
    const { client } = simulated(path.join(dir, 'upsert-refused.json'));
    const err = await client.upsertAccount('7c9e6679-7425-40de-944b-e07fc1f90ae8', { name: '', taxId: '64-7000002' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'CRM_UNAVAILABLE', status: 400 });
    expect(isRetryableCrmError(err)).toBe(false);
  });

  it('goes down and comes back: an outage is CRM_UNAVAILABLE, retryable, for every call and the sign-in', async () => {
    const { client, sim } = simulated(path.join(dir, 'outage.json'));
    expect(await client.findAccountsByTaxId('11-1111111')).toHaveLength(1);
    for (const failure of ['network', 'http503'] as const) {
      sim.setAvailable(false, failure);
      expect(sim.available).toBe(false);
      for (const call of [
        () => client.findAccountsByTaxId('11-1111111'),
        () => client.upsertAccount('7c9e6679-7425-40de-944b-e07fc1f90ae9', { name: 'Down Co', taxId: null }),
        () => client.createAccount({ name: 'Down Co', taxId: null }),
        () => client.listOpportunities({ pageSize: 5 }),
      ]) {
        const err = await call().catch((e: unknown) => e);
        expect(err, failure).toMatchObject({ code: 'CRM_UNAVAILABLE', message: 'Something went wrong syncing with 365, try again later' });
        expect(isRetryableCrmError(err)).toBe(true);
      }
      expect((await tokenFrom(sim).catch(() => null))?.status ?? 'network error').toBe(failure === 'network' ? 'network error' : 503);
      sim.setAvailable(true);
      expect(await client.findAccountsByTaxId('11-1111111')).toHaveLength(1);
    }
    expect(sim.counts().failed).toBe(10);
    expect((await sim.accounts()).some((a) => a.name === 'Down Co')).toBe(false);
  });

  it("parses eq filters with OData's doubled quotes", () => {
    expect(parseEqFilter("hb_taxid eq 'O''Brien'")).toEqual({ attribute: 'hb_taxid', value: "O'Brien" });
    expect(parseEqFilter("hb_taxid eq 'x' or name eq 'y'")).toBeNull();
  });

  it('pages the seeded opportunities with a skip token, in order, each once', async () => {
    const { client } = simulated(path.join(dir, 'opportunities.json'));
    const names: string[] = [];
    let skipToken: string | null = null;
    let requests = 0;
    do {
      const page = await client.listOpportunities({ pageSize: 25, skipToken, sortField: 'projectName', sortOrder: 'ASC' });
      expect(page.totalCount).toBe(60);
      names.push(...page.opportunities.map((o) => `${o.projectName}|${o.opportunityId}`));
      skipToken = page.skipToken;
      requests += 1;
    } while (skipToken && requests < 5);
    expect(requests).toBe(3);
    expect(new Set(names).size).toBe(60);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('searches names and numbers case-insensitively and reads chosen opportunities by id', async () => {
    const { client } = simulated(path.join(dir, 'opportunities.json'));
    const found = await client.listOpportunities({ search: 'SCHOOL', pageSize: 100 });
    expect(found.opportunities.length).toBeGreaterThan(0);
    expect(found.opportunities.every((o) => /school/i.test(o.projectName))).toBe(true);
    expect(found.skipToken).toBeNull();
    const seed = simulatorOpportunities();
    const ids = [String(seed[7]!.opportunityid), String(seed[8]!.opportunityid)];
    const chosen = await client.getOpportunities([...ids, '00000000-0000-4000-8000-000000000000']);
    expect(chosen.map((o) => o.opportunityId).sort()).toEqual(ids.sort());
    expect(chosen[0]).toMatchObject({ projectNumber: expect.stringMatching(/^P-\d+$/), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('refuses filters it does not support', () => {
    expect(parseOrFilter("contains(name,'a') or opportunityid eq 5d2f0c1a-6b7e-4c3d-9e8f-000000000001")).toHaveLength(2);
    expect(parseOrFilter("contains(name,'a') and name eq 'b'")).toBeUndefined();
    expect(parseOrFilter(null)).toBeNull();
  });
});
