import { Router, type Request, type Response } from 'express';
import { allow } from '../rest/allow.js';
import { answering, route } from '../rest/http.js';
import { openApiDocument, type DocumentedRouter } from './openapi.js';
import { referencePage } from './reference-page.js';

/**
 * The REST facade's contract, public: GET /openapi.json (OpenAPI 3.1) and GET /reference (the same, as a page to
 * read). Both describe the routers they are given plus themselves, built on first use and kept.
 */
export function apiDocsRoutes(routers: readonly DocumentedRouter[]): Router {
  const r = Router();
  let document: Record<string, unknown> | undefined;
  const documentOf = () => (document ??= openApiDocument([...routers, { tag: 'api', router: r }], { version: '1.0.0' }));
  r.get(
    '/openapi.json',
    allow('public'),
    route(async () => documentOf()),
  );
  r.get(
    '/reference',
    allow('public'),
    answering('html', (_req: Request, res: Response) => {
      res.type('html').send(referencePage(documentOf()));
    }),
  );
  return r;
}
