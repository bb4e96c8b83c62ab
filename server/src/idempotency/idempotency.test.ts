import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestPortal, type HttpAnswer, type TestFile, type TestPortal } from '../../test/harness.js';
import { PDF_BYTES, validRegistration } from '../../test/fixtures/onboarding-fixtures.js';
import { simulatorOpportunities } from '../integrations/crm/crm-simulator.js';
import { runPurge } from '../jobs/purge.js';
import { Vendor } from '../modules/companies/index.js';
import { StoredFile } from '../modules/files/index.js';
import { CompanyNote } from '../modules/notes/index.js';
import { IDEMPOTENCY_MESSAGES } from './idempotency-key.js';
import { keySeal } from './key-seal.js';

/** Idempotency-Key on the REST facade's POSTs, through the app on a real database, mail read from the SMTP catcher. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(() => portal?.stop());

let keys = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${Date.now()}-${++keys}`;
/** The key as the table holds it (an HMAC), for a person's key. */
const storedKey = (key: string, who: 'PREQUAL_ADMIN' = 'PREQUAL_ADMIN') => keySeal(portal.config.JWT_SECRET, `user:${portal.users[who].id}`, key).keyId;
const notesOf = (text: string) => portal.em().count(CompanyNote, { vendor: vendorId, notes: text });
const addNote = async (text: string, key: string | undefined, who: 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' | 'VENDOR_USER' = 'PREQUAL_ADMIN') =>
  portal.rest('POST', `/vendors/${vendorId}/notes`, {
    token: await portal.tokenFor(who),
    body: { notes: text },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

/** A multipart POST built afresh each time (so with a new boundary), as a client's retry would be. */
async function postForm(path: string, token: string, key: string, files: Record<string, TestFile>): Promise<HttpAnswer> {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([file.content]), file.name);
  const res = await fetch(`${portal.url}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': key }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe('a retry with the same key and the same request', () => {
  it('answers the first answer again, marked Idempotent-Replayed, and adds one note', async () => {
    const key = newKey();
    const first = await addNote('Bond letter asked for', key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await addNote('Bond letter asked for', key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await notesOf('Bond letter asked for')).toBe(1);
  });

  it('sends one mail for a password reset asked twice by an anonymous caller', async () => {
    const email = DEMO_EMAILS.PREQUAL_VIEWER;
    const key = newKey();
    const ask = () => portal.rest('POST', '/auth/forgot-password', { body: { email }, headers: { 'Idempotency-Key': key } });
    const first = await ask();
    const again = await ask();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await portal.mail.waitFor(email, /password/i);
    // The mail goes through the job queue: time enough for a second one to arrive if it had been sent.
    await new Promise((r) => setTimeout(r, 2000));
    const to = (m: (typeof portal.mail.messages)[number]) => JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase());
    expect(portal.mail.messages.filter(to)).toHaveLength(1);
    const [tokens] = await portal.em().execute(`select count(*)::int as n from password_reset_token where user_id = ?`, [portal.users.PREQUAL_VIEWER.id]);
    expect(tokens?.n).toBe(1);
  });

  it('after a client timed out: the work finishes, its answer is kept, and the retry gets it', async () => {
    const key = newKey();
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const gone = new AbortController();
    // The note's insert waits on a lock held here, so the client gives up before the answer.
    await portal.em().transactional(async (tx) => {
      await tx.execute('lock table company_note in exclusive mode');
      const sent = fetch(`${portal.url}/api/v1/vendors/${vendorId}/notes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ notes: 'Sent before a timeout' }),
        signal: gone.signal,
      });
      await new Promise((r) => setTimeout(r, 500));
      gone.abort();
      await expect(sent).rejects.toThrow();
    });
    // The lock is gone: the first request ends and keeps its answer.
    for (let i = 0; i < 100 && (await notesOf('Sent before a timeout')) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    let retry = await addNote('Sent before a timeout', key);
    for (let i = 0; i < 50 && retry.status === 409; i++) {
      await new Promise((r) => setTimeout(r, 100));
      retry = await addNote('Sent before a timeout', key);
    }
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await notesOf('Sent before a timeout')).toBe(1);
  });

  it('without a key, runs every time, as before', async () => {
    await addNote('No key given', undefined);
    await addNote('No key given', undefined);
    expect(await notesOf('No key given')).toBe(2);
  });
});

