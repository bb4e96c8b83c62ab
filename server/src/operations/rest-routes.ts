import { Router, type Request, type RequestHandler } from 'express';
import { idempotencyKey } from '../idempotency/idempotency-key.js';
import { allow } from '../rest/allow.js';
import { csvDownload } from '../rest/csv-export.js';
import { route } from '../rest/http.js';
import { objectOf } from './input.js';
import { restBindings, type Operation, type OperationTable, type RestBinding } from './operation.js';
import { runOperation } from './run-operation.js';

/**
 * The Express routes of a module's operation table: for each REST binding, allow() with the operation's access
 * first (so nothing, an upload included, runs before the check), the binding's own handlers, then the operation
 * with the request mapped onto its input and its result onto the specification's answer.
 */
export function restRoutesOf(table: OperationTable): Router {
  const r = Router();
  for (const [name, op] of Object.entries(table)) {
    for (const b of restBindings(op)) {
      const input = b.input ?? defaultInput(b);
      const csv = b.csv;
      const handler = csv
        ? csvDownload(async (ctx, req) => csv(await runOperation(ctx, op, input(req))))
        : route(async (ctx, req) => {
            const result = await runOperation(ctx, op, input(req));
            return b.answer ? b.answer(result, req) : result;
          }, b.status ?? 200);
      // The OpenAPI document reads the operation behind a mounted route from its handler.
      const declared: OperationHandler = Object.assign(handler, { operation: { name, op, binding: b } });
      r[b.method](b.path, ...(b.match ? [b.match] : []), allow(op.access), ...withIdempotency(b), declared);
    }
  }
  return r;
}

/**
 * The binding's own handlers, with the Idempotency-Key check where the route honours one: after the checks that
 * need no body (who may upload where), before the multipart reader, so a replay reads the body only to hash it.
 */
function withIdempotency(b: RestBinding<unknown>): RequestHandler[] {
  const before = [...(b.before ?? [])];
  if (!(b.idempotent ?? b.method === 'post')) return before;
  const reader = before.findIndex((h) => 'multipart' in h);
  before.splice(reader === -1 ? before.length : reader, 0, idempotencyKey());
  return before;
}

/** The path's parameters over the query string (GET, DELETE) or the JSON body. */
function defaultInput(b: RestBinding<unknown>) {
  const fromQuery = b.method === 'get' || b.method === 'delete';
  return (req: Request) => ({ ...objectOf(fromQuery ? req.query : req.body), ...req.params });
}

/** A route handler built from an operation, carrying what it was built from. */
export type OperationHandler = RequestHandler & { operation: { name: string; op: Operation; binding: RestBinding<unknown> } };
