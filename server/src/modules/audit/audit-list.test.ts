import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/csv.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { listBatches } from '../../rest/csv-export.js';
import { AuditLog } from './audit-log.entity.js';
import { AUDIT_LIST, type AuditListQuery } from './audit-list.js';
import { audit, type AuditEntry } from './audit.service.js';

/** The Activity Logs list (REST and GraphQL), its filters, a company's entries and the CSV export. */
let portal: TestPortal;
let admin: string;
let V: string;
let O: string;
const stranger = randomUUID();

/** Writes one entry through audit() (as the services do), at a given moment. */
async function log(actor: { userId: string; name: string } | null, entry: AuditEntry, at: string, by?: string): Promise<void> {
  const em = portal.em();
  audit(em, actor, entry, by);
  for (const e of em.getUnitOfWork().getPersistStack()) if (e instanceof AuditLog) e.performedAt = new Date(at);
  await em.flush();
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('PREQUAL_VIEWER');
  V = portal.users.VENDOR_ADMIN.vendor!.id;
  O = portal.users.otherVendorAdmin.vendor!.id;
  await portal.em().getConnection().execute('delete from audit_log');
  const sys = { userId: portal.users.SYSTEM_ADMIN.id, name: 'Smith, "Jo"' };
  const viewer = { userId: portal.users.PREQUAL_VIEWER.id, name: 'Vera Viewer' };
  // 25 sign-ins in February, a minute apart.
  for (let i = 0; i < 25; i++) {
    await log(viewer, { entityType: 'User', entityId: viewer.userId, action: 'LOGIN' }, new Date(Date.UTC(2026, 1, 1, 12, i)).toISOString());
  }
  await log(
    sys,
    { entityType: 'Vendor', entityId: V, action: 'REGISTRATION_APPROVED', changes: { registrationStatus: { from: 'SUBMITTED', to: 'APPROVED' } } },
    '2026-03-01T15:00:00Z',
  );
  await log(
    null,
    { entityType: 'User', entityId: randomUUID(), action: 'USER_SIGNED_UP', changes: { email: 'new@example.com', vendorId: V } },
    '2026-03-02T12:00:00Z',
    'new@example.com',
  );
  // 03:30 UTC on 10 March is 23:30 on 9 March in New York (daylight time since 8 March); 04:30 is 00:30 on the 10th.
  await log(
    { userId: portal.users.VENDOR_ADMIN.id, name: 'Vendor Admin' },
    { entityType: 'StoredFile', entityId: randomUUID(), action: 'FILE_UPLOADED', changes: { vendorId: V, fileName: 'w9.pdf', size: 1200 } },
    '2026-03-10T03:30:00Z',
  );
  await log(
    { userId: portal.users.PREQUAL_ADMIN.id, name: 'Pat Admin' },
    {
      entityType: 'Vendor',
      entityId: O,
      action: 'GENERAL_INFO_UPDATED',
      changes: { companyName: { from: 'Old, "Co"', to: '=HYPERLINK("http://x")' }, regions: { from: ['AZ'], to: ['AZ', 'NV'] } },
    },
    '2026-03-10T04:30:00Z',
  );
  await log(sys, { entityType: 'User', entityId: sys.userId, action: 'LOGIN', changes: { vendorId: 'not-a-company' } }, '2026-03-11T09:00:00Z');
  // The newest: about a third company, named by its entry explicitly.
  await log(
    sys,
    { entityType: 'FormSetting', entityId: 'safetyLiteThreshold', action: 'FORM_SETTING_CHANGED', vendorId: stranger, changes: { value: { from: 10, to: 12 } } },
    '2026-03-12T09:00:00Z',
  );
});
afterAll(() => portal?.stop());

interface Log {
  logId: string;
  entityType: string;
  entityTypeLabel: string;
  action: string;
  actionLabel: string;
  performedBy: string;
  performedById: string | null;
  performedAt: string;
  vendorId: string | null;
  changes: { field: string; from: string | null; to: string | null; value: string | null }[];
}

