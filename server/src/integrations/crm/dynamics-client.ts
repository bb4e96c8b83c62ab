import { AppError } from '../../errors.js';
import type { CrmAccount, CrmClient, CrmOpportunity, NewCrmAccount, OpportunitySort } from './crm-client.js';
import { CrmError, CrmInputError, crmReasonOf, isRetryableStatus } from './crm-error.js';
import { TokenRequestError, type AccessTokenSource } from './oauth-token-source.js';

export interface DynamicsOptions {
  /** Organisation URL, e.g. https://contoso.crm.dynamics.com. */
  baseUrl: string;
  /** Bearer tokens (OAuth client credentials, ./oauth-token-source.ts). */
  tokens: AccessTokenSource;
  /** The account attribute holding the tax ID (a customisation, e.g. hb_taxid). */
  taxIdField: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DYNAMICS_API_PATH = '/api/data/v9.2';

/** An OData string literal: quotes doubled, so a value can never end the literal early. */
export const odataString = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** The account id in an OData-EntityId header: ".../accounts(00000000-0000-0000-0000-000000000000)". */
const ENTITY_ID = /accounts\(([0-9a-f-]{36})\)\s*$/i;

/**
 * The opportunity attributes the portal reads: the standard name, pipeline phase and estimated value, and the
 * builder's own project number and dates (customisations, prefixed like hb_taxid and hb_erpid).
 */
export const OPPORTUNITY_ATTRIBUTES = {
  opportunityId: 'opportunityid',
  projectNumber: 'hb_projectnumber',
  projectName: 'name',
  projectStage: 'stepname',
  projectVolume: 'estimatedvalue',
  startDate: 'hb_startdate',
  endDate: 'hb_enddate',
} as const satisfies Record<keyof CrmOpportunity, string>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids asked for in one request (an `or` of eq terms; the URL stays short). */
const IDS_PER_REQUEST = 25;

/** A thin Dynamics 365 Web API client (OData v4): the calls onboarding and the project import need, nothing more. */
export function createDynamicsClient(opts: DynamicsOptions): CrmClient {
  const api = `${opts.baseUrl.replace(/\/+$/, '')}${DYNAMICS_API_PATH}`;
  const doFetch = opts.fetch ?? fetch;
  const headers = {
    accept: 'application/json',
    'odata-maxversion': '4.0',
    'odata-version': '4.0',
  };

  async function bearer(): Promise<string> {
    try {
      return await opts.tokens.token();
    } catch (err) {
      // Retryable whatever the identity platform answered: a wrong or expired secret is renewed by an operator, and
      // the work waiting on the CRM should then go through rather than have been given up.
      if (err instanceof TokenRequestError) throw new CrmError(`no access token: ${err.message}`, true, { status: err.status, cause: err });
      throw err;
    }
  }

  async function send(method: string, url: string, token: string, body: string | undefined, extraHeaders: Record<string, string>): Promise<Response> {
    try {
      return await doFetch(url, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
          ...extraHeaders,
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new CrmError(`${method} ${url} failed`, true, { cause: err });
    }
  }

  /**
   * One Web API request. `callerInput` names a value in it that came from the caller unchanged (e.g. 'skiptoken'):
   * a 400 then is the caller's mistake (CrmInputError), not the CRM failing.
   */
  async function call(method: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}, callerInput?: string): Promise<Response> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let token = await bearer();
    let res = await send(method, url, token, payload, extraHeaders);
    if (res.status === 401) {
      // Revoked or expired early (e.g. the app user was reset): a new token, once; a second 401 is reported.
      await res.body?.cancel();
      opts.tokens.invalidate(token);
      token = await bearer();
      res = await send(method, url, token, payload, extraHeaders);
    }
    if (!res.ok) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const text = await res.text();
      if (res.status === 400 && callerInput) throw new CrmInputError(callerInput, crmReasonOf(text), res.status);
      throw new CrmError(`${method} ${url} answered ${res.status}: ${text.slice(0, 500)}`, isRetryableStatus(res.status), {
        status: res.status,
        retryAfterSeconds: res.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      });
    }
    return res;
  }

  /** The JSON of an answer; anything else (e.g. a proxy's error page with 200) as an outage. */
  async function jsonOf<T>(res: Response, what: string): Promise<T> {
    try {
      return (await res.json()) as T;
    } catch (err) {
      throw new CrmError(`${what} answered something other than JSON`, true, { status: res.status, cause: err });
    }
  }

  return {
    async findAccountsByTaxId(taxId) {
      const field = opts.taxIdField;
      const query = `$select=${['accountid', 'name', field].join(',')}&$filter=${encodeURIComponent(`${field} eq ${odataString(taxId)}`)}`;
      const res = await call('GET', `${api}/accounts?${query}`);
      const body = await jsonOf<{ value?: Record<string, unknown>[] }>(res, 'accounts query');
      if (!Array.isArray(body.value)) throw unavailable('accounts query answered without a value list');
      return body.value.map((a): CrmAccount => ({
        accountId: String(a.accountid),
        name: String(a.name ?? ''),
        taxId: typeof a[field] === 'string' ? (a[field] as string) : null,
      }));
    },

    async createAccount(account) {
      const res = await call('POST', `${api}/accounts`, accountBody(account, opts.taxIdField));
      const id = ENTITY_ID.exec(res.headers.get('odata-entityid') ?? '')?.[1];
      if (!id) throw unavailable('account created without an OData-EntityId header');
      return id.toLowerCase();
    },

    async upsertAccount(accountId, account) {
      if (!GUID.test(accountId)) throw AppError.badInput(`${accountId} is not an account id`);
      // PATCH by key without If-Match/If-None-Match is Dynamics' upsert: it creates the account with this id when
      // there is none and updates it otherwise, so sending it again (a retried job) changes nothing further.
      const res = await call('PATCH', `${api}/accounts(${accountId.toLowerCase()})`, accountBody(account, opts.taxIdField));
      await res.body?.cancel();
    },

    async listOpportunities(q) {
      const a = OPPORTUNITY_ATTRIBUTES;
      const search = q.search?.trim();
      const order = q.sortOrder === 'DESC' ? 'desc' : 'asc';
      const params = [
        `$select=${Object.values(a).join(',')}`,
        '$count=true',
        // The id last, so pages never overlap among equal values.
        `$orderby=${encodeURIComponent(`${a[sortAttribute(q.sortField)]} ${order},${a.opportunityId} ${order}`)}`,
        ...(search
          ? [`$filter=${encodeURIComponent(`contains(${a.projectName},${odataString(search)}) or contains(${a.projectNumber},${odataString(search)})`)}`]
          : []),
        ...(q.skipToken ? [`$skiptoken=${encodeURIComponent(q.skipToken)}`] : []),
      ];
      // Dynamics pages with odata.maxpagesize (not $top, which caps the whole result and ends paging).
      // The skip token is the caller's, passed through as it came (the portal builds everything else of the query).
      const res = await call(
        'GET',
        `${api}/opportunities?${params.join('&')}`,
        undefined,
        { prefer: `odata.maxpagesize=${q.pageSize}` },
        q.skipToken ? 'skiptoken' : undefined,
      );
      const body = await jsonOf<{ value?: Record<string, unknown>[]; '@odata.count'?: number; '@odata.nextLink'?: string }>(res, 'opportunities query');
      if (!Array.isArray(body.value)) throw unavailable('opportunities query answered without a value list');
      return {
        opportunities: body.value.map(opportunityOf),
        totalCount: typeof body['@odata.count'] === 'number' ? body['@odata.count'] : body.value.length,
        skipToken: skipTokenOf(body['@odata.nextLink']),
      };
    },

    async getOpportunities(ids) {
      const a = OPPORTUNITY_ATTRIBUTES;
      for (const id of ids) if (!GUID.test(id)) throw AppError.badInput(`${id} is not an opportunity id`);
      const found: CrmOpportunity[] = [];
      for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
        const filter = ids
          .slice(i, i + IDS_PER_REQUEST)
          .map((id) => `${a.opportunityId} eq ${id}`)
          .join(' or ');
        const res = await call('GET', `${api}/opportunities?$select=${Object.values(a).join(',')}&$filter=${encodeURIComponent(filter)}`);
        const body = await jsonOf<{ value?: Record<string, unknown>[] }>(res, 'opportunities query');
        if (!Array.isArray(body.value)) throw unavailable('opportunities query answered without a value list');
        found.push(...body.value.map(opportunityOf));
      }
      return found;
    },
  };
}

