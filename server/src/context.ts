import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Actor } from './auth/actor.js';
import { assertCsrf, browserSession, sessionCookie, type BrowserSession } from './auth/browser-session.js';
import type { Config } from './config.js';
import type { AppDeps } from './deps.js';
import { AppError } from './errors.js';
import { buildServices, type PortalModule, type Services } from './modules/module.js';

export type { Services };

/** Built once per request and shared by GraphQL and REST. */
export interface RequestContext {
  em: EntityManager;
  ip: string;
  services: Services;
  /**
   * The caller, resolved on first use: null without a bearer token, an API key (`X-API-Key`, or a bearer token
   * that is one) or the browser's session cookie; throws when one is present but invalid, revoked or ended (or,
   * for the cookie, when a writing request lacks its CSRF token), so public operations never pay for it.
   */
  getActor(): Promise<Actor | null>;
  /** The browser's session cookies on this request's answer (auth/browser-session.ts). */
  browserSession: BrowserSession;
  config: Config;
  /** The request's x-request-id (also on its log lines): passed on to the jobs it queues. */
  requestId: string;
}

/**
 * The modules come from the composition root (app.ts), not from an import: the kernel names no module, so a
 * module's files can import the kernel without closing a circle through every other module.
 */
export function createContext(modules: readonly PortalModule[], deps: AppDeps, req: Request, res: Response): RequestContext {
  const em = deps.orm.em.fork() as EntityManager;
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const services = buildServices(modules, { em, ip, deps });
  const header = req.headers.authorization;
  const apiKeyHeader = req.get('x-api-key');
  let actor: Promise<Actor | null> | undefined;
  return {
    em,
    ip,
    services,
    config: deps.config,
    browserSession: browserSession(req, res, deps.config),
    requestId: String(req.id),
    getActor() {
      actor ??= Promise.resolve().then(() => {
        if (apiKeyHeader !== undefined) return services.apiKeyAuth.resolveActor(apiKeyHeader);
        if (!header) return cookieActor();
        const token = bearerToken(header);
        return isApiKey(token) ? services.apiKeyAuth.resolveActor(token) : services.auth.resolveActor(token);
      });
      return actor;
    },
  };

  /** A browser's session: its cookie, only with the CSRF token on a request that may write. */
  function cookieActor(): Promise<Actor | null> | null {
    const token = sessionCookie(req);
    if (!token) return null;
    assertCsrf(req, deps.config.JWT_SECRET, token);
    return services.auth.resolveActor(token);
  }
}

/** An API key (`pqk_<prefix>_<secret>`, modules/api-keys) rather than a signed-in person's token. */
function isApiKey(token: string): boolean {
  return token.startsWith('pqk_');
}

/** The token from `Authorization: Bearer <token>`; an Authorization header of another shape is refused. */
function bearerToken(header: string): string {
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!token) throw new AppError('INVALID_JWT', 'Invalid JWT token');
  return token;
}
