import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** The id of the request whose work is running now (its x-request-id), or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/**
 * pino `mixin`: every line logged while a request's work runs carries its id, whichever logger wrote it
 * (services log with the process logger, not req.log).
 */
export function requestLogFields(): { reqId?: string } {
  const requestId = currentRequestId();
  return requestId ? { reqId: requestId } : {};
}

/** Runs the rest of the request inside its scope; after pino-http, which has set `req.id`. */
export function requestScope() {
  return (req: Request, _res: Response, next: NextFunction) => {
    scope.run({ requestId: String(req.id) }, next);
  };
}
