import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { containsPattern } from './like.js';

/** One SQL condition with its `?` parameters. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * One paged list, declared once (in the spirit of Vendure's ListQueryBuilder): the big table it pages
 * over, the columns its rows show, its filters, the substring search, the sort allow-list and the indexes
 * behind each. `listPage` runs it; the benchmark's raw-SQL baseline runs the very same statements
 * (`listStatements`); the EXPLAIN test checks every filter and sort it allows against its indexes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row's shape is each list's own
export interface ListSpec<Q, Row = any> {
  name: string;
  /** The table the list pages over, and its alias in the SQL below. */
  table: string;
  alias: string;
  /** Joins for the row's extra columns: applied to the page's rows only, never to the scan. */
  joins?: string;
  /** The row's columns, output name -> SQL expression: only what the list's rows show. */
  columns: Readonly<Record<string, string>>;
  /** The columns holding a timestamp: the driver answers text, the API a date. */
  dates?: readonly string[];
  /** Conditions every query of the list has (what it lists at all), beside its filters'. */
  where?(q: Q): SqlPart[];
  /**
   * The list's filters, each declared once: its name is the REST query parameter and the GraphQL option, its
   * schema parses both (operations/list-binding.ts builds the input and the `options` type from these), its
   * condition applies when the parsed query has a value for it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a filter reads the part of the query it needs (listFilter types it)
  filters?: Readonly<Record<string, ListFilter<any>>>;
  /** The CSV export's file name (before its date) and columns, for the query exported. */
  csv?: { name(q: Q): string; columns(q: Q): readonly CsvColumn<Row>[] };
  /** The expression `search` matches as a substring, the same as its trigram index's. */
  search?: string;
  /** sortField -> the column it sorts by; every one has an index that ends (column, id). */
  sorts: Readonly<Record<string, string>>;
  /** False: the list reads in one column's order and a caller chooses only its direction (sortOrder, no sortField). */
  sortField?: false;
  /** The sort when the query names none. */
  defaultSort(q: Q): { field: string; order: SortOrder };
  /**
   * Rows that come first whatever the sort (a review tab's overdue reviews), each group then in the chosen sort;
   * null for none. Each group is read through its own index: the rows matching it, and the rest.
   */
  first?(q: Q): SqlPart | null;
  /**
   * The row_count key holding the total of the query's filters when there is no search (kept by
   * triggers, so page 1 of 100,000 rows costs what page 1 of 1,000 does), or the keys whose counts add up
   * to it (the Companies list: every registration status but DRAFT), or null to count the rows.
   */
  counterKey(q: Q): string | CounterKeys | null;
  /**
   * The row counts by stretch of the sort's order (kept by triggers), when the query's rows are exactly the counted
   * ones: a deep page then starts its index scan at the stretch holding its first row instead of reading every row
   * before it, so its cost stays that of page 1 whatever the table's size. Null (or none) for a plain OFFSET.
   */
  skipCounts?(q: Q): SkipCounts | null;
  /** The indexes the list relies on, by name (created by migrations; the EXPLAIN test looks for them). */
  indexes: readonly string[];
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * The stretches of one sort's order: `sql` selects a row per stretch, its first key (`s`, never null, and `id`: the
 * sort column's value and the row id where the stretch starts, the first stretch starting below every row) and `n`,
 * the rows of the list from there to the next stretch's start. The counts must be exact (triggers keep them); rows
 * whose sort value is null are left out (the page is then a plain OFFSET while the query has any).
 */
export interface SkipCounts extends SqlPart {
  /** The sortField whose order the stretches follow (both directions). */
  field: string;
}

/** Several row_count keys whose counts add up to a list's total (ListSpec.counterKey). */
export type CounterKeys = readonly [string, ...string[]];

/** One filter of a list: how a request gives it and what it keeps. */
export interface ListFilter<Q = never> {
  /** Parses the REST query parameter and the GraphQL option alike; blank and null read as no filter. */
  schema: z.ZodType;
  /**
   * The condition when the query has a value for the filter (none: the filter only shapes the answer); null when
   * the rest of the query leaves the filter out (the Completed tab's decision filter on another tab).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value is the filter's schema's output
  where?(value: any, q: Q): SqlPart | null;
  /** The option's GraphQL type (a thunk, `() => String` by default); false keeps it out of GraphQL (REST only). */
  graphql?: (() => unknown) | false;
  /** Every query names it (a tab's status): its GraphQL option is non-null, and so is the `options` argument. */
  required?: boolean;
}

