import { describe, expect, it } from 'vitest';
import { accountBody, createDynamicsClient, odataString } from './dynamics-client.js';

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
});
