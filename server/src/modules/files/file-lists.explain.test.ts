import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { listStatements, type SortOrder, type SqlPart } from '../../db/list-query.js';
import { FILE_LIST, FILE_LIST_TYPES, FOLDER_LIST, type FileListType } from './file-lists.js';
import { expiringDocumentsStatement } from './file-manager.service.js';

/**
 * Every statement of the file lists has an index behind it: at 40,000 files over 2,000 approved companies of 10,000 (one
 * of them with 2,000 files of its own), EXPLAIN a company's file list (each tab and none, each sort both ways,
 * first, middle and last page), the admin's folders (pages and a search) and the dashboard's count of expiring
 * documents, and fail on a sequential scan of stored_file or vendor.
 */
/** Companies in the production mix of statuses: one in five approved (the folders). */
const COMPANIES = 10_000;
const APPROVED = COMPANIES / 5;
const FILES = 40_000;
const BIG_COMPANY_FILES = 2_000;
const LIMIT = 25;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let portal: TestPortal;
let em: EntityManager;
let bigCompany: string;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  const c = em.getConnection();
  await c.execute(
    `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, submitted_at)
     select md5('explain-files-' || i)::uuid, 'Files Company ' || md5(i::text), '53-' || lpad(i::text, 7, '0'),
            case when i % 5 = 1 then 'APPROVED' else 'SUBMITTED' end, 'NOT_STARTED', now()
     from generate_series(1, ?) i`,
    [COMPANIES],
  );
  bigCompany = (await c.execute<{ id: string }[]>(`select md5('explain-files-1')::uuid as id`))[0]!.id;
  // Most companies have a handful of files; the first has BIG_COMPANY_FILES.
  await c.execute(
    `insert into stored_file (id, vendor_id, file_name, storage_key, size, content_type, uploaded_area, uploaded_by, created_at, updated_at, expires_at)
     select gen_random_uuid(),
            case when i <= ? then md5('explain-files-1')::uuid else md5('explain-files-' || (1 + 5 * (i % ?)))::uuid end,
            'document-' || md5(i::text) || '.pdf', 'explain-' || i, 1000, 'application/pdf',
            (array['GENERAL', 'REGISTRATION', 'ESSENTIAL'])[1 + i % 3], 'E2E Explain', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
            case when i % 50 = 0 then date '2026-01-01' + (i % 900) end
     from generate_series(1, ?) i`,
    [BIG_COMPANY_FILES, APPROVED, FILES],
  );
  await c.execute('vacuum analyze stored_file');
  await c.execute('vacuum analyze vendor');
}, 120_000);
afterAll(() => portal?.stop());

async function explain(statement: SqlPart): Promise<PlanNode> {
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${statement.sql}`, statement.params);
  return row!['QUERY PLAN'][0]!.Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The big tables a plan reads sequentially. */
const seqScans = (plan: PlanNode) =>
  nodes(plan)
    .filter((n) => n['Node Type'] === 'Seq Scan' && ['stored_file', 'vendor'].includes(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']);

describe('the file lists at 40,000 files', () => {
  it('declares indexes that exist', async () => {
    const rows = await em.getConnection().execute<{ indexname: string }[]>(`select indexname from pg_indexes where tablename in ('stored_file', 'vendor')`);
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining([...FILE_LIST.indexes, ...FOLDER_LIST.indexes]));
  });

  it('the plan walk finds a sequential scan where there is one', async () => {
    expect(seqScans(await explain({ sql: 'select id from stored_file where size > 0 order by id', params: [] }))).toHaveLength(1);
  });

  it("reads a company's files, every tab and sort both ways, page by page, through an index", { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const type of [...(Object.keys(FILE_LIST_TYPES) as FileListType[]), null]) {
      for (const sortField of [...Object.keys(FILE_LIST.sorts), null]) {
        for (const sortOrder of ['ASC', 'DESC', null] as (SortOrder | null)[]) {
          const q = { vendorId: bigCompany, type, sortField, sortOrder, page: 1, limit: LIMIT };
          const { count } = listStatements(FILE_LIST, q);
          if (seqScans(await explain(count)).length) failures.push(`count ${type}: ${count.sql}`);
          const last = Math.ceil(BIG_COMPANY_FILES / LIMIT);
          for (const page of [1, Math.floor(last / 2), last]) {
            const statement = listStatements(FILE_LIST, { ...q, page }).page(BIG_COMPANY_FILES);
            if (seqScans(await explain(statement)).length) failures.push(`${type} ${sortField} ${sortOrder} page ${page}: ${statement.sql}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("reads the admin's folders, page by page and searched, through an index", async () => {
    const failures: string[] = [];
    const last = Math.ceil(APPROVED / 28);
    for (const page of [1, Math.floor(last / 2), last]) {
      const statement = listStatements(FOLDER_LIST, { page, limit: 28 }).page(APPROVED);
      if (seqScans(await explain(statement)).length) failures.push(`page ${page} (${seqScans(await explain(statement)).join(', ')}): ${statement.sql}`);
    }
    const { searched } = listStatements(FOLDER_LIST, { page: 1, limit: 28, search: 'files company 1f0' });
    if (seqScans(await explain(searched!)).length) failures.push(`search: ${searched!.sql}`);
    expect(failures).toEqual([]);
  });

  it("counts the dashboard's expiring documents through the expiry index", async () => {
    const plan = await explain(expiringDocumentsStatement(new Date('2026-11-23T12:00:00Z')));
    expect(seqScans(plan)).toEqual([]);
    expect(nodes(plan).map((n) => n['Index Name'])).toContain('stored_file_expires_at_idx');
  });
});