/** Declares a filter, its condition typed by its schema's output (`q`: the rest of the query, when it needs it). */
export function listFilter<S extends z.ZodType, Q = never>(
  schema: S,
  where?: (value: NonNullable<z.output<S>>, q: Q) => SqlPart | null,
  opts: { graphql?: (() => unknown) | false; required?: boolean } = {},
): ListFilter<Q> & { schema: S } {
  return { schema, where, ...opts };
}

/** The parsed values of a list's filters, each optional: the part of the list's query its filters make. */
export type FilterValues<F> = { [K in keyof F]?: F[K] extends { schema: infer S extends z.ZodType } ? z.output<S> : never };

/** One column of a list's CSV file: its header and the cell of a row (the row as the list's SQL reads it). */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): unknown;
}

/** The list's conditions for a query: its own, its filters' that have a value, and the search's. */
export function listConditions<Q extends ListPaging>(spec: ListSpec<Q>, q: Q): SqlPart[] {
  const conditions = spec.where ? spec.where(q) : [];
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const value = (q as unknown as Record<string, unknown>)[name];
    const part = filter.where && value != null && value !== '' ? filter.where(value, q) : null;
    if (part) conditions.push(part);
  }
  const search = q.search?.trim() ? q.search.trim() : null;
  if (search && spec.search) conditions.push({ sql: `${spec.search} like ?`, params: [containsPattern(search)] });
  return conditions;
}

/** The paging part every list query has, already parsed and clamped (listQuerySchema). */
export interface ListPaging {
  search?: string | null;
  sortField?: string | null;
  sortOrder?: SortOrder | null;
  page: number;
  limit: number;
}

export interface ListStatements {
  /** The total: one row, column `n`. */
  count: SqlPart;
  /** The page's rows, given the total (a page past the middle is read from the other end of the index). */
  page(total: number): SqlPart & { reversed: boolean };
  /**
   * With a search, the page and its total in one statement: the matches are found once (through the trigram
   * index) and both counted and sorted, each row carrying the total in column `__total`. An empty answer
   * means no matches, or a page past the end: then `count` says which. Null without a search.
   */
  searched: SqlPart | null;
}

/** The column of a searched page's rows that holds the total. */
const TOTAL_COLUMN = '__total';

/**
 * The statements of a list page. Without a search, the total comes from the row_count counter and the page
 * selects the ids from the filter+sort index (an index-only scan), then reads and joins only the page's rows;
 * a page in the second half is read backwards from the end, so the last page costs what the first does.
 * With a search, one statement finds the matches through the trigram index, counts them and sorts them (a
 * search's cost is its matches', so finding them twice would double it).
 */
