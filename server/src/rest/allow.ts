import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { authorize, type OperationAccess } from '../auth/authorize.js';
import { mountedRoutes } from './mounted-routes.js';

type DeclaredHandler = RequestHandler & { access: OperationAccess };

/**
 * Declares who may call a REST route, first in its handler list (`r.get(path, allow('users.list'), ...)`):
 * the permission is checked before anything else runs, an upload included. The REST router refuses to
 * build with a route that declares none (assertEveryRouteDeclared).
 */
export function allow(access: OperationAccess): RequestHandler {
  const handler = (req: Request, _res: Response, next: NextFunction) => {
    if (access === 'public') return next();
    req.ctx
      .getActor()
      .then((actor) => authorize(actor, access))
      .then(() => next(), next);
  };
  return Object.assign(handler, { access });
}

/** 'METHOD /path' of every route of a router (nested routers included), with its declared access. */
export function routeAccess(router: Router): Record<string, OperationAccess | undefined> {
  const out: Record<string, OperationAccess | undefined> = {};
  for (const r of mountedRoutes(router)) out[`${r.method} ${r.path}`] = declaredAccess(r.handlers);
  return out;
}

/** The access a route's handlers declare (its allow() handler's), or undefined. */
export function declaredAccess(handlers: readonly unknown[]): OperationAccess | undefined {
  return handlers.map((h) => h as Partial<DeclaredHandler>).find((h) => h.access !== undefined)?.access;
}

/** Refuses to build a REST router with a route that declares no access: nothing is open by omission. */
export function assertEveryRouteDeclared(router: Router): void {
  const missing = Object.entries(routeAccess(router))
    .filter(([, access]) => access === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`REST routes without allow(...): ${missing.join(', ')}`);
}
