import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';
import { DYNAMICS_API_PATH, OPPORTUNITY_ATTRIBUTES } from './dynamics-client.js';

/** Where the simulator pretends to live; requests to it never leave the process. */
export const SIMULATOR_URL = 'http://crm-simulator.local';
/** Where its Microsoft identity platform pretends to live (the token endpoint). */
export const SIMULATOR_AUTHORITY_URL = 'http://login.crm-simulator.local';
/** The app registration the simulator knows by default; the portal's simulator mode signs in with it. */
export const SIMULATOR_CREDENTIALS: SimulatorCredentials = {
  tenantId: '00000000-0000-4000-8000-00000000c0de',
  clientId: '00000000-0000-4000-8000-0000000a9901',
  clientSecret: 'crm-simulator-client-secret',
};

export interface SimulatorCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

type Account = Record<string, string | number | null> & { accountid: string; name: string };

/** Accounts the simulated CRM starts with: the demo company, and companies that exist in Dynamics only. */
export function simulatorSeed(taxIdField: string): Account[] {
  return [
    { accountid: DEMO_COMPANY.accountId, name: DEMO_COMPANY.companyName, [taxIdField]: DEMO_COMPANY.taxId },
    { accountid: '8a1f2d3c-4b5e-4f60-9a7b-1c2d3e4f5a61', name: 'Chesapeake Steel Erectors', [taxIdField]: '11-1111111' },
    { accountid: '8a1f2d3c-4b5e-4f60-9a7b-1c2d3e4f5a62', name: 'Potomac Glass & Glazing Inc', [taxIdField]: '33-3333333' },
    { accountid: '8a1f2d3c-4b5e-4f60-9a7b-1c2d3e4f5a63', name: 'Blue Ridge Site Utilities', [taxIdField]: '44-4444444' },
  ];
}

export interface CrmSimulatorOptions {
  file: string;
  taxIdField: string;
  /** The app registration its token endpoint accepts; default SIMULATOR_CREDENTIALS. */
  credentials?: SimulatorCredentials;
  /** How long an issued token is valid (the identity platform's are about an hour). */
  tokenLifetimeSeconds?: number;
  /** The clock (tests move it to expire tokens). */
  now?: () => number;
}

/** Requests the simulator answered: the token endpoint, the Web API, and per route (e.g. 'PATCH accounts'). */
export interface SimulatorCounts {
  token: number;
  api: number;
  /** Requests failed by an outage (setAvailable(false)); counted nowhere else. */
  failed: number;
  byRoute: Record<string, number>;
}

export interface CrmSimulator {
  fetch: typeof fetch;
  /**
   * An outage: while unavailable every request, the token endpoint's too, fails as a refused connection
   * ('network', the default) or answers 503 ('http503'), until setAvailable(true).
   */
  setAvailable(available: boolean, failure?: 'network' | 'http503'): void;
  readonly available: boolean;
  counts(): SimulatorCounts;
  resetCounts(): void;
  /** Invalidates every token issued so far, as when Dynamics stops honouring them before they expire. */
  revokeTokens(): void;
  /** The simulated CRM's accounts as the Web API stores them (attribute names, e.g. accountid, name, hb_taxid). */
  accounts(): Promise<Account[]>;
}

/** accounts(<id>): one account by its key. */
const ACCOUNT_KEY = new RegExp(`^${DYNAMICS_API_PATH.replace(/\./g, '\\.')}/accounts\\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\)$`, 'i');

