import type { Request, RequestHandler } from 'express';
import type { ArgOptions } from 'type-graphql';
import type { z } from 'zod';
import type { Actor } from '../auth/actor.js';
import type { CsvExport } from '../rest/csv-export.js';
import type { OperationAccess } from '../auth/authorize.js';
import type { RequestContext, Services } from '../context.js';

/**
 * One operation of the portal, declared once: who may call it, what it takes (a zod schema, parsed once for
 * both transports), what it does (a call into a service), and how GraphQL and REST reach it. A module's
 * `<name>.operations.ts` holds its table; graphql-resolver.ts and rest-routes.ts build the transports from it,
 * openapi.ts documents it. docs/decisions.md ("Operations declared once") says why it has this shape.
 */
export interface Operation<A extends OperationAccess = OperationAccess, S extends z.ZodType = z.ZodType, O = unknown> {
  /** A permission of common/src/auth/roles.ts, checked by the transport before anything else runs, or 'public'. */
  access: A;
  /** One sentence for GraphQL's description and the OpenAPI summary. */
  description: string;
  /** The input: GraphQL's arguments and REST's request map onto it; its errors are the field errors the caller sees. */
  input: S;
  run(call: OperationCall<A, z.output<S>>): Promise<O>;
  graphql?: GraphQLBinding<O>;
  rest?: RestBinding<O> | readonly RestBinding<O>[];
}

/**
 * What run() receives: the request's context and services, the parsed input, and (for an operation that
 * declares a permission) the caller, resolved once and already checked. A public operation that needs the
 * caller asks `ctx.getActor()` itself, so an anonymous call never pays for it.
 */
export type OperationCall<A extends OperationAccess, I> = {
  ctx: RequestContext;
  services: Services;
  input: I;
} & (A extends 'public' ? object : { actor: Actor });

/** A TypeGraphQL type thunk, as Query and Arg take it (`() => ID`, `() => [CompanyNoteType]`); type-graphql does not export its name. */
export type ReturnTypeFunc = () => unknown;

/** How GraphQL reaches an operation: a query or mutation field named by its key in the table. */
export interface GraphQLBinding<O> {
  kind: 'query' | 'mutation';
  returns: ReturnTypeFunc;
  nullable?: boolean;
  /** The field's arguments in GraphQL; together they are the input's object unless `input` says otherwise. */
  args: Readonly<Record<string, GraphQLArg>>;
  /** The input from the arguments when they are not its fields (an `input` object argument spread over the ids). */
  input?: (args: Record<string, unknown>) => unknown;
  /** The field's description when it differs from the operation's; null prints none (as the schema had it). */
  description?: string | null;
  /** The field's value when it differs from run()'s result. */
  answer?: (result: O) => unknown;
}

export interface GraphQLArg {
  type: ReturnTypeFunc;
  options?: ArgOptions;
}

export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How the REST facade reaches an operation: the specification's path and payload, mapped onto the input. */
export interface RestBinding<O> {
  method: RestMethod;
  /** Express syntax (`/vendors/:vendorId/notes`), under /api/v1. */
  path: string;
  /** The success status (200 unless said). */
  status?: number;
  /** The input from the request; by default the path's parameters over the query (GET, DELETE) or the JSON body. */
  input?: (req: Request) => unknown;
  /**
   * The JSON body as the specification writes it, when `input` reshapes it into the operation's input (a posted form's
   * `formTemplate.category` read as `category`): the OpenAPI document describes this body, not the operation's input.
   */
  body?: z.ZodType;
  /** The answer's body when it differs from run()'s result (the specification's shape); `req` to set a header (an ETag). */
  answer?: (result: O, req: Request) => unknown;
  /** Handlers between the access check and the operation (a multipart reader). */
  before?: readonly RequestHandler[];
  /**
   * Whether the route honours an `Idempotency-Key` (idempotency/idempotency-key.ts): by default every POST, as a
   * POST creates something or sends mail; `false` for a POST that does neither (a sign-in, a search, a preview).
   */
  idempotent?: boolean;
  /** The request headers the binding reads (each through its `of`), documented as the route's header parameters. */
  headers?: readonly RestHeader[];
  /**
   * A filter that runs before the access check and passes the request on to a later route with `next('route')`
   * when it is not this route's (GET /vendors/{id}?dataType=projects shares its path with the registration's read).
   */
  match?: RequestHandler;
  /** Answers the result as a CSV file, streamed (an admin list's export): the list, its query and its columns. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list has its own query and row types
  csv?: (result: O) => CsvExport<any, any>;
}

/**
 * A request header a REST binding reads, declared once: its name and meaning go into the OpenAPI document, and
 * the binding's input reads it with `of` (`restHeader('X-Draft-Token', '...')`, listed in the binding's `headers`).
 */
export interface RestHeader {
  name: string;
  description: string;
  of(req: Request): string | undefined;
}

export function restHeader(name: string, description: string): RestHeader {
  return { name, description, of: (req) => req.get(name) };
}

/** The headers a route written by hand reads, as a handler that passes the request on; the OpenAPI document lists them as a row's. */
export function readsHeaders(...headers: RestHeader[]): RequestHandler & { headers: readonly RestHeader[] } {
  return Object.assign((_req: Request, _res: unknown, next: () => void) => next(), { headers }) as RequestHandler & { headers: readonly RestHeader[] };
}

/** A module's operations by name (the GraphQL field's name where it has one). */
export type OperationTable = Readonly<Record<string, Operation>>;

/**
 * Declares one operation; its only job is inference, so that run() sees the parsed input's type and, for an
 * operation with a permission, a non-null actor.
 */
export function operation<const A extends OperationAccess, S extends z.ZodType, O>(spec: Operation<A, S, O>): Operation {
  return spec as unknown as Operation;
}

/** A GraphQL argument: `arg(() => ID)`, `arg(() => Int, { nullable: true })`. */
export function arg(type: ReturnTypeFunc, options?: ArgOptions): GraphQLArg {
  return { type, options };
}

/** The REST bindings of an operation as a list. */
export function restBindings(op: Operation): readonly RestBinding<unknown>[] {
  if (!op.rest) return [];
  return (Array.isArray(op.rest) ? op.rest : [op.rest]) as readonly RestBinding<unknown>[];
}