describe('the same key with another request', () => {
  it('answers 422 and writes nothing', async () => {
    const key = newKey();
    expect((await addNote('Insurance certificate due', key)).status).toBe(201);
    const other = await addNote('Something else entirely', key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, detail: expect.any(String), type: 'IdempotencyKeyReused' });
    expect(await notesOf('Something else entirely')).toBe(0);
    // Another address with the key is another request too.
    const elsewhere = await portal.rest('POST', `/vendors/comment/${vendorId}`, {
      token: await portal.tokenFor('PREQUAL_ADMIN'),
      body: { notes: 'Insurance certificate due' },
      headers: { 'Idempotency-Key': key },
    });
    expect(elsewhere.status).toBe(422);
  });
});

describe('retries at once', () => {
  it('five requests with one key make one note; the others answer the same or 409 in progress', async () => {
    const key = newKey();
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => portal.rest('POST', `/vendors/${vendorId}/notes`, { token, body: { notes: 'Five at once' }, headers: { 'Idempotency-Key': key } })),
    );
    expect(await notesOf('Five at once')).toBe(1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of created) expect(a.body).toEqual(created[0]!.body);
    expect(created.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ message: IDEMPOTENCY_MESSAGES.inProgress, type: 'IdempotencyKeyInProgress' });
      expect(a.headers.get('retry-after')).toBe('1');
    }
    // Once the first is answered, a retry gets its answer.
    const later = await addNote('Five at once', key);
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(later.body).toEqual(created[0]!.body);
  });
});

describe('a multipart upload retried', () => {
  it('stores one file; the retry (with a new boundary) gets the first answer; another file with the key is 422', async () => {
    const key = newKey();
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const before = await portal.em().count(StoredFile, { fileName: 'Retried upload.pdf' });
    const send = (content: Uint8Array<ArrayBuffer>) =>
      postForm('/s3files/upload?uploadedArea=ESSENTIAL', token, key, { file: { name: 'Retried upload.pdf', content } });
    const first = await send(PDF_BYTES);
    expect(first.status).toBe(201);
    const again = await send(PDF_BYTES);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(again.body).toEqual(first.body);
    expect((await portal.em().count(StoredFile, { fileName: 'Retried upload.pdf' })) - before).toBe(1);

    const changed = new Uint8Array(PDF_BYTES.length + 1);
    changed.set(PDF_BYTES);
    changed[PDF_BYTES.length] = 0x0a;
    expect((await send(changed)).status).toBe(422);
    expect((await portal.em().count(StoredFile, { fileName: 'Retried upload.pdf' })) - before).toBe(1);
  });
});

