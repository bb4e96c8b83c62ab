import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { createLogger } from '../logger.js';
import { MODULES } from '../modules/index.js';
import { routeAccess } from '../rest/allow.js';
import { mountedRoutes } from '../rest/mounted-routes.js';
import { restRouter } from '../rest/router.js';
import { operationsOf } from './module-transports.js';
import { openApiPath } from './openapi.js';
import { restBindings, type RestBinding } from './operation.js';

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** GET /api/v1/openapi.json: a valid OpenAPI 3.1 document of exactly the routes that are mounted, with their access. */
let portal: TestPortal;
let doc: Doc;
beforeAll(async () => {
  portal = await startTestPortal();
  const answer = await portal.rest('GET', '/openapi.json');
  expect(answer.status).toBe(200);
  doc = answer.body as Doc;
});
afterAll(() => portal?.stop());

const documented = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1 with a maintained validator', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('documents every mounted route, with the access it declares', () => {
    const mounted = routeAccess(restRouter(MODULES, createLogger('silent'), { authRequestsPerWindow: 1 }));
    expect(Object.keys(mounted).length).toBeGreaterThan(90);
    const missing = Object.keys(mounted).filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return !doc.paths[openApiPath(path)]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    const wrongAccess = Object.entries(mounted).filter(([key, access]) => {
      const [method, path] = key.split(' ') as [string, string];
      return doc.paths[openApiPath(path)]?.[method.toLowerCase()]?.['x-permission'] !== access;
    });
    expect(wrongAccess).toEqual([]);
  });

  it('documents only routes the portal answers: each path, with its parameters filled in, reaches a route', async () => {
    const unrouted: string[] = [];
    for (const { method, path } of documented()) {
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      // Anonymous and with an empty body: a protected route refuses at its access check, a public one at its input.
      const answer = await portal.rest(method, url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      if (answer.status === 404 && answer.body?.message === 'No such API route.') unrouted.push(`${method} ${path}`);
    }
    expect(documented().length).toBeGreaterThan(90);
    expect(unrouted).toEqual([]);
  });

  it('describes an operation-table route from its operation: summary, permission and roles, input from its zod schema, errors', () => {
    const addNote = doc.paths['/vendors/{vendorId}/notes']!.post!;
    expect(addNote).toMatchObject({
      operationId: 'addCompanyNote',
      summary: 'Adds a note to a company: required, at most 2000 characters.',
      'x-permission': 'companyNotes.write',
      'x-roles': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'],
      security: [{ bearerAuth: [] }],
      // A POST that creates something takes an Idempotency-Key (idempotency/idempotency-key.ts).
      parameters: [
        { name: 'vendorId', in: 'path', required: true },
        { name: 'Idempotency-Key', in: 'header', required: false },
      ],
      requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['notes'], properties: { notes: { type: 'string' } } } } } },
    });
    expect(Object.keys(addNote.responses as object).sort()).toEqual(['201', '400', '401', '403', '404', '409', '422', 'default']);
    const list = doc.paths['/vendors/{vendorId}/notes']!.get!;
    expect((list.parameters as { name: string; in: string }[]).map((p) => `${p.in} ${p.name}`)).toEqual([
      'path vendorId',
      'query page',
      'query limit',
      'query sortOrder',
    ]);
  });

  it('describes a body its binding reshapes as the caller posts it, and no body where the path says all', () => {
    type Body = { required?: boolean; content: Record<string, { schema: { properties: Record<string, { properties?: object }>; required?: string[] } }> };
    // The form's save, posted as a field tree under its template's category (the company in the body, or in the path).
    for (const [path, method, company] of [
      ['/vendor/prequal', 'post', ['vendorId']],
      ['/vendor/prequal/{vendorId}', 'patch', []],
    ] as const) {
      const schema = (doc.paths[path]![method]!.requestBody as Body).content['application/json']!.schema;
      expect(Object.keys(schema.properties).sort(), `${method} ${path}`).toEqual(['formFields', 'formTemplate', 'instance', 'source', 'status', ...company, 'version']);
      expect(schema.required?.sort()).toEqual(['formFields', 'formTemplate', 'status', 'version']);
      expect(schema.properties.formTemplate).toMatchObject({ properties: { category: { type: 'string' } } });
    }
    // Every body documented names what it takes; a route whose input is all in its path documents none.
    expect(doc.paths['/vendor/begin-prequal/{vendorId}']!.post!.requestBody).toBeUndefined();
    const empty = documented().filter(({ op }) => {
      const body = op.requestBody as Body | undefined;
      return body && !Object.keys(body.content['application/json']?.schema.properties ?? {}).length;
    });
    expect(empty.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('describes every upload route with its multipart body, each file part a binary string', () => {
    const router = restRouter(MODULES, createLogger('silent'), { authRequestsPerWindow: 1 });
    const uploads = mountedRoutes(router).flatMap((r) => {
      const files = r.handlers.map((h) => (h as { multipart?: { fileFields: readonly string[] } }).multipart?.fileFields).find(Boolean);
      return files ? [{ key: `${r.method} ${r.path}`, op: doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()], files }] : [];
    });
    expect(uploads.length).toBeGreaterThan(3);
    const lacking = uploads.flatMap(({ key, op, files }) => {
      const body = op?.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, { type?: string; format?: string }> } }> } | undefined;
      const parts = body?.content?.['multipart/form-data']?.schema?.properties ?? {};
      return files.filter((f) => parts[f]?.type !== 'string' || parts[f]?.format !== 'binary').map((f) => `${key}: ${f}`);
    });
    expect(lacking).toEqual([]);
  });

  it('documents every request header a table row reads as a header parameter of its route', () => {
    const reads = MODULES.flatMap((m) =>
      Object.entries(operationsOf(m)).flatMap(([name, op]) =>
        restBindings(op).flatMap((b) => headersReadBy(b).map((header) => ({ key: `${name} ${b.method.toUpperCase()} ${b.path}`, b, header }))),
      ),
    );
    // The draft's secret and the version loaded are read by the registration's and the company's rows.
    expect(reads.map((r) => r.header)).toEqual(expect.arrayContaining(['x-draft-token', 'if-match']));
    const lacking = reads.filter(({ b, header }) => {
      const parameters = (doc.paths[openApiPath(b.path)]?.[b.method]?.parameters ?? []) as { in: string; name: string }[];
      return !parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === header);
    });
    expect(lacking.map((r) => `${r.key}: ${r.header}`)).toEqual([]);
    // A route written by hand beside a table declares the headers it reads with readsHeaders.
    const picture = doc.paths['/users/{id}/profile-picture']!.get!;
    expect(picture.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'If-None-Match' }));
  });

  it('marks public routes as needing no token and lists who may call the others', () => {
    const login = doc.paths['/auth/login']!.post!;
    expect(login).toMatchObject({ 'x-permission': 'public', security: [] });
    expect(Object.keys(login.responses as object)).toContain('429');
    for (const { op } of documented()) {
      expect((op['x-roles'] as string[]).length).toBeGreaterThan(0);
      expect(op.responses).toHaveProperty('default');
    }
  });
});

describe('the reference page', () => {
  it('reads the same document as a page: every route, anonymous, no script', async () => {
    const answer = await fetch(`${portal.url}/api/v1/reference`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<code>/vendors/{vendorId}/notes</code>');
    expect(html).toContain('Adds a note to a company: required, at most 2000 characters.');
    const routes = documented().length;
    expect(html.match(/<article /g)?.length).toBe(routes);
  });
});

/**
 * The request headers a binding's input reads, found by running it on an empty request that notes every header
 * asked for (req.get, req.header, req.headers). A mapper may refuse the empty request after reading them.
 */
function headersReadBy(b: RestBinding<unknown>): string[] {
  if (!b.input) return [];
  const read = new Set<string>();
  const note = (name: unknown) => {
    if (typeof name === 'string') read.add(name.toLowerCase());
    return undefined;
  };
  const headers = new Proxy({}, { get: (_target, name) => note(name) });
  const req = { params: {}, query: {}, body: {}, uploads: {}, headers, get: note, header: note, is: () => false };
  try {
    void b.input(req as never);
  } catch {
    // Only the headers asked for before the refusal count; every row asks before it checks.
  }
  return [...read];
}