/**
 * A local stand-in for Dynamics 365 and its sign-in, answering the subset the portal uses: the Microsoft identity
 * platform's client-credentials token endpoint (POST {authority}/{tenant}/oauth2/v2.0/token, checking the app
 * registration it was created with and issuing tokens that expire), and on the Web API, with a valid bearer token only,
 * `GET accounts?$select=a,b&$filter=<attribute> eq '<text>'`, `POST accounts` (204 with an OData-EntityId header),
 * `PATCH accounts(<id>)` (upsert: creates the account with that id or updates it), and `GET opportunities` with
 * $select, $filter (contains(...) or eq terms joined by `or`), $orderby, $count=true and paging by
 * `Prefer: odata.maxpagesize` and @odata.nextLink's $skiptoken (the builder's opportunities are a fixed seed,
 * simulatorOpportunities()). Accounts persist in a JSON file, so approvals survive a restart (it is a laptop and test
 * stand-in: replicas sharing the file may lose an account written at the same instant). It is a `fetch`, so the real
 * Dynamics client (its token handling and request building) runs against it; it counts requests and can be switched
 * off to rehearse an outage.
 */
export function createCrmSimulator(opts: CrmSimulatorOptions): CrmSimulator {
  const credentials = opts.credentials ?? SIMULATOR_CREDENTIALS;
  const lifetimeSeconds = opts.tokenLifetimeSeconds ?? 3599;
  const now = opts.now ?? Date.now;
  const apiHost = new URL(SIMULATOR_URL).host;
  const authorityHost = new URL(SIMULATOR_AUTHORITY_URL).host;
  /** Issued tokens and when each expires. */
  const tokens = new Map<string, number>();
  let outage: 'network' | 'http503' | null = null;
  let counts: SimulatorCounts = { token: 0, api: 0, failed: 0, byRoute: {} };

  // Read on every request, so replicas sharing the file see each other's accounts.
  const load = async (): Promise<Account[]> =>
    existsSync(opts.file) ? (JSON.parse(await readFile(opts.file, 'utf8')) as { accounts: Account[] }).accounts : simulatorSeed(opts.taxIdField);

  // Writes in this process run one after another (read, change, write), so none is lost.
  let writing: Promise<unknown> = Promise.resolve();
  const write = (change: (accounts: Account[]) => Account[]): Promise<void> => {
    const run = writing.then(async () => {
      const list = change(await load());
      await mkdir(path.dirname(opts.file), { recursive: true });
      const tmp = `${opts.file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify({ accounts: list }, null, 2));
      await rename(tmp, opts.file);
    });
    writing = run.catch(() => {});
    return run;
  };

  const count = (kind: 'token' | 'api', route: string) => {
    counts[kind] += 1;
    counts.byRoute[route] = (counts.byRoute[route] ?? 0) + 1;
  };

  /** The token endpoint: the app registration's id and secret for a token of the Web API's default scope. */
  function issueToken(url: URL, method: string, init: RequestInit | undefined): Response {
    count('token', `${method} token`);
    const tenant = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(url.pathname)?.[1];
    if (!tenant) return json(404, { error: 'not_found', error_description: `No endpoint at ${url.pathname}` });
    if (method !== 'POST') return json(405, { error: 'invalid_request', error_description: 'The token endpoint accepts POST only' });
    if (decodeURIComponent(tenant) !== credentials.tenantId) {
      return json(400, { error: 'invalid_request', error_description: `AADSTS90002: Tenant '${tenant}' not found.` });
    }
    const form = new URLSearchParams(typeof init?.body === 'string' || init?.body instanceof URLSearchParams ? init.body : '');
    if (form.get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'AADSTS70003: The app requested an unsupported grant type.' });
    }
    if (form.get('client_id') !== credentials.clientId) {
      return json(400, { error: 'unauthorized_client', error_description: `AADSTS700016: Application '${form.get('client_id')}' was not found in the directory.` });
    }
    if (form.get('client_secret') !== credentials.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
    }
    if (form.get('scope') !== `${SIMULATOR_URL}/.default`) {
      return json(400, { error: 'invalid_scope', error_description: `AADSTS70011: The provided value for scope '${form.get('scope')}' is not valid.` });
    }
    for (const [t, expiresAt] of tokens) if (expiresAt <= now()) tokens.delete(t);
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, now() + lifetimeSeconds * 1000);
    return json(200, { token_type: 'Bearer', expires_in: lifetimeSeconds, ext_expires_in: lifetimeSeconds, access_token: accessToken });
  }

  async function webApi(url: URL, method: string, headers: Headers, init: RequestInit | undefined): Promise<Response> {
    const key = ACCOUNT_KEY.exec(url.pathname)?.[1]?.toLowerCase();
    const entity = key ? 'accounts' : url.pathname.slice(DYNAMICS_API_PATH.length + 1);
    count('api', `${method} ${entity}`);
    const token = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : tokens.get(token);
    if (expiresAt === undefined || expiresAt <= now()) {
      // As Dynamics: no body, and where to sign in.
      return new Response(null, {
        status: 401,
        headers: { 'WWW-Authenticate': `Bearer authorization_uri=${SIMULATOR_AUTHORITY_URL}/${credentials.tenantId}/oauth2/authorize, resource_id=${SIMULATOR_URL}/` },
      });
    }
    if (key) {
      if (method !== 'PATCH') return odataError(405, `${method} is not supported`);
      return upsert(key, init);
    }
    if (url.pathname === `${DYNAMICS_API_PATH}/opportunities`) {
      if (method !== 'GET') return odataError(405, `${method} is not supported`);
      return opportunities(url, headers);
    }
    if (url.pathname !== `${DYNAMICS_API_PATH}/accounts`) return odataError(404, `Resource not found for the segment '${url.pathname}'`);

    if (method === 'GET') {
      const filter = parseEqFilter(url.searchParams.get('$filter'));
      if (!filter) return odataError(400, "The simulator supports only $filter=<attribute> eq '<text>'");
      const select = url.searchParams.get('$select')?.split(',').filter(Boolean);
      const rows = (await load()).filter((a) => a[filter.attribute] === filter.value);
      const value = rows.map((a) => (select ? Object.fromEntries(select.map((k) => [k, a[k] ?? null])) : a));
      return json(200, { '@odata.context': `${SIMULATOR_URL}${DYNAMICS_API_PATH}/$metadata#accounts`, value });
    }
    if (method === 'POST') {
      const body = jsonBody(init);
      if (body instanceof Response) return body;
      if (typeof body.name !== 'string' || body.name.trim() === '') return odataError(400, 'name is required');
      const account = { ...(body as Account), accountid: randomUUID() };
      await write((list) => [...list, account]);
      return created(account.accountid);
    }
    return odataError(405, `${method} is not supported`);
  }

  /** PATCH accounts(<id>): the attributes sent replace those stored; a new account needs a name. */
  async function upsert(id: string, init: RequestInit | undefined): Promise<Response> {
    const body = jsonBody(init);
    if (body instanceof Response) return body;
    if (body.accountid !== undefined && String(body.accountid).toLowerCase() !== id) return odataError(400, 'accountid does not match the key');
    let refusal: Response | null = null;
    await write((list) => {
      const existing = list.find((a) => a.accountid === id);
      if (existing) return list.map((a) => (a === existing ? ({ ...a, ...body, accountid: id } as Account) : a));
      if (typeof body.name !== 'string' || body.name.trim() === '') {
        refusal = odataError(400, 'name is required');
        return list;
      }
      return [...list, { ...(body as Account), accountid: id }];
    });
    return refusal ?? created(id);
  }

  const simulated = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (outage) {
      counts.failed += 1;
      if (outage === 'http503') return odataError(503, 'The service is unavailable.');
      // What undici throws when nothing listens.
      throw new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ECONNREFUSED ${url.host}`), { code: 'ECONNREFUSED' }) });
    }
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.host === authorityHost) return issueToken(url, method, init);
    if (url.host === apiHost && url.pathname.startsWith(`${DYNAMICS_API_PATH}/`)) return webApi(url, method, new Headers(init?.headers), init);
    if (url.host === apiHost) return odataError(404, `Resource not found for the segment '${url.pathname}'`);
    throw new TypeError('fetch failed', { cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.hostname}`), { code: 'ENOTFOUND' }) });
  };

  return {
    fetch: simulated as typeof fetch,
    setAvailable(available, failure = 'network') {
      outage = available ? null : failure;
    },
    get available() {
      return outage === null;
    },
    counts: () => structuredClone(counts),
    resetCounts() {
      counts = { token: 0, api: 0, failed: 0, byRoute: {} };
    },
    revokeTokens() {
      tokens.clear();
    },
    accounts: load,
  };
}