describe('a multipart upload retried at once', () => {
  it('three 2 MB uploads with one key store one file; each other answer is the same or 409, none hangs', async () => {
    const key = newKey();
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const content = new Uint8Array(2 * 1024 * 1024);
    content.set(PDF_BYTES);
    const before = await portal.em().count(StoredFile, { fileName: 'Three at once.pdf' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => postForm('/s3files/upload?uploadedArea=ESSENTIAL', token, key, { file: { name: 'Three at once.pdf', content } })),
    );
    expect((await portal.em().count(StoredFile, { fileName: 'Three at once.pdf' })) - before).toBe(1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    for (const a of created) expect(a.body).toEqual(created[0]!.body);
    for (const a of answers.filter((x) => x.status !== 201)) expect([a.status, a.body.type]).toEqual([409, 'IdempotencyKeyInProgress']);
    const later = await postForm('/s3files/upload?uploadedArea=ESSENTIAL', token, key, { file: { name: 'Three at once.pdf', content } });
    expect([later.status, later.headers.get('idempotent-replayed'), later.body]).toEqual([201, 'true', created[0]!.body]);
  });
});

describe('whose key it is', () => {
  it("is the caller's own: another user's same key and body runs afresh", async () => {
    const key = newKey();
    expect((await addNote('Per caller', key, 'PREQUAL_ADMIN')).status).toBe(201);
    const other = await addNote('Per caller', key, 'PREQUAL_REVIEWER');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.createdBy).toBe(portal.users.PREQUAL_REVIEWER.name);
    expect(await notesOf('Per caller')).toBe(2);
  });

  it("is an API key's own: the key's retry replays, a person's same key runs afresh", async () => {
    const admin = await portal.tokenFor('SYSTEM_ADMIN');
    const made = await portal.rest('POST', '/api-keys', {
      token: admin,
      body: { name: 'Notes sync', permissions: ['companyNotes.write'], expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect(made.status).toBe(201);
    const key = newKey();
    const byApiKey = () =>
      portal.rest('POST', `/vendors/${vendorId}/notes`, { body: { notes: 'From a sync job' }, headers: { 'X-API-Key': made.body.secret, 'Idempotency-Key': key } });
    const first = await byApiKey();
    expect(first.status).toBe(201);
    const again = await byApiKey();
    expect([again.status, again.headers.get('idempotent-replayed'), again.body]).toEqual([201, 'true', first.body]);
    expect((await addNote('From a sync job', key)).headers.get('idempotent-replayed')).toBeNull();
    expect(await notesOf('From a sync job')).toBe(2);
    const [row] = await portal.em().execute(`select count(*)::int as n from idempotent_request where caller = ?`, [`api-key:${made.body.apiKey.apiKeyId}`]);
    expect(row?.n).toBe(1);
  });

  it("never lends a caller's answer to one without the permission", async () => {
    const key = newKey();
    expect((await addNote('Permission first', key)).status).toBe(201);
    expect((await addNote('Permission first', key, 'VENDOR_USER')).status).toBe(403);
    const anonymous = await portal.rest('POST', `/vendors/${vendorId}/notes`, { body: { notes: 'Permission first' }, headers: { 'Idempotency-Key': key } });
    expect(anonymous.status).toBe(401);
    expect(await notesOf('Permission first')).toBe(1);
  });
});

describe('what is kept', () => {
  it('keeps no 5xx: after a CRM outage the same key runs again', async () => {
    const key = newKey();
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const body = { opportunityIds: [String(simulatorOpportunities()[3]!.opportunityid)] };
    const importOnce = () => portal.rest('POST', '/projects', { token, body, headers: { 'Idempotency-Key': key } });
    portal.crmSimulator!.setAvailable(false, 'http503');
    try {
      expect((await importOnce()).status).toBe(502);
    } finally {
      portal.crmSimulator!.setAvailable(true);
    }
    const retried = await importOnce();
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(retried.body.projects).toHaveLength(1);
  });

  it('keeps a refusal (4xx): the retry answers it again', async () => {
    const key = newKey();
    const blank = await addNote('   ', key);
    expect(blank.status).toBe(400);
    const again = await addNote('   ', key);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([400, 'true']);
    expect(again.body).toEqual(blank.body);
  });

  it('forgets a key after 24 hours: the same request runs again, and the hourly purge deletes expired keys', async () => {
    const key = newKey();
    expect((await addNote('Day old', key)).status).toBe(201);
    const [row] = await portal.em().execute(`select extract(epoch from expires_at - started_at)::int as ttl from idempotent_request where key = ?`, [storedKey(key)]);
    expect(row?.ttl).toBe(24 * 3600);
    await portal.em().execute(`update idempotent_request set expires_at = now() - interval '1 second' where key = ?`, [storedKey(key)]);
    const later = await addNote('Day old', key);
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await notesOf('Day old')).toBe(2);

    await portal.em().execute(`update idempotent_request set expires_at = now() - interval '1 second' where key = ?`, [storedKey(key)]);
    const [live] = await portal.em().execute(`select count(*)::int as n from idempotent_request where expires_at > now()`);
    const deleted = await runPurge(portal.orm);
    expect(deleted.idempotent_request).toBeGreaterThanOrEqual(1);
    const [left] = await portal.em().execute(`select count(*)::int as n, count(*) filter (where expires_at <= now())::int as expired from idempotent_request`);
    expect(left).toEqual({ n: live?.n, expired: 0 });
  });
});

describe('a key held by a running request', () => {
  it('answers 409 while the claim is fresh, and runs once it is 15 minutes old (a process that died mid-request)', async () => {
    const key = newKey();
    const caller = `user:${portal.users.PREQUAL_ADMIN.id}`;
    await portal
      .em()
      .execute(`insert into idempotent_request (caller, key, claim, started_at, expires_at) values (?, ?, gen_random_uuid(), now(), now() + interval '1 day')`, [
        caller,
        storedKey(key),
      ]);
    const busy = await addNote('Held by another', key);
    expect([busy.status, busy.body.message, busy.body.type]).toEqual([409, IDEMPOTENCY_MESSAGES.inProgress, 'IdempotencyKeyInProgress']);
    expect(await notesOf('Held by another')).toBe(0);

    await portal.em().execute(`update idempotent_request set started_at = now() - interval '16 minutes' where key = ?`, [storedKey(key)]);
    const taken = await addNote('Held by another', key);
    expect([taken.status, taken.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await notesOf('Held by another')).toBe(1);
  });
});

describe('what the table holds', () => {
  it("keeps neither the key nor an answer's secret readable: a draft's link token is replayed, not stored in clear", async () => {
    const key = `draft-${Date.now()}`;
    const input = { ...validRegistration({ companyName: 'Sealed Answer LLC' }), mode: 'DRAFT' };
    const create = () => portal.rest('POST', '/vendors', { body: input, headers: { 'Idempotency-Key': key } });
    const first = await create();
    expect(first.status).toBe(201);
    const secret: string = first.body.draftToken;
    expect(secret).toMatch(/^[\w-]{43}$/);
    const again = await create();
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.draftToken]).toEqual([201, 'true', secret]);
    expect(await portal.em().count(Vendor, { companyName: 'Sealed Answer LLC' })).toBe(1);

    const rows: unknown[] = await portal.em().execute(`select * from idempotent_request where caller like 'anonymous:%'`);
    const table = JSON.stringify(rows);
    expect(table).toContain(keySeal(portal.config.JWT_SECRET, `anonymous:127.0.0.1`, key).keyId);
    for (const clear of [key, secret, 'Sealed Answer LLC']) expect(table, clear).not.toContain(clear);
  });
});

describe('the header', () => {
  it('refuses a key that is empty, too long or not printable ASCII, naming the rule', async () => {
    for (const bad of ['', 'x'.repeat(256), 'clé-unique', 'tab\there']) {
      const res = await portal.rest('POST', `/vendors/${vendorId}/notes`, {
        token: await portal.tokenFor('PREQUAL_ADMIN'),
        body: { notes: 'Bad key' },
        headers: { 'Idempotency-Key': Buffer.from(bad, 'utf8').toString('latin1') },
      });
      expect([res.status, res.body.message], JSON.stringify(bad)).toEqual([400, IDEMPOTENCY_MESSAGES.invalidKey]);
    }
    expect(await notesOf('Bad key')).toBe(0);
    expect((await addNote('Longest key', 'k'.repeat(255))).status).toBe(201);
  });

  it('is documented in OpenAPI for the creating POSTs, not for sign-in or a preview', async () => {
    const doc = (await portal.rest('GET', '/openapi.json')).body;
    const headerOf = (path: string) =>
      (doc.paths[path].post.parameters ?? []).some((p: { name: string; in: string }) => p.in === 'header' && p.name === 'Idempotency-Key');
    for (const path of ['/invitations', '/vendors/{vendorId}/notes', '/s3files/upload', '/auth/forgot-password', '/users/admin/create-user', '/vendors']) {
      expect(headerOf(path), path).toBe(true);
      expect(doc.paths[path].post.responses['422'], path).toBeDefined();
    }
    for (const path of ['/auth/login', '/invitations/preview', '/dynamic365/projects']) expect(headerOf(path), path).toBe(false);
  });
});
