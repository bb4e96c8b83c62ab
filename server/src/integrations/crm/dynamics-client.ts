import { MESSAGES } from '@portal/common/errors';
import { AppError } from '../../errors.js';
import type { CrmAccount, CrmClient, NewCrmAccount } from './crm-client.js';

export interface DynamicsOptions {
  /** Organisation URL, e.g. https://contoso.crm.dynamics.com. */
  baseUrl: string;
  token: string;
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

/** A thin Dynamics 365 Web API client (OData v4): the two calls onboarding needs, nothing more. */
export function createDynamicsClient(opts: DynamicsOptions): CrmClient {
  const api = `${opts.baseUrl.replace(/\/+$/, '')}${DYNAMICS_API_PATH}`;
  const doFetch = opts.fetch ?? fetch;
  const headers = {
    authorization: `Bearer ${opts.token}`,
    accept: 'application/json',
    'odata-maxversion': '4.0',
    'odata-version': '4.0',
  };

  async function call(method: string, url: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json; charset=utf-8' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw unavailable(`${method} ${url} failed`, err);
    }
    if (!res.ok) throw unavailable(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    return res;
  }

  return {
    async findAccountsByTaxId(taxId) {
      const field = opts.taxIdField;
      const query = `$select=${['accountid', 'name', field].join(',')}&$filter=${encodeURIComponent(`${field} eq ${odataString(taxId)}`)}`;
      const res = await call('GET', `${api}/accounts?${query}`);
      const body = (await res.json()) as { value?: Record<string, unknown>[] };
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
  };
}

/** A new account as Dynamics names its attributes; blanks are left out. */
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

function unavailable(detail: string, cause?: unknown): AppError {
  const err = new AppError('CRM_UNAVAILABLE', MESSAGES.crmUnavailable);
  (err as { cause?: unknown }).cause = cause ?? new Error(detail);
  return err;
}
