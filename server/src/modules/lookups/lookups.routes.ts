import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

/** REST facade for the lookup lists: GET /lookups/{name}?key= (public). */
export function lookupsRoutes(): Router {
  const r = Router();
  r.get(
    '/lookups/:name',
    allow('public'),
    route(async (ctx, req) => ctx.services.lookups.list(null, String(req.params.name), typeof req.query.key === 'string' ? req.query.key : null)),
  );
  return r;
}
