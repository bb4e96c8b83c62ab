import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { listPage, listStatements, type ListPaging, type ListSpec, type SortOrder } from './list-query.js';

/**
 * The list-query builder on a real PostgreSQL, over a small table of its own: 103 rows in group 'a' (ranks with
 * ties and nulls, duplicate names, names with LIKE's special characters) and 20 in group 'b' that the filter
 * leaves out. Each page it reads, forwards or (past the middle) backwards, must be the page a plain
 * `order by ... limit ... offset` gives in the order the builder documents: ASC with nulls first, DESC with
 * nulls last, ties broken by id in the same direction.
 */
interface ProbeQuery extends ListPaging {
  grp: string;
  /** Count the rows instead of reading the counter. */
  counted?: boolean;
}

interface ProbeRow {
  id: string;
  name: string;
  rank: number | null;
  tag: string | null;
}

const PROBE: ListSpec<ProbeQuery> = {
  name: 'probe',
  table: 'list_probe',
  alias: 'p',
  joins: 'left join list_probe_tag t on t.probe_id = p.id',
  columns: { id: 'p.id', name: 'p.name', rank: 'p.rank', tag: 't.tag' },
  where: (q) => [{ sql: 'p.grp = ?', params: [q.grp] }],
  search: 'lower(p.name)',
  sorts: { name: 'p.name', rank: 'p.rank' },
  defaultSort: () => ({ field: 'rank', order: 'DESC' }),
  counterKey: (q) => (q.counted ? null : `list_probe.grp:${q.grp}`),
  indexes: ['list_probe_grp_rank_idx', 'list_probe_grp_name_idx'],
};

const TOTAL = 103;
/** Names LIKE would treat as patterns if the search were not escaped. */
const SPECIAL = ['100% Concrete', '100 Concrete', 'A_B Electric', 'AxB Electric', 'C\\D Paving', 'CD Paving', '50%_Off Glass'];

let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  const connection = em.getConnection();
  await connection.execute(`create table list_probe (id uuid primary key, grp text not null, name text not null, rank int null)`);
  await connection.execute(`create index list_probe_grp_rank_idx on list_probe (grp, rank nulls first, id)`);
  await connection.execute(`create index list_probe_grp_name_idx on list_probe (grp, name nulls first, id)`);
  await connection.execute(`create table list_probe_tag (probe_id uuid primary key references list_probe (id), tag text not null)`);
  // Ranks 0..6 with many ties and every 10th null; ids in an order unrelated to the rows' numbers; five
  // rows share a name; a tag on every third row.
  await connection.execute(
    `insert into list_probe (id, grp, name, rank)
     select md5('probe' || i)::uuid, 'a',
       case when i <= ? then (array[?])[i] when i % 20 = 0 then 'Same Name' else 'Probe ' || lpad(i::text, 3, '0') end,
       case when i % 10 = 0 then null else i % 7 end
     from generate_series(1, ?::int) i
     union all
     select md5('other' || i)::uuid, 'b', 'Other ' || i, i % 3 from generate_series(1, 20) i`,
    [SPECIAL.length, SPECIAL, TOTAL],
  );
  await connection.execute(`insert into list_probe_tag (probe_id, tag) select id, 'tag of ' || name from list_probe where grp = 'a' and rank = 3`);
  // The counter as the triggers keep it for the real lists.
  await connection.execute(`insert into row_count (key, n) values ('list_probe.grp:a', ?), ('list_probe.grp:b', 20)`, [TOTAL]);
  await connection.execute(`analyze list_probe`);
});
afterAll(() => portal?.stop());

/** The documented order, as a plain query: every row of group `grp`, or one page of them. */
async function reference(column: string, order: SortOrder, page?: { limit: number; offset: number }): Promise<string[]> {
  const orderBy = order === 'ASC' ? `${column} asc nulls first, p.id asc` : `${column} desc nulls last, p.id desc`;
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      `select p.id from list_probe p where p.grp = 'a' order by ${orderBy}${page ? ' limit ? offset ?' : ''}`,
      page ? [page.limit, page.offset] : [],
    );
  return rows.map((r) => r.id);
}

const ids = (rows: ProbeRow[]) => rows.map((r) => r.id);
const q = (patch: Partial<ProbeQuery>): ProbeQuery => ({ grp: 'a', page: 1, limit: 10, ...patch });

