import { CRM_SYNC_PERMISSIONS } from '@portal/common/auth/api-key-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { ApiKey } from './api-key.entity.js';

let portal: TestPortal;
let adminToken: string;
beforeAll(async () => {
  portal = await startTestPortal();
  adminToken = await portal.tokenFor('SYSTEM_ADMIN');
});
afterAll(() => portal?.stop());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The system admin creates a key over REST, as the screen's dialog does over GraphQL. */
async function createKey(body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const res = await portal.rest('POST', '/api-keys', { token: adminToken, body: { expiresAt: inDays(30), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.apiKey.apiKeyId, secret: res.body.secret };
}

/** Moves the key's clock: its rows' times as if `hours` had passed. */
async function hoursPass(id: string, hours: number, column: 'previous_secret_expires_at' | 'expires_at' | 'last_used_at') {
  await portal.em().getConnection().execute(`update api_key set ${column} = ${column} - ? * interval '1 hour' where id = ?`, [hours, id]);
}

/**
 * A CRM-sync-like job: pages the companies with its key and writes each approved company's ERP id. Answers the
 * statuses it met, so a refusal anywhere shows.
 */
async function crmSync(key: string, erpIdOf: (vendorId: string) => string): Promise<{ pages: number; written: string[]; statuses: number[] }> {
  const written: string[] = [];
  const statuses: number[] = [];
  let pages = 0;
  for (let page = 1; ; page++) {
    const list = await portal.rest('GET', `/vendors?mode=approved&page=${page}&limit=1`, { headers: { 'x-api-key': key } });
    statuses.push(list.status);
    if (list.status !== 200) break;
    pages++;
    for (const v of list.body.vendors as { vendorId: string }[]) {
      const res = await portal.rest('PATCH', `/vendors/${v.vendorId}`, {
        headers: { authorization: `Bearer ${key}` },
        body: { source: 'generalInfo', hb_erpid: erpIdOf(v.vendorId) },
      });
      statuses.push(res.status);
      if (res.status === 200) written.push(v.vendorId);
    }
    if (page * 1 >= list.body.totalCount) break;
  }
  return { pages, written, statuses };
}

const GQL_COMPANIES = '{ companies(options: { page: 1, limit: 5 }) { totalCount items { vendorId companyName } } }';

describe('an API key limited to the CRM permissions', () => {
  it('pages the companies and writes their ERP ids, audited under its name, and is refused everything else', async () => {
    const { secret } = await createKey({ name: 'CRM sync', permissions: CRM_SYNC_PERMISSIONS });
    expect(secret).toMatch(/^pqk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);

    const run = await crmSync(secret, (id) => `ERP-${id.slice(0, 8)}`);
    expect(run.statuses.every((s) => s === 200)).toBe(true);
    expect(run.pages).toBeGreaterThanOrEqual(2);
    expect(run.written.length).toBe(run.pages);
    const em = portal.em();
    for (const id of run.written) expect((await em.findOneOrFail(Vendor, { id })).hbErpid).toBe(`ERP-${id.slice(0, 8)}`);
    const entries = await em.find(AuditLog, { action: 'ERP_ID_CHANGED', entityId: { $in: run.written } });
    expect(entries.map((e) => e.performedBy)).toEqual(run.written.map(() => 'API key: CRM sync'));

    // GraphQL with the same key, as a bearer token.
    const gql = await portal.gql(GQL_COMPANIES, {}, secret);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.companies.totalCount).toBeGreaterThanOrEqual(2);

    // Everything else: 403 (REST) and FORBIDDEN (GraphQL).
    const headers = { 'x-api-key': secret };
    const demoVendor = portal.users.VENDOR_ADMIN.vendor!.id;
    expect((await portal.rest('GET', '/users?page=1&limit=5', { headers })).status).toBe(403);
    expect((await portal.rest('GET', '/admin/jobs?state=failed', { headers })).status).toBe(403);
    expect((await portal.rest('DELETE', `/vendors/${demoVendor}`, { headers })).status).toBe(403);
    expect((await portal.rest('GET', '/api-keys', { headers })).status).toBe(403);
    expect((await portal.rest('POST', '/api-keys', { headers, body: { name: 'x', permissions: ['companies.list'], expiresAt: inDays(1) } })).status).toBe(403);
    expect((await portal.gql('{ apiKeys { apiKeyId } }', {}, secret)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const note = await portal.gql('mutation($v:ID!){ addCompanyNote(vendorId:$v, notes:"Synced"){ noteId } }', { v: demoVendor }, secret);
    expect(note.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('keeps working on both secrets through the grace period of a rotation, then only on the new one; a revocation stops it at once', async () => {
    const { id, secret: oldSecret } = await createKey({ name: 'CRM sync (rotated)', permissions: CRM_SYNC_PERMISSIONS });
    const rotated = await portal.rest('POST', `/api-keys/${id}/rotate`, { token: adminToken, body: { graceHours: 24 } });
    expect(rotated.status).toBe(200);
    const newSecret: string = rotated.body.secret;
    expect(newSecret).not.toBe(oldSecret);
    // The same key: the prefix stays, the secret changes.
    expect(newSecret.slice(0, 17)).toBe(oldSecret.slice(0, 17));

    expect((await crmSync(oldSecret, () => 'ERP-OLD')).statuses.every((s) => s === 200)).toBe(true);
    expect((await crmSync(newSecret, () => 'ERP-NEW')).statuses.every((s) => s === 200)).toBe(true);

    await hoursPass(id, 24, 'previous_secret_expires_at');
    const afterGrace = await portal.rest('GET', '/vendors?mode=approved', { headers: { 'x-api-key': oldSecret } });
    expect(afterGrace.status).toBe(401);
    expect((await crmSync(newSecret, () => 'ERP-NEW-2')).statuses.every((s) => s === 200)).toBe(true);

    expect((await portal.rest('POST', `/api-keys/${id}/revoke`, { token: adminToken })).body.status).toBe('REVOKED');
    expect((await portal.rest('GET', '/vendors?mode=approved', { headers: { 'x-api-key': newSecret } })).status).toBe(401);
    expect((await portal.gql(GQL_COMPANIES, {}, newSecret)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('is refused once expired (401)', async () => {
    const { id, secret } = await createKey({ name: 'Short-lived', permissions: CRM_SYNC_PERMISSIONS, expiresAt: inDays(1) });
    expect((await portal.rest('GET', '/vendors?mode=approved', { headers: { 'x-api-key': secret } })).status).toBe(200);
    await hoursPass(id, 25, 'expires_at');
    const res = await portal.rest('GET', '/vendors?mode=approved', { headers: { 'x-api-key': secret } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This API key has expired.');
    const listed = await portal.gql('{ apiKeys { apiKeyId status } }', {}, adminToken);
    expect(listed.body.data.apiKeys.find((k: { apiKeyId: string }) => k.apiKeyId === id).status).toBe('EXPIRED');
  });

  it('refuses a wrong secret, a made-up key and a grace that ended at the rotation', async () => {
    const { id, secret } = await createKey({ name: 'Guarded', permissions: ['companies.list'] });
    const wrong = `${secret.slice(0, 18)}${secret[18] === 'A' ? 'B' : 'A'}${secret.slice(19)}`;
    expect((await portal.rest('GET', '/vendors', { headers: { 'x-api-key': wrong } })).status).toBe(401);
    expect((await portal.rest('GET', '/vendors', { headers: { 'x-api-key': 'pqk_nothing' } })).status).toBe(401);
    const rotated = await portal.rest('POST', `/api-keys/${id}/rotate`, { token: adminToken, body: { graceHours: 0 } });
    expect((await portal.rest('GET', '/vendors', { headers: { 'x-api-key': secret } })).status).toBe(401);
    expect((await portal.rest('GET', '/vendors', { headers: { 'x-api-key': rotated.body.secret } })).status).toBe(200);
  });
});

describe('an API key', () => {
  it('records its last use at most once a minute', async () => {
    const { id, secret } = await createKey({ name: 'Last use', permissions: ['companies.list'] });
    const lastUsed = async () => (await portal.em().findOneOrFail(ApiKey, { id })).lastUsedAt ?? null;
    expect(await lastUsed()).toBeNull();
    await portal.rest('GET', '/vendors', { headers: { 'x-api-key': secret } });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await portal.rest('GET', '/vendors', { headers: { 'x-api-key': secret } });
    expect(await lastUsed()).toEqual(first);
    // A minute later the next request writes it again.
    await hoursPass(id, 1 / 60, 'last_used_at');
    await portal.rest('GET', '/vendors', { headers: { 'x-api-key': secret } });
    expect((await lastUsed())!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
  });

  it('is limited to its requests per minute (429 with Retry-After)', async () => {
    const { secret } = await createKey({ name: 'Limited', permissions: ['companies.list'], requestsPerMinute: 2 });
    const headers = { 'x-api-key': secret };
    expect((await portal.rest('GET', '/vendors', { headers })).status).toBe(200);
    expect((await portal.rest('GET', '/vendors', { headers })).status).toBe(200);
    const third = await portal.rest('GET', '/vendors', { headers });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key is counted on its own.
    const other = await createKey({ name: 'Unlimited', permissions: ['companies.list'] });
    expect((await portal.rest('GET', '/vendors', { headers: { 'x-api-key': other.secret } })).status).toBe(200);
  });

  it("for one company reaches only that company's data, as the company's user does", async () => {
    const own = portal.users.otherVendorAdmin.vendor!.id;
    const demo = portal.users.VENDOR_ADMIN.vendor!.id;
    const { secret } = await createKey({ name: 'Vendor ERP', permissions: ['projects.read'], vendorId: own });
    const q = 'query($v:ID!){ companyProjects(vendorId:$v){ vendorId } }';
    expect((await portal.gql(q, { v: own }, secret)).body.data.companyProjects.vendorId).toBe(own);
    expect((await portal.gql(q, { v: demo }, secret)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await portal.rest('GET', `/vendors/${demo}?dataType=projects`, { headers: { 'x-api-key': secret } })).status).toBe(403);
  });

  it('cannot be given what only a person or only staff hold', async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const manage = await portal.rest('POST', '/api-keys', { token: adminToken, body: { name: 'Keys', permissions: ['apiKeys.manage'], expiresAt: inDays(1) } });
    expect(manage.status).toBe(400);
    const staffOnly = await portal.rest('POST', '/api-keys', {
      token: adminToken,
      body: { name: 'List', permissions: ['companies.list'], vendorId, expiresAt: inDays(1) },
    });
    expect(staffOnly.status).toBe(400);
    expect(staffOnly.body.errors).toBeDefined();
    const past = await portal.rest('POST', '/api-keys', { token: adminToken, body: { name: 'Past', permissions: ['companies.list'], expiresAt: inDays(-1) } });
    expect(past.status).toBe(400);
  });

  it('is listed with its prefix, permissions, company, creator and status, never its secret; its changes are audited', async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const { id, secret } = await createKey({ name: 'Listed', permissions: ['projects.read'], vendorId });
    const res = await portal.rest('GET', '/api-keys', { token: adminToken });
    expect(res.status).toBe(200);
    const row = res.body.find((k: { apiKeyId: string }) => k.apiKeyId === id);
    expect(row).toMatchObject({ name: 'Listed', prefix: secret.slice(0, 16), permissions: ['projects.read'], vendorId, status: 'ACTIVE', lastUsedAt: null });
    expect(row.companyName).toBeTruthy();
    expect(row.createdBy).toBe(portal.users.SYSTEM_ADMIN.name);
    expect(JSON.stringify(res.body)).not.toContain(secret.slice(17));
    const stored = await portal.em().findOneOrFail(ApiKey, { id });
    expect(JSON.stringify(stored)).not.toContain(secret.slice(17));
    expect((await portal.em().find(AuditLog, { entityId: id })).map((e) => e.action)).toEqual(['API_KEY_CREATED']);
  });
});
