import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_COMPANY } from '../../db/seeders/demo-seeder.js';
import { DYNAMICS_API_PATH } from './dynamics-client.js';

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
 * `GET accounts?$select=a,b&$filter=<attribute> eq '<text>'` and `POST accounts` (204 with an
 * OData-EntityId header). Accounts persist in a JSON file, so approvals survive a restart (it is a
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

/** `<attribute> eq '<text>'` with OData's doubled quotes; null for anything else. */
export function parseEqFilter(filter: string | null): { attribute: string; value: string } | null {
  const m = /^\s*(\w+)\s+eq\s+'((?:[^']|'')*)'\s*$/.exec(filter ?? '');
  return m ? { attribute: m[1]!, value: m[2]!.replace(/''/g, "'") } : null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const odataError = (status: number, message: string) => json(status, { error: { code: '0x80060888', message } });
