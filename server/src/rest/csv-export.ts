import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { once } from 'node:events';
import type { RequestContext } from '../context.js';
import { listConditions, type CsvColumn, type ListPaging, type ListSpec, type SortOrder, type SqlPart } from '../db/list-query.js';
import { refuseUnstorableText } from '../text-input.js';
import { csvFileName, csvRecord } from './csv.js';
import { answering } from './http.js';

/**
 * CSV export of an admin list ("CSV export of every admin list with its current search, filters and
 * sort, streamed, not built in memory"). docs/api/csv-export.md shows how a list gets one: its service parses and
 * authorizes the list's own query, exactly as for a page, and answers a CsvExport; the route wraps it in csvDownload().
 */

export type { CsvColumn };

/** What to export: a list (its ListSpec and its parsed query: search, filters, sort; paging ignored) and the file's columns. */
export interface CsvExport<Q extends ListPaging, Row> {
  /** The file's name before its date: 'activity-logs' gives activity-logs-2026-11-23.csv. */
  name: string;
  spec: ListSpec<Q>;
  query: Q;
  columns: readonly CsvColumn<Row>[];
}

/** Rows fetched from the cursor at a time: what the server holds of an export at once. */
export const CSV_BATCH_ROWS = 500;

/** The whole list in the list's own order (the same conditions, search and sort a page of it uses), unpaged. */
export function exportStatement<Q extends ListPaging>(spec: ListSpec<Q>, q: Q): SqlPart {
  const conditions = listConditions(spec, q);
  const fallback = spec.defaultSort(q);
  const field = q.sortField && spec.sorts[q.sortField] ? q.sortField : fallback.field;
  const column = spec.sorts[field];
  if (!column) throw new Error(`List ${spec.name}: default sort ${field} is not in its sorts`);
  const order: SortOrder = q.sortOrder ?? (q.sortField ? 'ASC' : fallback.order);
  const a = spec.alias;
  // The order of listStatements (list-query.ts): ASC nulls first, DESC nulls last, then the id, so one index
  // (filters..., column nulls first, id) reads the export in order too.
  const orderBy = order === 'ASC' ? `${column} asc nulls first, ${a}.id asc` : `${column} desc nulls last, ${a}.id desc`;
  const columns = Object.entries(spec.columns)
    .map(([name, sql]) => `${sql} as "${name}"`)
    .join(', ');
  const where = conditions.length ? `where ${conditions.map((c) => c.sql).join(' and ')}` : '';
  return {
    sql: `select ${columns} from ${spec.table} ${a} ${spec.joins ?? ''} ${where} order by ${orderBy}`,
    params: conditions.flatMap((c) => c.params),
  };
}

interface RawTransaction {
  raw(sql: string, params?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  commit(): Promise<unknown>;
  rollback(): Promise<unknown>;
}

/**
 * The list's rows, `batchSize` at a time, from a PostgreSQL cursor in a read-only, repeatable-read transaction
 * of its own (one consistent snapshot, however long the download takes): only one batch is ever in memory, and
 * a consumer that stops early (a client that goes away) closes the cursor and ends the transaction.
 */
export async function* listBatches<Q extends ListPaging, Row>(
  em: EntityManager,
  spec: ListSpec<Q>,
  q: Q,
  batchSize: number = CSV_BATCH_ROWS,
): AsyncGenerator<Row[], void, undefined> {
  const statement = exportStatement(spec, q);
  const knex = em.getConnection().getKnex();
  const trx = (await knex.transaction()) as unknown as RawTransaction;
  let done = false;
  try {
    await trx.raw('set transaction isolation level repeatable read, read only');
    await trx.raw(`declare csv_export no scroll cursor for ${statement.sql}`, statement.params);
    for (;;) {
      const { rows } = await trx.raw(`fetch forward ${Math.max(1, Math.floor(batchSize))} from csv_export`);
      if (rows.length === 0) break;
      for (const row of rows) {
        for (const column of spec.dates ?? []) if (row[column] != null && !(row[column] instanceof Date)) row[column] = new Date(row[column] as string);
      }
      yield rows as Row[];
      if (rows.length < batchSize) break;
    }
    done = true;
  } finally {
    // Committing (or rolling back) a read-only transaction closes its cursor and frees the connection.
    await (done ? trx.commit() : trx.rollback()).catch(() => {});
  }
}

/** The Excel hint that the file is UTF-8 (without it, Excel reads accented names as Windows-1252). */
const BOM = '\uFEFF';

/**
 * Wraps a REST route that answers a list as a CSV download: `fn` authorizes and parses the request (the
 * list service's export method) before anything is written, so a refusal or a bad filter answers its usual
 * 4xx JSON. The first batch is read before the headers too, so a failing query still answers as an error;
 * after that the file streams batch by batch, waiting for the client to drain each (backpressure).
 */
export function csvDownload<Q extends ListPaging, Row>(fn: (ctx: RequestContext, req: Request) => Promise<CsvExport<Q, Row>>, opts: { batchSize?: number } = {}) {
  return answering('csv', (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => {
        refuseUnstorableText(req.params, (p) => `the address (${p})`);
        refuseUnstorableText(req.query, (p) => `the query parameter "${p}"`);
      })
      .then(() => fn(req.ctx, req))
      .then(async (csv) => {
        const batches = listBatches<Q, Row>(req.ctx.em, csv.spec, csv.query, opts.batchSize ?? CSV_BATCH_ROWS);
        let gone = false;
        res.on('close', () => {
          gone = true;
        });
        const write = async (chunk: string) => {
          if (!res.write(chunk) && !gone) await Promise.race([once(res, 'drain'), once(res, 'close')]);
        };
        const lines = (rows: Row[]) => rows.map((row) => csvRecord(csv.columns.map((c) => c.value(row)))).join('');
        try {
          const first = await batches.next();
          res.status(200);
          res.attachment(csvFileName(csv.name));
          res.setHeader('Content-Type', 'text/csv; charset=utf-8');
          res.setHeader('Cache-Control', 'private, no-store');
          await write(BOM + csvRecord(csv.columns.map((c) => c.header)) + (first.done ? '' : lines(first.value)));
          if (!first.done) {
            for await (const rows of batches) {
              if (gone) break;
              await write(lines(rows));
            }
          }
        } finally {
          // Ends the cursor's transaction when the loop stopped early (the client went away, or an error).
          await batches.return(undefined);
        }
        if (!gone) res.end();
      })
      .catch((err: unknown) => {
        if (res.headersSent) res.destroy(err instanceof Error ? err : new Error(String(err)));
        else next(err);
      });
  });
}

/** The CSV export of a list whose spec declares its file (`csv`: name and columns), for a parsed query. */
export function listCsv<Q extends ListPaging, Row>(spec: ListSpec<Q, Row>, query: Q): CsvExport<Q, Row> {
  if (!spec.csv) throw new Error(`List ${spec.name} declares no CSV columns`);
  return { name: spec.csv.name(query), spec, query, columns: spec.csv.columns(query) };
}
