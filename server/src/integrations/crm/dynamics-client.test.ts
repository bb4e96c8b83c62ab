import { describe, expect, it } from 'vitest';
import { accountBody, createDynamicsClient, odataString, opportunityOf, skipTokenOf } from './dynamics-client.js';

/** A fetch that records what it was asked and answers what the test says. */
function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

const client = (fetch: typeof globalThis.fetch) =>
  createDynamicsClient({ baseUrl: 'https://contoso.crm.dynamics.com/', token: 't0k3n', taxIdField: 'hb_taxid', fetch });

describe('Dynamics 365 Web API client', () => {
  it('queries accounts by tax ID with OData $select and $filter and a bearer token', async () => {
    const fake = fakeFetch(() => Response.json({ value: [{ accountid: 'A1', name: 'Chesapeake Steel Erectors', hb_taxid: '11-1111111' }] }));
    const accounts = await client(fake.fn).findAccountsByTaxId('11-1111111');
    expect(accounts).toEqual([{ accountId: 'A1', name: 'Chesapeake Steel Erectors', taxId: '11-1111111' }]);
    const [call] = fake.calls;
    expect(call!.url).toBe("https://contoso.crm.dynamics.com/api/data/v9.2/accounts?$select=accountid,name,hb_taxid&$filter=hb_taxid%20eq%20'11-1111111'");
    expect(call!.init.method).toBe('GET');
    expect(call!.init.headers).toMatchObject({ authorization: 'Bearer t0k3n', accept: 'application/json', 'odata-version': '4.0', 'odata-maxversion': '4.0' });
  });

  it('quotes OData string literals so a value cannot end the literal', () => {
    expect(odataString("O'Brien")).toBe("'O''Brien'");
  });

  it('creates an account with Dynamics attribute names and reads its id from OData-EntityId', async () => {
    const id = '5b0e4f3c-9f3a-4c55-8f40-2f8a0d2f1c11';
    const fake = fakeFetch(
      () => new Response(null, { status: 204, headers: { 'OData-EntityId': `https://contoso.crm.dynamics.com/api/data/v9.2/accounts(${id.toUpperCase()})` } }),
    );
    const accountId = await client(fake.fn).createAccount({
      name: 'Severn Masonry LLC',
      taxId: '64-1234567',
      phone: '410-555-0100',
      city: 'Annapolis',
      addressLine2: null,
      employees: 12,
    });
    expect(accountId).toBe(id);
    const [call] = fake.calls;
    expect([call!.init.method, call!.url]).toEqual(['POST', 'https://contoso.crm.dynamics.com/api/data/v9.2/accounts']);
    expect(JSON.parse(String(call!.init.body))).toEqual({
      name: 'Severn Masonry LLC',
      hb_taxid: '64-1234567',
      telephone1: '410-555-0100',
      address1_city: 'Annapolis',
      numberofemployees: 12,
    });
    expect(call!.init.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
  });

  it('turns failures into CRM_UNAVAILABLE with the specification message', async () => {
    const refused = fakeFetch(() => new Response('{"error":{"message":"Principal user is missing prvReadAccount"}}', { status: 403 }));
    await expect(client(refused.fn).findAccountsByTaxId('11-1111111')).rejects.toMatchObject({
      code: 'CRM_UNAVAILABLE',
      message: 'Something went wrong syncing with 365, try again later',
    });
    const noId = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(client(noId.fn).createAccount({ name: 'X', taxId: null })).rejects.toMatchObject({ code: 'CRM_UNAVAILABLE' });
    const down = { fn: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch };
    await expect(client(down.fn).findAccountsByTaxId('11-1111111')).rejects.toMatchObject({ code: 'CRM_UNAVAILABLE' });
  });

  it('leaves blank attributes out of a new account', () => {
    expect(accountBody({ name: 'A', taxId: '', website: undefined, email: 'a@b.co' }, 'hb_taxid')).toEqual({ name: 'A', emailaddress1: 'a@b.co' });
  });

  it('reads a page of opportunities with $select, $count, $orderby, a contains filter, the page size in Prefer and the skip token', async () => {
    const next = 'https://contoso.crm.dynamics.com/api/data/v9.2/opportunities?$skiptoken=%3Ccookie%20pagenumber%3D%223%22%20%2F%3E';
    const fake = fakeFetch(() =>
      Response.json({
        '@odata.count': 61,
        '@odata.nextLink': next,
        value: [
          {
            opportunityid: 'A1B2C3D4-0000-4000-8000-000000000001',
            name: 'Towson Library',
            hb_projectnumber: 'P-1',
            stepname: 'Propose',
            estimatedvalue: 1250000.5,
            hb_startdate: '2027-03-01T00:00:00Z',
            hb_enddate: null,
          },
        ],
      }),
    );
    const page = await client(fake.fn).listOpportunities({
      search: "O'Brien",
      pageSize: 25,
      skipToken: '<cookie pagenumber="2" />',
      sortField: 'projectVolume',
      sortOrder: 'DESC',
    });
    expect(page).toEqual({
      totalCount: 61,
      skipToken: '<cookie pagenumber="3" />',
      opportunities: [
        {
          opportunityId: 'a1b2c3d4-0000-4000-8000-000000000001',
          projectName: 'Towson Library',
          projectNumber: 'P-1',
          projectStage: 'Propose',
          projectVolume: '1250000.5',
          startDate: '2027-03-01',
          endDate: null,
        },
      ],
    });
    const url = new URL(fake.calls[0]!.url);
    expect(url.pathname).toBe('/api/data/v9.2/opportunities');
    expect(url.searchParams.get('$select')).toBe('opportunityid,hb_projectnumber,name,stepname,estimatedvalue,hb_startdate,hb_enddate');
    expect(url.searchParams.get('$count')).toBe('true');
    expect(url.searchParams.get('$orderby')).toBe('estimatedvalue desc,opportunityid desc');
    expect(url.searchParams.get('$filter')).toBe("contains(name,'O''Brien') or contains(hb_projectnumber,'O''Brien')");
    expect(url.searchParams.get('$skiptoken')).toBe('<cookie pagenumber="2" />');
    expect(url.searchParams.has('$top')).toBe(false);
    expect(fake.calls[0]!.init.headers).toMatchObject({ prefer: 'odata.maxpagesize=25', authorization: 'Bearer t0k3n' });
  });

  it('reads chosen opportunities by id, 25 ids a request, and refuses anything but ids', async () => {
    const fake = fakeFetch(() => Response.json({ value: [] }));
    const ids = Array.from({ length: 30 }, (_, i) => `5d2f0c1a-6b7e-4c3d-9e8f-${String(i).padStart(12, '0')}`);
    await client(fake.fn).getOpportunities(ids);
    expect(fake.calls).toHaveLength(2);
    expect(new URL(fake.calls[1]!.url).searchParams.get('$filter')).toBe(
      ids
        .slice(25)
        .map((id) => `opportunityid eq ${id}`)
        .join(' or '),
    );
    await expect(client(fake.fn).getOpportunities(["x' or 1 eq 1"])).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('reads the skip token from @odata.nextLink and keeps money as text', () => {
    expect(skipTokenOf(undefined)).toBeNull();
    expect(skipTokenOf('https://x.test/api/data/v9.2/opportunities?$select=name&$skiptoken=abc')).toBe('abc');
    expect(opportunityOf({ opportunityid: 'a', name: 'N', estimatedvalue: '99.95' }).projectVolume).toBe('99.95');
  });
});