const sortAttribute = (field: OpportunitySort | null | undefined): keyof typeof OPPORTUNITY_ATTRIBUTES => field ?? 'projectName';

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** An opportunity as the portal names it: money as exact text, dates as YYYY-MM-DD. */
export function opportunityOf(o: Record<string, unknown>): CrmOpportunity {
  const a = OPPORTUNITY_ATTRIBUTES;
  const value = o[a.projectVolume];
  const date = (v: unknown) => textOrNull(v)?.slice(0, 10) ?? null;
  return {
    opportunityId: String(o[a.opportunityId]).toLowerCase(),
    projectNumber: textOrNull(o[a.projectNumber]),
    projectName: String(o[a.projectName] ?? ''),
    projectStage: textOrNull(o[a.projectStage]),
    projectVolume: typeof value === 'number' && Number.isFinite(value) ? String(value) : textOrNull(value),
    startDate: date(o[a.startDate]),
    endDate: date(o[a.endDate]),
  };
}

/** The $skiptoken of an @odata.nextLink (Dynamics' paging cookie), or null on the last page. */
export function skipTokenOf(nextLink: string | undefined): string | null {
  if (!nextLink) return null;
  try {
    return new URL(nextLink).searchParams.get('$skiptoken');
  } catch {
    return null;
  }
}

/** An account as Dynamics names its attributes; blanks are left out, so an upsert never clears what CRM users entered. */
export function accountBody(a: NewCrmAccount, taxIdField: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: a.name,
    [taxIdField]: a.taxId,
    telephone1: a.phone,
    websiteurl: a.website,
    emailaddress1: a.email,
    address1_line1: a.addressLine1,
    address1_line2: a.addressLine2,
    address1_city: a.city,
    address1_stateorprovince: a.state,
    address1_postalcode: a.zip,
    address1_country: a.country,
    numberofemployees: a.employees,
    description: a.description,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined && v !== ''));
}

/** An answer of an unexpected shape: retryable, as it is the CRM's (or a proxy's) passing fault, not the request's. */
const unavailable = (reason: string): CrmError => new CrmError(reason, true);