/** A request's JSON object body, or the 400 OData answers for anything else. */
function jsonBody(init: RequestInit | undefined): Record<string, unknown> | Response {
  try {
    const body: unknown = JSON.parse(String(init?.body ?? ''));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  return odataError(400, 'The request body is not valid JSON');
}

/** 204 with the entity's address, as Dynamics answers a create or an upsert. */
const created = (id: string) => new Response(null, { status: 204, headers: { 'OData-EntityId': `${SIMULATOR_URL}${DYNAMICS_API_PATH}/accounts(${id})` } });

type Opportunity = Record<string, string | number | null>;

const PLACES = ['Annapolis', 'Baltimore', 'Columbia', 'Frederick', 'Rockville', 'Bethesda', 'Arlington', 'Alexandria', 'Towson', 'Salisbury'];
const KINDS = [
  'Medical Office Building',
  'Elementary School',
  'Senior Living Community',
  'Mixed-Use Apartments',
  'Parking Garage',
  'Fire Station',
  'University Residence Hall',
  'Hotel Renovation',
  'Library and Community Center',
  'Distribution Warehouse',
  'Middle School Addition',
  'Aquatic Center',
];
const STAGES = ['Qualify', 'Develop', 'Propose', 'Close', 'Won - Preconstruction', 'Won - Construction'];

/**
 * The builder's opportunities in the simulated CRM: 60 projects of a Mid-Atlantic general contractor (number,
 * name, pipeline phase, estimated value, start and end), the same on every start, with fixed ids.
 */
export function simulatorOpportunities(): Opportunity[] {
  const a = OPPORTUNITY_ATTRIBUTES;
  return Array.from({ length: 60 }, (_, i) => {
    const place = PLACES[i % PLACES.length]!;
    const kind = KINDS[(i * 7) % KINDS.length]!;
    const startMonth = (i * 5) % 12;
    const startYear = 2026 + Math.floor(i / 24);
    const months = 10 + ((i * 3) % 19);
    const end = new Date(Date.UTC(startYear, startMonth + months, 28));
    return {
      [a.opportunityId]: `5d2f0c1a-6b7e-4c3d-9e8f-${String(i + 1).padStart(12, '0')}`,
      [a.projectNumber]: `P-${24000 + i * 17}`,
      [a.projectName]: `${place} ${kind}${i >= KINDS.length * 4 ? ' Phase II' : ''}`,
      [a.projectStage]: STAGES[i % STAGES.length]!,
      // Whole thousands between $1.2M and about $95M.
      [a.projectVolume]: 1_200_000 + ((i * 7919) % 94) * 1_000_000 + ((i * 131) % 1000) * 1000,
      [a.startDate]: `${startYear}-${String(startMonth + 1).padStart(2, '0')}-01`,
      [a.endDate]: end.toISOString().slice(0, 10),
    };
  });
}

const OPPORTUNITIES = simulatorOpportunities();

/** GET opportunities: filter, order, count, and one page of `Prefer: odata.maxpagesize` rows with a skip token to the next. */
function opportunities(url: URL, headers: Headers): Response {
  const p = url.searchParams;
  const filter = parseOrFilter(p.get('$filter'));
  if (filter === undefined) return odataError(400, "The simulator supports only $filter terms contains(<attribute>,'<text>') or <attribute> eq <value>, joined by or");
  let rows = filter ? OPPORTUNITIES.filter((o) => filter.some((t) => t(o))) : [...OPPORTUNITIES];
  const orderby = (p.get('$orderby') ?? '').split(',').filter(Boolean);
  for (const clause of [...orderby].reverse()) {
    const [attribute = '', dir = 'asc'] = clause.trim().split(/\s+/);
    const sign = dir.toLowerCase() === 'desc' ? -1 : 1;
    // Stable, so earlier clauses (applied last) win; nulls first ascending, as Dynamics does.
    rows = rows.sort((x, y) => sign * compare(x[attribute] ?? null, y[attribute] ?? null));
  }
  const pageSize = Number(/odata\.maxpagesize=(\d+)/.exec(headers.get('prefer') ?? '')?.[1] ?? 5000);
  const skip = p.get('$skiptoken');
  const pageNumber = skip ? Number(/pagenumber="(\d+)"/.exec(skip)?.[1]) : 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return odataError(400, 'The $skiptoken is not valid');
  const page = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const select = p.get('$select')?.split(',').filter(Boolean);
  const body: Record<string, unknown> = {
    '@odata.context': `${SIMULATOR_URL}${DYNAMICS_API_PATH}/$metadata#opportunities`,
    ...(p.get('$count') === 'true' ? { '@odata.count': rows.length } : {}),
    value: page.map((o) => (select ? Object.fromEntries(select.map((k) => [k, o[k] ?? null])) : o)),
  };
  if (pageNumber * pageSize < rows.length) {
    const next = new URL(url);
    next.searchParams.set('$skiptoken', `<cookie pagenumber="${pageNumber + 1}" istracking="False" />`);
    body['@odata.nextLink'] = next.toString();
  }
  return json(200, body);
}

function compare(x: string | number | null, y: string | number | null): number {
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

/**
 * `term or term ...`, each `contains(<attribute>,'<text>')` (case-insensitive, as Dynamics) or `<attribute> eq
 * <guid or 'text'>`: a list of tests; null without a filter; undefined for anything else.
 */
export function parseOrFilter(filter: string | null): ((o: Opportunity) => boolean)[] | null | undefined {
  if (filter === null || filter.trim() === '') return null;
  const terms = filter.split(/\s+or\s+(?=(?:[^']*'[^']*')*[^']*$)/);
  const tests: ((o: Opportunity) => boolean)[] = [];
  for (const term of terms) {
    const contains = /^\s*contains\((\w+),\s*'((?:[^']|'')*)'\)\s*$/.exec(term);
    if (contains) {
      const [, attribute, text] = contains as unknown as [string, string, string];
      const needle = text.replace(/''/g, "'").toLowerCase();
      tests.push((o) =>
        String(o[attribute] ?? '')
          .toLowerCase()
          .includes(needle),
      );
      continue;
    }
    const eq = /^\s*(\w+)\s+eq\s+(?:'((?:[^']|'')*)'|([0-9a-fA-F-]{36}))\s*$/.exec(term);
    if (!eq) return undefined;
    const [, attribute, quoted, guid] = eq as unknown as [string, string, string | undefined, string | undefined];
    const value = quoted !== undefined ? quoted.replace(/''/g, "'") : guid!.toLowerCase();
    tests.push((o) => String(o[attribute] ?? '').toLowerCase() === value.toLowerCase());
  }
  return tests;
}

/** `<attribute> eq '<text>'` with OData's doubled quotes; null for anything else. */
export function parseEqFilter(filter: string | null): { attribute: string; value: string } | null {
  const m = /^\s*(\w+)\s+eq\s+'((?:[^']|'')*)'\s*$/.exec(filter ?? '');
  return m ? { attribute: m[1]!, value: m[2]!.replace(/''/g, "'") } : null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const odataError = (status: number, message: string) => json(status, { error: { code: '0x80060888', message } });