describe('pages', () => {
  it.each([
    ['name', 'p.name'],
    ['rank', 'p.rank'],
  ])('sorted by %s, both orders, limit 10: every page is the plain query’s page, the second half read backwards', async (field, column) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const all = await reference(column, order);
      expect(all).toHaveLength(TOTAL);
      const seen: string[] = [];
      for (let page = 1; page <= 11; page++) {
        const query = q({ sortField: field, sortOrder: order, page });
        const { rows, totalCount } = await listPage<ProbeQuery, ProbeRow>(em, PROBE, query);
        expect(totalCount).toBe(TOTAL);
        const offset = (page - 1) * 10;
        expect(ids(rows), `${field} ${order} page ${page}`).toEqual(await reference(column, order, { limit: 10, offset }));
        // Pages 7 to 11 start past the middle (offset > 51.5): they are read from the other end.
        expect(listStatements(PROBE, query).page(TOTAL).reversed, `page ${page}`).toBe(offset > TOTAL / 2);
        seen.push(...ids(rows));
      }
      expect(seen).toEqual(all);
    }
    // One index serves both orders: DESC is ASC read backwards, nulls included.
    expect(await reference(column, 'DESC')).toEqual((await reference(column, 'ASC')).reverse());
  });

  it('every page size from 1 to past the total gives the same rows, in order, counted or from the counter', async () => {
    const all = await reference('p.rank', 'ASC');
    for (const limit of [1, 7, 25, 51, 52, 102, 103, 1000]) {
      for (const counted of [false, true]) {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(TOTAL / limit); page++) {
          const { rows, totalCount } = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ sortField: 'rank', sortOrder: 'ASC', page, limit, counted }));
          expect(totalCount).toBe(TOTAL);
          expect(rows.length, `limit ${limit} page ${page}`).toBe(Math.min(limit, TOTAL - (page - 1) * limit));
          seen.push(...ids(rows));
        }
        expect(seen, `limit ${limit}${counted ? ', counted' : ''}`).toEqual(all);
      }
    }
  });

  it('rows carry the declared columns, joined for the page only (a row without a tag has null)', async () => {
    const { rows } = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ sortField: 'rank', sortOrder: 'DESC', limit: TOTAL }));
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'name', 'rank', 'tag']);
    expect(rows.filter((r) => r.tag !== null).map((r) => r.rank)).toEqual(rows.filter((r) => r.rank === 3).map(() => 3));
    expect(rows.find((r) => r.rank === 3)?.tag).toMatch(/^tag of /);
    // DESC puts the nulls last.
    expect(rows.slice(-10).map((r) => r.rank)).toEqual(Array(10).fill(null));
  });

  it('without a sort field: the default sort; with only an order: the default field in that order', async () => {
    const byDefault = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ limit: TOTAL }));
    expect(ids(byDefault.rows)).toEqual(await reference('p.rank', 'DESC'));
    const ascending = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ sortOrder: 'ASC', limit: TOTAL }));
    expect(ids(ascending.rows)).toEqual(await reference('p.rank', 'ASC'));
  });

  it('the filter keeps to its group', async () => {
    const b = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ grp: 'b', limit: 100, counted: true }));
    expect([b.totalCount, b.rows.length]).toEqual([20, 20]);
    expect(b.rows.every((r) => r.name.startsWith('Other '))).toBe(true);
  });

  it('a page past the end, and an empty list: no rows, the right total', async () => {
    for (const page of [12, 13, 1000]) {
      expect(await listPage(em, PROBE, q({ page }))).toEqual({ rows: [], totalCount: TOTAL });
      expect(await listPage(em, PROBE, q({ page, counted: true }))).toEqual({ rows: [], totalCount: TOTAL });
    }
    expect((await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ page: 11 }))).rows).toHaveLength(3);
    expect(await listPage(em, PROBE, q({ grp: 'nobody' }))).toEqual({ rows: [], totalCount: 0 });
    expect(await listPage(em, PROBE, q({ grp: 'nobody', counted: true }))).toEqual({ rows: [], totalCount: 0 });
  });
});

describe('search', () => {
  const names = async (search: string, patch: Partial<ProbeQuery> = {}) => {
    const { rows, totalCount } = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ search, sortField: 'name', sortOrder: 'ASC', limit: 100, ...patch }));
    expect(totalCount, `search ${JSON.stringify(search)}`).toBe(rows.length);
    // As a set (sorted here, so the database's collation of punctuation does not matter).
    return rows.map((r) => r.name).sort();
  };

  it('takes %, _ and \\ literally', async () => {
    expect(await names('%')).toEqual(['100% Concrete', '50%_Off Glass']);
    expect(await names('100%')).toEqual(['100% Concrete']);
    expect(await names('_')).toEqual(['50%_Off Glass', 'A_B Electric']);
    expect(await names('a_b')).toEqual(['A_B Electric']);
    expect(await names('%_')).toEqual(['50%_Off Glass']);
    expect(await names('\\')).toEqual(['C\\D Paving']);
    expect(await names('c\\d')).toEqual(['C\\D Paving']);
  });

  it('matches a substring in any case, counts only the matches, and pages them', async () => {
    expect(await names('CONCRETE')).toEqual(['100 Concrete', '100% Concrete']);
    expect(await names('same name')).toHaveLength(5);
    const probes = (await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ search: 'probe 0', sortField: 'name', sortOrder: 'ASC', limit: 100 }))).rows.map((r) => r.name);
    expect(probes.length).toBeGreaterThan(50);
    const { rows, totalCount } = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ search: 'probe 0', sortField: 'name', sortOrder: 'DESC', page: 5, limit: 10 }));
    expect(totalCount).toBe(probes.length);
    expect(rows.map((r) => r.name)).toEqual([...probes].reverse().slice(40, 50));
    expect(await names('no such name')).toEqual([]);
  });

  it('answers the total of the matches on a page past their end, and rows without the total column', async () => {
    const all = await listPage<ProbeQuery, ProbeRow>(em, PROBE, q({ search: 'probe 0', limit: 100 }));
    expect(all.rows[0]).not.toHaveProperty('__total');
    expect(await listPage(em, PROBE, q({ search: 'probe 0', page: 1000, limit: 10 }))).toEqual({ rows: [], totalCount: all.totalCount });
    expect(listStatements(PROBE, q({})).searched).toBeNull();
  });

  it('a search of only spaces is no search: the total comes from the counter', async () => {
    const statements = listStatements(PROBE, q({ search: '   ' }));
    expect(statements.count.sql).toContain('row_count');
    expect((await listPage(em, PROBE, q({ search: '   ' }))).totalCount).toBe(TOTAL);
    expect(listStatements(PROBE, q({ search: ' x ' })).count.params).toEqual(['a', '%x%']);
  });
});