export function listStatements<Q extends ListPaging>(spec: ListSpec<Q>, q: Q): ListStatements {
  const conditions = listConditions(spec, q);
  const search = q.search?.trim() ? q.search.trim() : null;
  const whereSql = conditions.length ? `where ${conditions.map((c) => c.sql).join(' and ')}` : '';
  const whereParams = conditions.flatMap((c) => c.params);

  const key = search ? null : spec.counterKey(q);
  const count: SqlPart =
    typeof key === 'string'
      ? { sql: `select coalesce((select n from row_count where key = ?), 0)::int as n`, params: [key] }
      : key
        ? { sql: `select coalesce((select sum(n) from row_count where key in (${key.map(() => '?').join(', ')})), 0)::int as n`, params: [...key] }
        : { sql: `select count(*)::int as n from ${spec.table} ${spec.alias} ${whereSql}`, params: whereParams };

  const fallback = spec.defaultSort(q);
  const field = q.sortField && spec.sorts[q.sortField] ? q.sortField : fallback.field;
  const column = spec.sorts[field];
  if (!column) throw new Error(`List ${spec.name}: default sort ${field} is not in its sorts`);
  const order = q.sortOrder ?? (q.sortField ? 'ASC' : fallback.order);
  const a = spec.alias;
  const columns = Object.entries(spec.columns)
    .map(([name, sql]) => `${sql} as "${name}"`)
    .join(', ');

  const first = spec.first?.(q) ?? null;
  // The group of a row: 0 for the rows that come first, 1 for the rest (read backwards, the rest come first).
  const group = first ? `(case when ${first.sql} then 0 else 1 end)` : null;
  const groupOrder = (reversed: boolean) => (reversed ? 'desc' : 'asc');

  const ordered = (dir: SortOrder, reversed = false) => ({
    orderBy: (group ? `${group} ${groupOrder(reversed)}, ` : '') + orderSql(column, `${a}.id`, dir),
    orderParams: first ? first.params : [],
    // Materialized, so the planner cannot instead walk the sort index testing every row for the search.
    matches: `m as materialized (select ${a}.id, ${column} as s${group ? `, ${group} as g` : ''} from ${spec.table} ${a} ${whereSql})`,
    matchesParams: [...(first ? first.params : []), ...whereParams],
    byMatch: (group ? `m.g ${groupOrder(reversed)}, ` : '') + orderSql('m.s', 'm.id', dir),
  });
  const searched: SqlPart | null = search
    ? (() => {
        const { orderBy, orderParams, matches, matchesParams, byMatch } = ordered(order);
        return {
          sql:
            `with ${matches}, p as (select m.id from m order by ${byMatch} limit ? offset ?) ` +
            `select ${columns}, (select count(*) from m)::int as "${TOTAL_COLUMN}" from ${spec.table} ${a} ${spec.joins ?? ''} where ${a}.id in (select p.id from p) order by ${orderBy}`,
          params: [...matchesParams, q.limit, (q.page - 1) * q.limit, ...orderParams],
        };
      })()
    : null;

  /**
   * A page through the sort's stretch counts: the stretch holding the page's first row (in ascending order) is found
   * by summing the counts, then the sort index is read from that stretch's start, skipping only the rows of the
   * stretch before the page. A descending page is the ascending rows from the other end, read back reversed.
   * The stretches leave out rows whose sort value is null (a row comparison cannot place them): while the query has
   * any (the counts add up to less than the total), the page is a plain OFFSET from the nearer end instead, each
   * branch behind a one-time condition on the counts' sum, so only one runs.
   */
  const skipped = (stretches: SkipCounts, offset: number, total: number) => {
    const take = Math.min(q.limit, total - offset);
    const ascending = order === 'ASC';
    const position = ascending ? offset : Math.max(0, total - offset - take);
    const plain = orderSql(column, `${a}.id`, 'ASC');
    const from =
      `with b as (select x.s, x.id, x.before from (select c.s, c.id, sum(c.n) over (order by c.s asc nulls first, c.id asc) - c.n as before from (${stretches.sql}) c) x ` +
      `where x.before <= ? order by x.before desc, x.s desc nulls last, x.id desc limit 1)`;
    const counted = (op: '=' | '<>') => ({ sql: `(select coalesce(sum(c.n), 0) from (${stretches.sql}) c) ${op} ?::bigint`, params: [...stretches.params, total] });
    const where = (...extra: SqlPart[]) => [...conditions, ...extra].map((c) => c.sql).join(' and ');
    const paramsOf = (...extra: SqlPart[]) => [...conditions, ...extra].flatMap((c) => c.params);
    const start = { sql: `(${column}, ${a}.id) >= ((select b.s from b), (select b.id from b))`, params: [] };
    const fromStretch = {
      sql: `(${from} select ${a}.id from ${spec.table} ${a} where ${where(counted('='), start)} order by ${plain} limit ? offset (select ?::bigint - b.before from b))`,
      params: [...stretches.params, position, ...paramsOf(counted('=')), take, position],
    };
    // The same rows by plain OFFSET, from the end of the order nearer to them.
    const fromEnd = position > total / 2;
    const fallback = {
      sql: `(select ${a}.id from ${spec.table} ${a} where ${where(counted('<>'))} order by ${orderSql(column, `${a}.id`, fromEnd ? 'DESC' : 'ASC')} limit ? offset ?)`,
      params: [...paramsOf(counted('<>')), take, fromEnd ? total - position - take : position],
    };
    return {
      sql: `select ${columns} from ${spec.table} ${a} ${spec.joins ?? ''} where ${a}.id in (${fromStretch.sql} union all ${fallback.sql}) order by ${plain}`,
      params: [...fromStretch.params, ...fallback.params],
      reversed: !ascending,
    };
  };

  return {
    count,
    searched,
    page(total) {
      const offset = (q.page - 1) * q.limit;
      // Past the middle, the same rows are nearer the other end of the index.
      const reversed = offset > total / 2 && offset < total;
      const dir = reversed ? flip(order) : order;
      const skip = reversed ? Math.max(0, total - offset - q.limit) : offset;
      const take = reversed ? Math.min(q.limit, total - offset) : q.limit;
      const stretches = search || first ? null : (spec.skipCounts?.(q) ?? null);
      if (stretches && stretches.field === field) return skipped(stretches, offset, total);
      const { orderBy, orderParams, matches, matchesParams, byMatch } = ordered(dir, reversed);
      // Without a search the ids come in order from the sort index; with one, from its sorted matches.
      let ids: SqlPart;
      if (search) ids = { sql: `with ${matches} select m.id from m order by ${byMatch} limit ? offset ?`, params: [...matchesParams, take, skip] };
      else if (first) {
        // Each group in the sort's order from its own index, at most skip + take rows of each, then the two merged.
        const and = (extra: string) => `where ${[...conditions.map((c) => c.sql), extra].join(' and ')}`;
        const plain = orderSql(column, `${a}.id`, dir);
        const branch = (g: number, extra: string) => `(select ${a}.id, ${g} as g, ${column} as s from ${spec.table} ${a} ${and(extra)} order by ${plain} limit ?)`;
        ids = {
          sql: `select u.id from (${branch(0, `(${first.sql})`)} union all ${branch(1, `not coalesce((${first.sql}), false)`)}) u order by u.g ${groupOrder(reversed)}, ${orderSql('u.s', 'u.id', dir)} limit ? offset ?`,
          params: [...whereParams, ...first.params, skip + take, ...whereParams, ...first.params, skip + take, take, skip],
        };
      } else ids = { sql: `select ${a}.id from ${spec.table} ${a} ${whereSql} order by ${orderBy} limit ? offset ?`, params: [...whereParams, take, skip] };
      return {
        sql: `select ${columns} from ${spec.table} ${a} ${spec.joins ?? ''} where ${a}.id in (${ids.sql}) order by ${orderBy}`,
        params: [...ids.params, ...orderParams],
        reversed,
      };
    },
  };
}

