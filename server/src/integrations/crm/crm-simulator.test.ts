import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCrmSimulator, parseEqFilter, parseOrFilter, SIMULATOR_URL, simulatorOpportunities } from './crm-simulator.js';
import { createDynamicsClient } from './dynamics-client.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const simulated = (file: string) => {
  const sim = createCrmSimulator({ file, taxIdField: 'hb_taxid' });
  return { sim, client: createDynamicsClient({ baseUrl: SIMULATOR_URL, token: 'simulator', taxIdField: 'hb_taxid', fetch: sim.fetch }) };
};

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
    const auth = { authorization: 'Bearer x' };
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/accounts?$filter=contains(name,'a')`, { headers: auth })).status).toBe(400);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/contacts?$filter=x eq 'y'`, { headers: auth })).status).toBe(404);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/accounts?$filter=x eq 'y'`)).status).toBe(401);
    expect((await sim.fetch(`${SIMULATOR_URL}/api/data/v9.2/accounts`, { method: 'POST', headers: auth, body: '{}' })).status).toBe(400);
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
