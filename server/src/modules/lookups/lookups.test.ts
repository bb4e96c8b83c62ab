import { REGIONS } from '@portal/common/lookups/regions';
import { SPECIALTY_TRADES } from '@portal/common/lookups/trades/specialty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('lookup lists', () => {
  it("serves common's lists by name, over REST and GraphQL, to anyone", async () => {
    const rest = await portal.rest('GET', '/lookups/regions');
    expect(rest.body).toEqual(REGIONS.map((r) => ({ label: r.label, value: r.value })));
    const gql = await portal.gql('{ lookup(name:"workTypes"){ value } }');
    expect(gql.body.data.lookup.map((o: { value: string }) => o.value)).toEqual([
      'SUPPLY_ONLY',
      'SUPPLY_AND_INSTALL',
      'CONSULTANTS',
      'PROJECT_SITE_OPERATIONS_SERVICES',
      'SPECIALTY',
    ]);
  });

  it('serves the trades of a work type and the regions of a country by key', async () => {
    expect((await portal.rest('GET', '/lookups/trades?key=SPECIALTY')).body).toEqual(SPECIALTY_TRADES.map((t) => ({ label: t.label, value: t.value })));
    const states = (await portal.rest('GET', `/lookups/countryRegions?key=${encodeURIComponent('United States')}`)).body as { value: string }[];
    expect(states.map((s) => s.value)).toContain('Maryland');
    expect((await portal.gql('{ lookup(name:"countryRegions", key:"Atlantis"){ value } }')).body.data.lookup).toEqual([]);
  });

  it('answers 404 for a list that does not exist', async () => {
    for (const name of ['nope', 'constructor', 'tradesByWorkType']) {
      const res = await portal.rest('GET', `/lookups/${name}`);
      expect([res.status, res.body.type]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
