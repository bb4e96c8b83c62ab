import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';
import { DYNAMICS_API_PATH, OPPORTUNITY_ATTRIBUTES } from './dynamics-client.js';

/** Where the simulator pretends to live; requests to it never leave the process. */
export const SIMULATOR_URL = 'http://crm-simulator.local';

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

/**
 * A local stand-in for the Dynamics 365 Web API, answering the OData subset the portal uses:
 * `GET accounts?$select=a,b&$filter=<attribute> eq '<text>'`, `POST accounts` (204 with an
 * OData-EntityId header), and `GET opportunities` with $select, $filter (contains(...) or eq terms joined
 * by `or`), $orderby, $count=true and paging by `Prefer: odata.maxpagesize` and @odata.nextLink's $skiptoken
 * (the builder's opportunities are a fixed seed, simulatorOpportunities()). Accounts persist in a JSON file, so approvals survive a restart (it is a
 * laptop and test stand-in: replicas sharing the file may lose an account created at the same instant).
 * It is a `fetch`, so the real Dynamics client (and its request building) runs against it.
 */
export function createCrmSimulator(opts: { file: string; taxIdField: string }): { fetch: typeof fetch } {
  // Read on every request, so replicas sharing the file see each other's accounts.
  const load = async (): Promise<Account[]> =>
    existsSync(opts.file) ? (JSON.parse(await readFile(opts.file, 'utf8')) as { accounts: Account[] }).accounts : simulatorSeed(opts.taxIdField);

  // Creations in this process run one after another (read, add, write), so none is lost.
  let creating: Promise<unknown> = Promise.resolve();
  const append = (account: Account): Promise<void> => {
    const run = creating.then(async () => {
      const list = [...(await load()), account];
      await mkdir(path.dirname(opts.file), { recursive: true });
      const tmp = `${opts.file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify({ accounts: list }, null, 2));
      await rename(tmp, opts.file);
    });
    creating = run.catch(() => {});
    return run;
  };

  const simulated = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    if (!/^Bearer \S+/.test(headers.get('authorization') ?? '')) return odataError(401, 'Authorization is required');
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
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(String(init?.body ?? ''));
      } catch {
        return odataError(400, 'The request body is not valid JSON');
      }
      if (typeof body.name !== 'string' || body.name.trim() === '') return odataError(400, 'name is required');
      const account = { ...(body as Account), accountid: randomUUID() };
      await append(account);
      return new Response(null, {
        status: 204,
        headers: { 'OData-EntityId': `${SIMULATOR_URL}${DYNAMICS_API_PATH}/accounts(${account.accountid})` },
      });
    }
    return odataError(405, `${method} is not supported`);
  };
  return { fetch: simulated as typeof fetch };
}

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
