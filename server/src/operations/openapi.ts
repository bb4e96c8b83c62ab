import { PERMISSIONS } from '@portal/common/auth/roles';
import type { Router } from 'express';
import { z } from 'zod';
import type { OperationAccess } from '../auth/authorize.js';
import { declaredAccess } from '../rest/allow.js';
import type { AnswerKind } from '../rest/http.js';
import { mountedRoutes, type MountedRoute } from '../rest/mounted-routes.js';
import { restBindings, type RestHeader } from './operation.js';
import type { OperationHandler } from './rest-routes.js';

type Json = Record<string, unknown>;

/** The parts of the REST facade the document is built from: each module's name and its mounted router. */
export interface DocumentedRouter {
  tag: string;
  router: Router;
}

/**
 * The OpenAPI 3.1 document of the REST facade under /api/v1, built from the routes as mounted: every route, its
 * declared access (and the roles that hold it), its path parameters, its success status and what it answers, and
 * the one error shape. A route built from an operation table (operations/rest-routes.ts) adds its summary and its
 * input, from the operation's zod schema, as query parameters or a request body.
 */
export function openApiDocument(routers: readonly DocumentedRouter[], info: { version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { tag, router } of routers) {
    for (const route of mountedRoutes(router)) {
      const item = (paths[openApiPath(route.path)] ??= {});
      const method = route.method.toLowerCase();
      item[method] = withSharedDetail(operationObject(tag, route), item[method]);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vendor prequalification portal: REST facade',
      version: info.version,
      description:
        'The calls of the specification under /api/v1, over the same services as the GraphQL API at /graphql. ' +
        'Every operation names the permission it needs (`x-permission`) and the roles that hold it (`x-roles`). ' +
        'Errors answer one shape: `{ message, detail, type, errors? }`. ' +
        'A POST that lists the `Idempotency-Key` header parameter may be retried safely with the same key: the same request answers its first answer again (`Idempotent-Replayed: true`) for 24 hours.',
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token POST /auth/login answers.' } },
      schemas: { Error: ERROR_SCHEMA },
      responses: Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([name, description]) => [name, errorResponse(description)])),
    },
  };
}

/** `/vendors/:vendorId/notes` → `/vendors/{vendorId}/notes`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

function operationObject(tag: string, route: MountedRoute): Json {
  const access = declaredAccess(route.handlers);
  const built = route.handlers.find((h): h is OperationHandler => typeof h === 'function' && 'operation' in h)?.operation;
  const last = route.handlers.at(-1) as { status?: number; answers?: AnswerKind };
  const multipart = route.handlers.map((h) => (h as { multipart?: { fileFields: readonly string[] } }).multipart).find(Boolean);
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const fromQuery = route.method === 'GET' || route.method === 'DELETE';
  // A binding that reshapes the posted body declares the body as sent; otherwise the body is the operation's input.
  const input = built ? inputSchema((!fromQuery && built.binding.body) || built.op.input, pathParams) : undefined;

  const parameters: Json[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  // A row declares them on its binding, a route written by hand with readsHeaders (operation.ts).
  const handHeaders = route.handlers.flatMap((h) => (h as { headers?: readonly RestHeader[] }).headers ?? []);
  for (const header of [...(built?.binding.headers ?? []), ...handHeaders]) {
    parameters.push({ name: header.name, in: 'header', required: false, description: header.description, schema: { type: 'string' } });
  }
  if (input && fromQuery) {
    for (const [name, schema] of Object.entries(input.properties)) {
      parameters.push({ name, in: 'query', required: input.required.includes(name), schema });
    }
  }
  const op: Json = {
    operationId: built ? builtOperationId(built) : operationId(route),
    summary: built?.op.description ?? `${route.method} ${route.path}`,
    tags: [tag],
    ...(access ? { 'x-permission': access, 'x-roles': rolesOf(access) } : {}),
    security: access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
  };
  // A table row whose input is all in its path (begin, revoke, retry) takes no body; a route written by hand may read one.
  const bodiless = input && Object.keys(input.properties).length === 0 && !multipart;
  if (!fromQuery && !bodiless) op.requestBody = requestBody(input, multipart?.fileFields);
  op.responses = {
    [String(last.status ?? 200)]: successResponse(last.answers),
    ...(access === 'public' ? {} : { '401': ref('Unauthenticated'), '403': ref('Forbidden') }),
    '400': ref('BadRequest'),
    ...(pathParams.length ? { '404': ref('NotFound') } : {}),
    ...(route.path.startsWith('/auth') ? { '429': ref('TooManyRequests') } : {}),
    ...(route.handlers.some((h) => (h as { idempotency?: boolean }).idempotency) ? { '409': ref('Conflict'), '422': ref('IdempotencyKeyReused') } : {}),
    default: ref('ServerError'),
  };
  return op;
}

/**
 * Two routes of one method and path (a `match` passing the request on: PATCH /vendors/{vendorId} edits the ERP id
 * or the general info) are one operation of the document: the later one, with the header parameters the earlier
 * reads and its multipart body, so a caller sees every header and file the path takes.
 */
