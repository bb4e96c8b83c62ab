import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createCrmParts } from './create-crm.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: dir };
const dynamics = {
  CRM_MODE: 'dynamics',
  DYNAMICS_URL: 'https://contoso.crm.dynamics.com/',
  DYNAMICS_TENANT_ID: 'contoso.onmicrosoft.com',
  DYNAMICS_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
  DYNAMICS_CLIENT_SECRET: 'secret',
};

describe('the CRM configuration', () => {
  it('needs the organisation URL and the app registration for CRM_MODE=dynamics', () => {
    expect(loadConfig({ ...base, ...dynamics }).DYNAMICS_AUTHORITY_URL).toBe('https://login.microsoftonline.com');
    for (const missing of ['DYNAMICS_URL', 'DYNAMICS_TENANT_ID', 'DYNAMICS_CLIENT_ID', 'DYNAMICS_CLIENT_SECRET'] as const) {
      const env: Record<string, string> = { ...base, ...dynamics };
      delete env[missing];
      expect(() => loadConfig(env), missing).toThrow(/CRM_MODE=dynamics needs DYNAMICS_URL, DYNAMICS_TENANT_ID, DYNAMICS_CLIENT_ID and DYNAMICS_CLIENT_SECRET/);
    }
  });

  it('refuses the replaced DYNAMICS_TOKEN rather than ignoring it', () => {
    expect(() => loadConfig({ ...base, ...dynamics, DYNAMICS_TOKEN: 'eyJ0' })).toThrow(/DYNAMICS_TOKEN was replaced by OAuth client credentials/);
    expect(() => loadConfig({ ...base, DYNAMICS_TOKEN: '' })).toThrow(/DYNAMICS_TOKEN was replaced/);
  });

  it('signs in to Dynamics at the authority, for the organisation scope, before calling the Web API', async () => {
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(url)} ${String(init?.body ?? '')}`);
      return String(url).includes('/oauth2/') ? Response.json({ token_type: 'Bearer', expires_in: 3599, access_token: 'at' }) : Response.json({ value: [] });
    }) as typeof fetch;
    try {
      const { client, simulator } = createCrmParts(loadConfig({ ...base, ...dynamics, DYNAMICS_AUTHORITY_URL: 'https://login.microsoftonline.us' }));
      expect(simulator).toBeNull();
      await client.findAccountsByTaxId('11-1111111');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(/^POST https:\/\/login\.microsoftonline\.us\/contoso\.onmicrosoft\.com\/oauth2\/v2\.0\/token /);
    expect(new URLSearchParams(asked[0]!.split(' ')[2]).get('scope')).toBe('https://contoso.crm.dynamics.com/.default');
    expect(asked[1]).toMatch(/^GET https:\/\/contoso\.crm\.dynamics\.com\/api\/data\/v9\.2\/accounts\?/);
  });

  it('in simulator mode hands out the simulator, signed in to like Dynamics', async () => {
    const { client, simulator } = createCrmParts(loadConfig({ ...base, CRM_SIMULATOR_FILE: path.join(dir, 'sim.json') }));
    expect(await client.findAccountsByTaxId('11-1111111')).toHaveLength(1);
    expect(simulator!.counts()).toMatchObject({ token: 1, api: 1 });
  });
});