async function rest(query: string): Promise<{ logs: Log[]; total: number }> {
  const res = await portal.rest('GET', `/audit-logs?${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('GET /audit-logs', () => {
  it('answers { logs, total }, newest first, with the catalogue labels and readable changes', async () => {
    const { logs, total } = await rest('limit=10&page=1');
    expect(total).toBe(31);
    expect(logs).toHaveLength(10);
    const times = logs.map((l) => Date.parse(l.performedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(logs[0]).toMatchObject({
      entityType: 'FormSetting',
      entityTypeLabel: 'Form setting',
      action: 'FORM_SETTING_CHANGED',
      actionLabel: 'Changed a form setting',
      vendorId: stranger,
    });
    expect(logs[0]!.changes).toEqual([{ field: 'value', from: '10', to: '12', value: null }]);
    const general = logs.find((l) => l.action === 'GENERAL_INFO_UPDATED')!;
    expect(general).toMatchObject({ entityTypeLabel: 'Company', actionLabel: 'Updated general info', performedBy: 'Pat Admin', vendorId: O });
    // jsonb keeps its keys in its own order (shorter first).
    expect(general.changes).toEqual([
      { field: 'regions', from: 'AZ', to: 'AZ, NV', value: null },
      { field: 'companyName', from: 'Old, "Co"', to: '=HYPERLINK("http://x")', value: null },
    ]);
    const upload = logs.find((l) => l.action === 'FILE_UPLOADED')!;
    expect(upload.changes).toContainEqual({ field: 'fileName', from: null, to: null, value: 'w9.pdf' });
    // A value that is not a company id names no company (and did not fail the change it records).
    expect(logs.find((l) => l.action === 'LOGIN' && l.performedBy === 'Smith, "Jo"')!.vendorId).toBeNull();
  });

  it('pages: 10, 25, 50 or 100 a page; past the end is empty with the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => rest(`limit=10&page=${p}`)));
    expect(pages.map((p) => p.logs.length)).toEqual([10, 10, 10, 1]);
    expect(new Set(pages.flatMap((p) => p.logs.map((l) => l.logId))).size).toBe(31);
    expect((await rest('limit=25&page=2')).logs).toHaveLength(6);
    expect(await rest('limit=10&page=5')).toEqual({ logs: [], total: 31 });
    const oldest = await rest('limit=1&page=1&sortOrder=ASC');
    expect(oldest.logs[0]!.performedAt).toBe('2026-02-01T12:00:00.000Z');
  });

  it('filters by entity type, action and person', async () => {
    expect((await rest('entityType=Vendor')).logs.map((l) => l.action)).toEqual(['GENERAL_INFO_UPDATED', 'REGISTRATION_APPROVED']);
    expect((await rest('action=LOGIN&limit=100')).total).toBe(26);
    const viewer = await rest(`performedById=${portal.users.PREQUAL_VIEWER.id}&limit=100`);
    expect(viewer.total).toBe(25);
    expect(viewer.logs.every((l) => l.performedBy === 'Vera Viewer')).toBe(true);
    expect((await rest(`performedById=${portal.users.SYSTEM_ADMIN.id}&action=LOGIN`)).total).toBe(1);
    // Blank parameters are no filter.
    expect((await rest('entityType=&action=&performedById=&from=&to=')).total).toBe(31);
  });

  it('filters by days in the portal time zone, both ends included', async () => {
    expect((await rest('from=2026-03-09&to=2026-03-09')).logs.map((l) => l.action)).toEqual(['FILE_UPLOADED']);
    expect((await rest('from=2026-03-10&to=2026-03-10')).logs.map((l) => l.action)).toEqual(['GENERAL_INFO_UPDATED']);
    expect((await rest('from=2026-03-01')).total).toBe(6);
    expect((await rest('to=2026-02-28&limit=100')).total).toBe(25);
  });

  it("reads a company's entries: the company itself and the entries naming it", async () => {
    const mine = await rest(`vendorId=${V}`);
    expect(mine.logs.map((l) => l.action)).toEqual(['FILE_UPLOADED', 'USER_SIGNED_UP', 'REGISTRATION_APPROVED']);
    expect((await rest(`vendorId=${O}`)).logs.map((l) => l.action)).toEqual(['GENERAL_INFO_UPDATED']);
    expect((await rest(`vendorId=${stranger}`)).total).toBe(1);
    expect((await rest(`vendorId=${V}&entityType=User`)).logs.map((l) => l.action)).toEqual(['USER_SIGNED_UP']);
  });

  it('refuses bad filters with 400 and says which', async () => {
    const cases: [string, string][] = [
      ['entityType=Nope', 'entityType must be one of'],
      ['action=DANCED', 'action must be an action of the activity log'],
      ['performedById=bob', 'performedById must be a user id'],
      ['vendorId=acme', 'vendorId must be a company id'],
      ['from=2026-02-30', 'from must be a date (YYYY-MM-DD)'],
      ['to=yesterday', 'to must be a date (YYYY-MM-DD)'],
      ['from=2026-03-10&to=2026-03-01', 'The From date must be on or before the To date.'],
      ['sortOrder=UP', 'sortOrder must be ASC or DESC'],
      ['page=0', ''],
    ];
    for (const [query, words] of cases) {
      const res = await portal.rest('GET', `/audit-logs?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(words);
    }
  });
});

