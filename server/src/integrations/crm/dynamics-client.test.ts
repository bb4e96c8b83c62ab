import { describe, expect, it } from 'vitest';
import { httpStatusFor, type AppError } from '../../errors.js';
import { CrmError, isRetryableCrmError } from './crm-error.js';
import { accountBody, createDynamicsClient, odataString, opportunityOf, skipTokenOf } from './dynamics-client.js';
import { createClientCredentialsTokenSource, TokenRequestError, type AccessTokenSource } from './oauth-token-source.js';

/** A fetch that records what it was asked and answers what the test says. */
function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

/** Always the same token (the token source has tests of its own). */
const fixedToken: AccessTokenSource = { token: async () => 't0k3n', invalidate: () => {} };

const client = (fetch: typeof globalThis.fetch, tokens: AccessTokenSource = fixedToken) =>
  createDynamicsClient({ baseUrl: 'https://contoso.crm.dynamics.com/', tokens, taxIdField: 'hb_taxid', fetch });

/** What a call failed with. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a failure'),
    (e: unknown) => e as CrmError,
  );

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

  it('tells failures a retry can fix (outage, throttling, sign-in) from requests the CRM refuses as they are', async () => {
    const answering = (status: number, headers: Record<string, string> = {}) =>
      failure(client(fakeFetch(() => new Response('{"error":{"message":"x"}}', { status, headers })).fn).findAccountsByTaxId('11-1111111'));
    for (const status of [500, 502, 503, 504, 408, 401]) expect(isRetryableCrmError(await answering(status)), String(status)).toBe(true);
    const throttled = await answering(429, { 'Retry-After': '7' });
    expect([isRetryableCrmError(throttled), throttled.extra.retryAfterSeconds, throttled.status]).toEqual([true, 7, 429]);
    for (const status of [400, 403, 404, 412]) {
      const refused = await answering(status);
      expect([refused.code, isRetryableCrmError(refused), refused.status], String(status)).toEqual(['CRM_UNAVAILABLE', false, status]);
    }
    const down = (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect(isRetryableCrmError(await failure(client(down).findAccountsByTaxId('11-1111111')))).toBe(true);
    const proxyPage = fakeFetch(() => new Response('<html>gateway</html>', { status: 200 }));
    expect(isRetryableCrmError(await failure(client(proxyPage.fn).findAccountsByTaxId('11-1111111')))).toBe(true);
    // Not a CRM failure at all: a job should not retry it.
    expect(isRetryableCrmError(new Error('x'))).toBe(false);
  });

  it('reports a failed token request as a retryable CRM_UNAVAILABLE, without asking the Web API', async () => {
    const api = fakeFetch(() => Response.json({ value: [] }));
    const noToken: AccessTokenSource = {
      token: () => Promise.reject(new TokenRequestError('POST https://login.microsoftonline.com/t/oauth2/v2.0/token answered 401', 401)),
      invalidate: () => {},
    };
    const err = await failure(client(api.fn, noToken).findAccountsByTaxId('11-1111111'));
    expect([err.code, err.message, isRetryableCrmError(err)]).toEqual(['CRM_UNAVAILABLE', 'Something went wrong syncing with 365, try again later', true]);
    expect(api.calls).toHaveLength(0);
  });

  it('on a 401 drops the token and retries once with a new one; a second 401 is reported', async () => {
    let issued = 0;
    const calls: { url: string; authorization: string | null }[] = [];
    let refuse = 1;
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).includes('/oauth2/v2.0/token')) return Response.json({ token_type: 'Bearer', expires_in: 3599, access_token: `token-${++issued}` });
      calls.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      if (refuse > 0) {
        refuse -= 1;
        return new Response(null, { status: 401 });
      }
      return Response.json({ value: [] });
    }) as typeof globalThis.fetch;
    const tokens = createClientCredentialsTokenSource({
      authorityUrl: 'https://login.microsoftonline.com',
      tenantId: 't',
      clientId: 'c',
      clientSecret: 's',
      scope: 'https://contoso.crm.dynamics.com/.default',
      fetch,
    });
    const crm = client(fetch, tokens);
    expect(await crm.findAccountsByTaxId('11-1111111')).toEqual([]);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(calls[0]!.url).toBe(calls[1]!.url);

    refuse = 2;
    const err = await failure(crm.findAccountsByTaxId('11-1111111'));
    expect([err.status, isRetryableCrmError(err)]).toEqual([401, true]);
    // token-2 (cached) refused, token-3 refused: two requests, one new token, then the error.
    expect([calls.length, issued]).toEqual([4, 3]);
  });

  it('upserts an account by the id the portal chose with PATCH accounts(<id>)', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const id = '5B0E4F3C-9F3A-4C55-8F40-2F8A0D2F1C11';
    await client(fake.fn).upsertAccount(id, { name: 'Severn Masonry LLC', taxId: '64-1234567', website: '', employees: 4 });
    const [call] = fake.calls;
    expect([call!.init.method, call!.url]).toEqual(['PATCH', `https://contoso.crm.dynamics.com/api/data/v9.2/accounts(${id.toLowerCase()})`]);
    expect(JSON.parse(String(call!.init.body))).toEqual({ name: 'Severn Masonry LLC', hb_taxid: '64-1234567', numberofemployees: 4 });
    // No If-Match / If-None-Match: that is what makes the PATCH an upsert.
    expect(Object.keys(call!.init.headers as Record<string, string>).map((h) => h.toLowerCase())).not.toContain('if-match');
    expect(call!.init.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', authorization: 'Bearer t0k3n' });
    await expect(client(fake.fn).upsertAccount("x') or (1", { name: 'X', taxId: null })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(fake.calls).toHaveLength(1);
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

describe("a CRM refusal: the caller's input, or the portal's failure", () => {
  const refusing = (status: number, message = 'Invalid paging cookie.') =>
    fakeFetch(() => new Response(JSON.stringify({ error: { code: '0x80040203', message } }), { status, headers: { 'content-type': 'application/json' } }));
  const page = (fake: ReturnType<typeof fakeFetch>, skipToken: string | null) => failure(client(fake.fn).listOpportunities({ pageSize: 25, skipToken }));

  it("answers a 400 to the caller's paging token as the caller's BAD_USER_INPUT with the CRM's reason, not retried", async () => {
    const err = await page(refusing(400), 'not-a-cookie');
    expect([err.code, err.message, (err as AppError).options.fieldErrors]).toEqual([
      'BAD_USER_INPUT',
      '365 refused the skiptoken: Invalid paging cookie.',
      { skiptoken: 'Invalid paging cookie.' },
    ]);
    expect(httpStatusFor(err.code)).toBe(400);
    expect(isRetryableCrmError(err)).toBe(false);
    // The reason is the CRM's words only, kept short and on one line.
    const long = await page(refusing(400, `bad\r\ncookie ${'x'.repeat(1000)}`), 'not-a-cookie');
    expect((long as AppError).options.fieldErrors!.skiptoken).toMatch(/^bad cookie x{280,}…$/);
    expect((long as AppError).options.fieldErrors!.skiptoken!.length).toBeLessThanOrEqual(300);
  });

  it('keeps a 400 to a request of its own making, a 401/403 (its credentials) and an outage the portal’s CRM_UNAVAILABLE', async () => {
    expect((await page(refusing(400), null)).code).toBe('CRM_UNAVAILABLE');
    for (const status of [401, 403, 404, 429, 500, 503]) {
      const err = await page(refusing(status), 'a-cookie');
      expect([err.code, httpStatusFor(err.code)], String(status)).toEqual(['CRM_UNAVAILABLE', 502]);
    }
    const down = { fn: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch, calls: [] };
    expect((await page(down, 'a-cookie')).code).toBe('CRM_UNAVAILABLE');
  });
});
