import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { listStatements, type SortOrder, type SqlPart } from '../../db/list-query.js';
import { PROJECTS_LIST } from './projects-list.js';

/**
 * Every statement of the Projects list has an index behind it: at 20,000 projects (a fifth of them assigned to a
 * company), EXPLAIN the count and the pages (first, either side of the middle, last) of every sort in both orders,
 * and a selective search, and fail on a sequential scan of project or vendor_project. The total without a search is
 * the row_count counter the triggers keep, checked against the table.
 */
const PROJECTS = 20_000;
const LIMIT = 25;
const SEARCH = 'p-1234';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  const c = em.getConnection();
  await c.execute(
    `insert into project (id, opportunity_id, project_number, project_name, project_stage, project_volume, start_date, end_date, created_at)
     select gen_random_uuid(), 'explain-' || i, 'P-' || i, 'Project ' || md5(i::text), (array['Qualify','Develop','Propose','Close'])[1 + i % 4],
            (i * 7919 % 100000000)::numeric, date '2026-01-01' + (i % 900), date '2027-01-01' + (i % 900), now() - (i || ' minutes')::interval
     from generate_series(1, ?) i`,
    [PROJECTS],
  );
  await c.execute(
    `insert into vendor_project (vendor_id, project_id) select ?, id from project where project_number like 'P-%' and right(project_number, 1) in ('0', '5')`,
    [vendorId],
  );
  await c.execute('vacuum analyze project');
  await c.execute('vacuum analyze vendor_project');
}, 120_000);
afterAll(() => portal?.stop());

async function explain(statement: SqlPart): Promise<PlanNode> {
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${statement.sql}`, statement.params);
  return row!['QUERY PLAN'][0]!.Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const seqScans = (plan: PlanNode) => nodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && ['project', 'vendor_project'].includes(n['Relation Name'] ?? ''));
const indexes = (plan: PlanNode) => nodes(plan).flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));

describe('the Projects list at 20,000 projects', () => {
  it('declares indexes that exist', async () => {
    const rows = await em.getConnection().execute<{ indexname: string }[]>(`select indexname from pg_indexes where tablename = 'project'`);
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining([...PROJECTS_LIST.indexes]));
  });

  it('the plan walk finds a sequential scan where there is one', async () => {
    expect(seqScans(await explain({ sql: 'select id from project where updated_at < now() order by id', params: [] }))).toHaveLength(1);
  });

  it('reads every sort, both ways, page by page, through its index', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const sortField of [...Object.keys(PROJECTS_LIST.sorts), null]) {
      for (const sortOrder of ['ASC', 'DESC', null] as (SortOrder | null)[]) {
        const q = { sortField, sortOrder, page: 1, limit: LIMIT };
        const { count } = listStatements(PROJECTS_LIST, q);
        if (seqScans(await explain(count)).length) failures.push(`count: ${count.sql}`);
        const last = Math.ceil(PROJECTS / LIMIT);
        for (const page of [1, Math.floor(last / 2), Math.floor(last / 2) + 1, last]) {
          const statement = listStatements(PROJECTS_LIST, { ...q, page }).page(PROJECTS);
          const plan = await explain(statement);
          const column = PROJECTS_LIST.sorts[sortField ?? 'createdAt']!.replace('p.', '');
          if (seqScans(plan).length || !indexes(plan).includes(`project_${column}_idx`)) {
            failures.push(`sort ${sortField} ${sortOrder} page ${page}: ${indexes(plan).join(', ')}`);
          }
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('keeps the total in row_count, through imports (an upsert of existing ones counts nothing) and deletes', async () => {
    const c = em.getConnection();
    const counter = async () => Number((await c.execute<{ n: string }[]>(`select n from row_count where key = 'project'`))[0]!.n);
    expect(await counter()).toBe(PROJECTS);
    await c.execute(
      `insert into project (id, opportunity_id, project_name) values (gen_random_uuid(), 'explain-1', 'Again'), (gen_random_uuid(), 'explain-new', 'New')
       on conflict (opportunity_id) do update set project_name = excluded.project_name`,
    );
    expect(await counter()).toBe(PROJECTS + 1);
    await c.execute(`delete from project where opportunity_id in ('explain-new', 'explain-2')`);
    expect(await counter()).toBe(PROJECTS - 1);
    const [counted] = await c.execute<{ n: number }[]>('select count(*)::int as n from project');
    expect(await counter()).toBe(counted!.n);
  });

  it('searches through the trigram index', async () => {
    const { searched } = listStatements(PROJECTS_LIST, { search: SEARCH, sortField: 'projectName', sortOrder: 'ASC', page: 1, limit: LIMIT });
    const plan = await explain(searched!);
    expect(seqScans(plan)).toEqual([]);
    expect(indexes(plan)).toContain('project_search_trgm');
  });
});
