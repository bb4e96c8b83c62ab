import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { SELECTIVE_USER_SEARCH } from '../../../test/fixtures/list-seed.js';
import { listsTemplate } from '../../../test/fixtures/lists-template.js';
import { listStatements, type SqlPart } from '../../db/list-query.js';
import { USER_KINDS, USERS_LIST, type UsersListQuery } from './users-list.js';

/**
 * The Users screen's tabs have an index behind them: at 30,000 users (1 % staff, the rest company users), EXPLAIN
 * the count, the pages (first, either side of the middle, last) and a selective search of the Internal tab
 * (GET /users/harkins) and the Vendor tab (GET /users), and fail on a sequential scan of app_user; a deep page
 * enters the tab's name index at its stretch of app_user_name_bucket.
 */
let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  // The list tests' seed, made once per run (test/fixtures/lists-template.ts): 30,000 users, 1 % of them staff.
  portal = await startTestPortal({}, undefined, { template: await listsTemplate() });
  em = portal.em();
}, 300_000);
afterAll(() => portal?.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function plan(statement: SqlPart): Promise<PlanNode[]> {
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${statement.sql}`, statement.params);
  return nodes(row!['QUERY PLAN'][0]!.Plan);
}

describe.each(USER_KINDS)('the %s users list', (kind) => {
  it('reads app_user through its indexes only: count, pages from first to last, and a search', async () => {
    const q: UsersListQuery = { kind, page: 1, limit: 25 };
    const { count } = listStatements(USERS_LIST, q);
    const [counted] = await em.getConnection().execute<{ n: number }[]>(count.sql, count.params);
    const total = counted!.n;
    expect(total).toBeGreaterThan(kind === 'INTERNAL' ? 100 : 15_000);
    const last = Math.ceil(total / 25);
    const middle = Math.floor(total / 2 / 25) + 1;
    const statements: [string, SqlPart][] = [['count', count]];
    for (const page of new Set([1, middle, middle + 1, last])) statements.push([`page ${page}`, listStatements(USERS_LIST, { ...q, page }).page(total)]);
    statements.push(['search', listStatements(USERS_LIST, { ...q, search: SELECTIVE_USER_SEARCH }).searched!]);

    const indexes = new Set<string>();
    for (const [name, statement] of statements) {
      const found = await plan(statement);
      expect(
        found.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'app_user').map(() => name),
        `${kind} ${name}: ${statement.sql}`,
      ).toEqual([]);
      found.forEach((n) => n['Index Name'] && indexes.add(n['Index Name']));
    }
    // The tab's own partial indexes do the work.
    const own = kind === 'INTERNAL' ? ['app_user_internal_name_idx'] : ['app_user_vendor_role_name_idx'];
    expect([...indexes]).toEqual(expect.arrayContaining(own));
  }, 60_000);

  it('starts a deep page at the name stretch that holds it (app_user_name_bucket), both ways, not at the first row', async () => {
    const [counted] = await em.getConnection().execute<{ n: number }[]>(`select n from row_count where key = ?`, [`app_user.kind:${kind}`]);
    const total = counted!.n;
    const middle = Math.floor(total / 2 / 25) + 1;
    for (const sortOrder of ['ASC', 'DESC'] as const) {
      const statement = listStatements(USERS_LIST, { kind, page: middle, limit: 25, sortOrder }).page(total);
      const found = await plan(statement);
      expect(found.some((n) => n['Relation Name'] === 'app_user_name_bucket')).toBe(true);
      // The tab's name index is entered at the stretch's start: an index condition on (name, id), not a scan from its first entry.
      const own = found.find((n) => n['Index Name'] === (kind === 'INTERNAL' ? 'app_user_internal_name_idx' : 'app_user_vendor_role_name_idx'));
      expect(own?.['Index Cond'], `${kind} ${sortOrder}: ${statement.sql}`).toMatch(/ROW\(name, id\) >= ROW/i);
    }
  }, 60_000);
});