function withSharedDetail(op: Json, earlier: Json | undefined): Json {
  if (!earlier) return op;
  const params = (op.parameters ?? []) as Json[];
  const known = new Set(params.map((p) => `${String(p.in)} ${String(p.name)}`));
  const shared = ((earlier.parameters ?? []) as Json[]).filter((p) => p.in === 'header' && !known.has(`header ${String(p.name)}`));
  const merged: Json = shared.length ? { ...op, parameters: [...params, ...shared] } : op;
  const content = (body: unknown) => ((body as { content?: Json } | undefined)?.content ?? {}) as Json;
  const multipart = content(earlier.requestBody)['multipart/form-data'];
  if (multipart && op.requestBody && !content(op.requestBody)['multipart/form-data']) {
    merged.requestBody = { ...(op.requestBody as Json), content: { ...content(op.requestBody), 'multipart/form-data': multipart } };
  }
  return merged;
}

/** The operation's input as JSON Schema (what a caller sends), without the path's parameters. */
function inputSchema(schema: z.ZodType, pathParams: readonly string[]): { properties: Record<string, Json>; required: string[] } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json & { properties?: Record<string, Json>; required?: string[] };
  const properties = Object.fromEntries(Object.entries(json.properties ?? {}).filter(([name]) => !pathParams.includes(name)));
  return { properties, required: (json.required ?? []).filter((name) => name in properties) };
}

function requestBody(input: ReturnType<typeof inputSchema> | undefined, fileFields: readonly string[] | undefined): Json {
  const object = (extra: Record<string, Json> = {}): Json => ({
    type: 'object',
    properties: { ...(input?.properties ?? {}), ...extra },
    ...(input?.required.length ? { required: input.required } : {}),
  });
  const content: Json = { 'application/json': { schema: object() } };
  if (fileFields?.length) {
    content['multipart/form-data'] = {
      // A file part: `format: binary` is what OpenAPI 3.0 tools read, contentMediaType what 3.1 says; both describe it.
      schema: object(Object.fromEntries(fileFields.map((f) => [f, { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' }]))),
    };
  }
  return { required: Boolean(input?.required.length), content };
}

function successResponse(answers: AnswerKind | undefined): Json {
  if (answers === 'html') return { description: 'A page to read.', content: { 'text/html': { schema: { type: 'string' } } } };
  if (answers === 'csv') return { description: 'The list as CSV, streamed.', content: { 'text/csv': { schema: { type: 'string' } } } };
  if (answers === 'file')
    return {
      description: 'The stored file, streamed as an attachment.',
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  return { description: 'Success.', content: { 'application/json': { schema: {} } } };
}

function rolesOf(access: OperationAccess): readonly string[] {
  return access === 'public' ? ['anonymous'] : PERMISSIONS[access];
}

/** `GET /vendors/:vendorId/notes` → `getVendorsVendorIdNotes`, for routes not built from an operation table. */
/** The operation's name; one with several REST bindings (PATCH and PUT of one path) adds the binding's method and place, as ids are unique. */
function builtOperationId({ name, op, binding }: OperationHandler['operation']): string {
  const bindings = restBindings(op);
  return bindings.length > 1 ? `${name}_${binding.method}${bindings.indexOf(binding) + 1}` : name;
}

function operationId(route: MountedRoute): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

const ERROR_RESPONSES = {
  BadRequest: 'The input was refused; `errors` names each field with its message (BAD_USER_INPUT).',
  Unauthenticated: 'No valid bearer token (UNAUTHENTICATED, INVALID_JWT).',
  Forbidden: "The caller's role lacks the permission, or the row belongs to another company (FORBIDDEN).",
  NotFound: 'The thing named in the path does not exist (NOT_FOUND).',
  TooManyRequests: 'Too many calls; `Retry-After` says when to try again (TOO_MANY_REQUESTS).',
  Conflict:
    'A request with this Idempotency-Key is still running (IdempotencyKeyInProgress; retry after `Retry-After`), or the change conflicts with what is stored (CONFLICT).',
  IdempotencyKeyReused: 'The Idempotency-Key was already used with a different request (IdempotencyKeyReused).',
  ServerError: 'The portal could not answer; the message names no internals.',
} as const;

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'detail', 'type'],
  properties: {
    message: { type: 'string' },
    detail: { type: 'string' },
    type: { type: 'string', description: "The error's code (BAD_USER_INPUT, FORBIDDEN, ...) or its own type." },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field errors by field name.' },
  },
};

function errorResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}
