import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { listStatements, type SqlPart } from '../../db/list-query.js';
import { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST } from './notes-list.js';

/**
 * A company's notes and comments (and its related accounts) are read through an index, never by scanning every
 * company's rows: 2,000 companies with 10 notes, 10 comments and a link each, then EXPLAIN what the lists run.
 */
const COMPANIES = 2000;
let portal: TestPortal;
let em: EntityManager;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  const run = (sql: string) => em.getConnection().execute(sql);
  await run(`insert into vendor (id, company_name, registration_status, account_id)
             select gen_random_uuid(), 'Explain Co ' || i, 'APPROVED', 'explain-acc-' || i from generate_series(1, ${COMPANIES}) i`);
  await run(`insert into company_note (id, vendor_id, notes, created_by, created_at)
             select gen_random_uuid(), v.id, 'note ' || n, 'Sam', now() - n * interval '1 hour' from vendor v, generate_series(1, 10) n`);
  await run(`insert into company_comment (id, vendor_id, comment_text, commented_by, comment_date)
             select gen_random_uuid(), v.id, 'comment ' || n, 'Sam', now() - n * interval '1 hour' from vendor v, generate_series(1, 10) n`);
  await run(`insert into related_account (parent_id, child_id)
             select p.id, c.id from vendor p join vendor c on c.account_id = 'explain-acc-' || (substring(p.account_id from 13)::int + 1)
             where p.account_id like 'explain-acc-%'`);
  await run('vacuum analyze vendor, company_note, company_comment, related_account');
  const [row] = await em.getConnection().execute<{ id: string }[]>(`select id from vendor where account_id = 'explain-acc-1000'`);
  vendorId = row!.id;
}, 120_000);
afterAll(() => portal?.stop());

async function plan(statement: SqlPart): Promise<string> {
  const rows = await em.getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain ${statement.sql}`, statement.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('company notes and comments lists', () => {
  it.each([
    ['notes', COMPANY_NOTES_LIST, 'company_note'],
    ['comments', COMPANY_COMMENTS_LIST, 'company_comment'],
  ] as const)('%s: the count and every page read the company index, never the whole table', async (_name, spec, table) => {
    for (const sortOrder of ['ASC', 'DESC', null] as const) {
      const s = listStatements(spec, { vendorId, page: 1, limit: 25, sortOrder });
      const count = await plan(s.count);
      expect(count).toContain(spec.indexes[0]);
      expect(count).not.toContain(`Seq Scan on ${table}`);
      // Each company has 10.
      const page = await plan(s.page(10));
      expect(page).toContain(spec.indexes[0]);
      expect(page).not.toContain(`Seq Scan on ${table}`);
    }
  });

  it("related accounts: both sides and the circle check read the link's indexes", async () => {
    const sides = await plan({
      sql: `select v.id from related_account r join vendor v on v.id = r.parent_id where r.child_id = ?
            union all select v.id from related_account r join vendor v on v.id = r.child_id where r.parent_id = ?`,
      params: [vendorId, vendorId],
    });
    expect(sides).toContain('related_account_child_id_index');
    expect(sides).toContain('related_account_pkey');
    expect(sides).not.toContain('Seq Scan on related_account');
  });
});