/**
 * Runs a list page: the total, then the page's rows (two statements whatever the size), or with a search the
 * two in one (a second, the count, only for a page past the end of the matches).
 * Rows come back as plain objects keyed by the spec's column names, in the asked order.
 */
export async function listPage<Q extends ListPaging, Row>(em: EntityManager, spec: ListSpec<Q>, q: Q): Promise<{ rows: Row[]; totalCount: number }> {
  const statements = listStatements(spec, q);
  const connection = em.getConnection();
  const datesOf = (rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      for (const column of spec.dates ?? []) if (row[column] != null) row[column] = new Date(row[column] as string);
    }
  };
  if (statements.searched) {
    const rows = await connection.execute<Record<string, unknown>[]>(statements.searched.sql, statements.searched.params);
    const first = rows[0];
    if (first) {
      const totalCount = first[TOTAL_COLUMN] as number;
      for (const row of rows) delete row[TOTAL_COLUMN];
      datesOf(rows);
      return { rows: rows as Row[], totalCount };
    }
    if (q.page === 1) return { rows: [], totalCount: 0 };
  }
  const [counted] = await connection.execute<{ n: number }[]>(statements.count.sql, statements.count.params);
  const totalCount = counted?.n ?? 0;
  if (totalCount === 0 || (q.page - 1) * q.limit >= totalCount) return { rows: [], totalCount };
  const page = statements.page(totalCount);
  const rows = await connection.execute<Record<string, unknown>[]>(page.sql, page.params);
  datesOf(rows);
  return { rows: (page.reversed ? rows.reverse() : rows) as Row[], totalCount };
}

/**
 * ASC puts nulls first and DESC last, so each order is the other read backwards: one index
 * `(filters..., column nulls first, id)` serves both.
 */
function orderSql(column: string, id: string, order: SortOrder): string {
  return order === 'ASC' ? `${column} asc nulls first, ${id} asc` : `${column} desc nulls last, ${id} desc`;
}

function flip(order: SortOrder): SortOrder {
  return order === 'ASC' ? 'DESC' : 'ASC';
}
