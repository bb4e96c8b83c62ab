import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { authorize, type OperationAccess } from '../auth/authorize.js';

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
  const walk = (stack: unknown[]) => {
    for (const layer of stack as { route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] }; handle?: { stack?: unknown[] } }[]) {
      if (layer.route) {
        const declared = layer.route.stack.map((l) => l.handle as Partial<DeclaredHandler>).find((h) => h.access !== undefined);
        for (const m of Object.keys(layer.route.methods)) out[`${m.toUpperCase()} ${layer.route.path}`] = declared?.access;
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: unknown[] }).stack);
  return out;
}

/** Refuses to build a REST router with a route that declares no access: nothing is open by omission. */
export function assertEveryRouteDeclared(router: Router): void {
  const missing = Object.entries(routeAccess(router))
    .filter(([, access]) => access === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`REST routes without allow(...): ${missing.join(', ')}`);
}