describe('auditLogs (GraphQL)', () => {
  const Q = `query($p:Int,$l:Int,$e:String,$a:String,$by:ID,$v:ID,$f:String,$t:String,$o:SortOrder){ auditLogs(options:{page:$p, limit:$l, entityType:$e, action:$a, performedById:$by, vendorId:$v, from:$f, to:$t, sortOrder:$o}){
    total: totalCount logs: items { logId entityType entityTypeLabel entityId action actionLabel performedById performedBy performedAt vendorId changes { field from to value } } } }`;

  it('answers the same list with the same filters', async () => {
    const res = await portal.gql(Q, { v: V, f: '2026-03-02', l: 10 }, admin);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.auditLogs;
    expect(page.total).toBe(2);
    expect(page.logs.map((l: Log) => l.actionLabel)).toEqual(['Uploaded a file', 'Signed up']);
    expect(page.logs[1].changes).toEqual([
      { field: 'email', from: null, to: null, value: 'new@example.com' },
      { field: 'vendorId', from: null, to: null, value: V },
    ]);
    const rest = await portal.rest('GET', `/audit-logs?vendorId=${V}&from=2026-03-02&limit=10`, { token: admin });
    expect(rest.body.logs.map((l: Log) => l.logId)).toEqual(page.logs.map((l: Log) => l.logId));
  });

  it('refuses a bad filter as BAD_USER_INPUT', async () => {
    const res = await portal.gql(Q, { f: '2026-04-01', t: '2026-03-01' }, admin);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toContain('The From date must be on or before the To date.');
  });
});

describe('GET /audit-logs/export.csv', () => {
  it('streams the filtered list as CSV: dated attachment, header row, quoting, formula guard, labels', async () => {
    const res = await fetch(`${portal.url}/api/v1/audit-logs/export.csv?entityType=Vendor&limit=1&page=9`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?activity-logs-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The UTF-8 byte order mark first (Excel's hint), then the records.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const rows = parseCsv(text);
    // Every row of the filter, paging ignored, newest first.
    expect(rows).toEqual([
      ['Entity Type', 'Entity Id', 'Action', 'Performed By', 'Performed At', 'Changes'],
      ['Company', O, 'Updated general info', 'Pat Admin', '2026-03-10 00:30:00', `regions: AZ -> AZ, NV\ncompanyName: Old, "Co" -> =HYPERLINK("http://x")`],
      ['Company', V, 'Approved a registration', 'Smith, "Jo"', '2026-03-01 10:00:00', 'registrationStatus: SUBMITTED -> APPROVED'],
    ]);
    expect(text).toContain('"Smith, ""Jo"""');
  });

  it('applies the person and date filters and the order, and answers the header alone when nothing matches', async () => {
    const asc = await portal.rest('GET', `/audit-logs/export.csv?performedById=${portal.users.PREQUAL_VIEWER.id}&sortOrder=ASC`, { token: admin });
    const rows = parseCsv(asc.body as string);
    expect(rows).toHaveLength(26);
    expect(rows[0]).toEqual(['Entity Type', 'Entity Id', 'Action', 'Performed By', 'Performed At', 'Changes']);
    expect(rows[1]![4]).toBe('2026-02-01 07:00:00');
    expect(rows[25]![4]).toBe('2026-02-01 07:24:00');
    const none = await portal.rest('GET', '/audit-logs/export.csv?from=2030-01-01', { token: admin });
    expect(none.status).toBe(200);
    expect(parseCsv(none.body as string)).toHaveLength(1);
  });

  it('refuses a bad filter with the JSON error, before any CSV', async () => {
    const res = await portal.rest('GET', '/audit-logs/export.csv?from=someday', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('from must be a date (YYYY-MM-DD)');
  });

  it('reads the rows through a cursor, a batch at a time, never the whole list at once', async () => {
    const q: AuditListQuery = { page: 1, limit: 25, search: '' };
    const sizes: number[] = [];
    const ids: string[] = [];
    const em = portal.em() as EntityManager;
    for await (const batch of listBatches<AuditListQuery, { id: string; performedAt: Date }>(em, AUDIT_LIST, q, 7)) {
      sizes.push(batch.length);
      ids.push(...batch.map((r) => r.id));
      expect(batch[0]!.performedAt).toBeInstanceOf(Date);
    }
    expect(sizes).toEqual([7, 7, 7, 7, 3]);
    const paged = await rest('limit=100');
    expect(ids).toEqual(paged.logs.map((l) => l.logId));
    // Stopping early ends the cursor's transaction: the pool is not left holding a connection in a transaction.
    for await (const batch of listBatches(em, AUDIT_LIST, q, 5)) {
      expect(batch).toHaveLength(5);
      break;
    }
    const [open] = await em
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
    expect(open!.n).toBe(0);
  });
});
