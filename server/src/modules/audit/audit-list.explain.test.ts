import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { listStatements, type SortOrder, type SqlPart } from '../../db/list-query.js';
import { exportStatement } from '../../rest/csv-export.js';
import { AUDIT_LIST, type AuditListQuery } from './audit-list.js';

/**
 * Every filter of the Activity Logs list, alone and with a date range, in both orders, has an index behind it:
 * at 60,000 entries (a year of a busy portal), EXPLAIN the count, the first page, the pages on either side of the
 * middle and the last page, and the export's cursor, and fail on a sequential scan of audit_log or a sort of its
 * rows. (The unfiltered total counts the whole table: no counter row, since every change of the portal writes an
 * entry and a shared counter would make every transaction wait on it.)
 */
const ROWS = 60_000;
let portal: TestPortal;
let em: EntityManager;
let vendorId: string;
let userId: string;

beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  userId = portal.users.PREQUAL_ADMIN.id;
  const types = `(array['Vendor','User','StoredFile','Prequalification','PrequalForm'])[1 + i % 5]`;
  const actions = `(array['GENERAL_INFO_UPDATED','LOGIN','FILE_UPLOADED','PREQUAL_BEGUN','PREQUAL_FORM_SAVED'])[1 + i % 5]`;
  // 300 companies and 200 people share the entries; the demo company and the prequal admin have their share.
  await em.getConnection().execute(
    `insert into audit_log (id, entity_type, entity_id, action, performed_by_id, performed_by, performed_at, changes, vendor_id)
     select md5('audit' || i)::uuid, ${types}, md5('entity' || i)::text, ${actions},
       case when i % 200 = 0 then ?::uuid when i % 7 = 0 then null else md5('user' || (i % 200))::uuid end, 'Someone',
       timestamptz '2026-01-01' + i * interval '9 minutes', null,
       case when i % 300 = 0 then ?::uuid when i % 4 = 0 then null else md5('vendor' || (i % 300))::uuid end
     from generate_series(1, ?) i`,
    [userId, vendorId, ROWS],
  );
  await em.getConnection().execute('vacuum analyze audit_log');
});
afterAll(() => portal?.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function plan(statement: SqlPart, cursor = false): Promise<PlanNode> {
  const sql = `explain (format json) ${cursor ? 'declare csv_export no scroll cursor for ' : ''}${statement.sql}`;
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(sql, statement.params);
  return row!['QUERY PLAN'][0]!.Plan;
}
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

const FILTERS: Record<string, Partial<AuditListQuery>> = {
  none: {},
  entityType: { entityType: 'User' },
  action: { action: 'FILE_UPLOADED' },
  person: { performedById: '' },
  company: { vendorId: '' },
  'company and entity type': { vendorId: '', entityType: 'Vendor' },
};
const RANGE = { from: '2026-03-01', to: '2026-05-31' };

describe('the Activity Logs list at 60,000 entries', () => {
  it('reads every filter, with and without a date range, in both orders, through an index, never sorting the table', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [name, base] of Object.entries(FILTERS)) {
      for (const range of [{}, RANGE]) {
        for (const order of ['DESC', 'ASC'] as SortOrder[]) {
          const filter = { ...base, ...(base.performedById === '' ? { performedById: userId } : {}), ...(base.vendorId === '' ? { vendorId } : {}) };
          const q: AuditListQuery = { page: 1, limit: 25, search: '', sortOrder: order, ...filter, ...range };
          const { count } = listStatements(AUDIT_LIST, q);
          const [counted] = await em.getConnection().execute<{ n: number }[]>(count.sql, count.params);
          const total = counted!.n;
          expect(total, name).toBeGreaterThan(0);
          const last = Math.max(1, Math.ceil(total / 25));
          const middle = Math.floor(total / 2 / 25) + 1;
          const statements: [string, SqlPart][] = [
            ['count', count],
            ['export', exportStatement(AUDIT_LIST, q)],
            ...[...new Set([1, middle, middle + 1, last])]
              .filter((p) => p <= last)
              .map((p) => [`page ${p}/${last}`, listStatements(AUDIT_LIST, { ...q, page: p }).page(total)] as [string, SqlPart]),
          ];
          for (const [what, statement] of statements) {
            checked += 1;
            const all = nodes(await plan(statement, what === 'export'));
            // The unfiltered total is the whole table's count: reading it all is what a count of everything costs.
            const seq = all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'audit_log') && !(name === 'none' && what === 'count');
            // A page of ids reads them in order from the filter's index; only the page's 25 rows may be sorted (the outer
            // order by). Two filters together may be found through both indexes and their few matches sorted.
            const sortsTable = what !== 'count' && !name.includes(' and ') && all.filter((n) => n['Node Type'] === 'Sort').length > (what === 'export' ? 0 : 1);
            if (seq || sortsTable) failures.push(`${name} ${JSON.stringify(range)} ${order} ${what}: ${seq ? 'Seq Scan' : 'Sort'}\n${statement.sql}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);
});
