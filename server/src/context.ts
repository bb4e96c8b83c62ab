import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Actor } from './auth/actor.js';
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
   * The caller, resolved on first use: null without a bearer token; throws when a token is
   * present but invalid, revoked or ended, so public operations never pay for it.
   */
  getActor(): Promise<Actor | null>;
  config: Config;
  /** The request's x-request-id (also on its log lines): passed on to the jobs it queues. */
  requestId: string;
}

/**
 * The modules come from the composition root (app.ts), not from an import: the kernel names no module, so a
 * module's files can import the kernel without closing a circle through every other module.
 */
export function createContext(modules: readonly PortalModule[], deps: AppDeps, req: Request): RequestContext {
  const em = deps.orm.em.fork() as EntityManager;
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const services = buildServices(modules, { em, ip, deps });
  const header = req.headers.authorization;
  let actor: Promise<Actor | null> | undefined;
  return {
    em,
    ip,
    services,
    config: deps.config,
    requestId: String(req.id),
    getActor() {
      actor ??= header ? Promise.resolve().then(() => services.auth.resolveActor(bearerToken(header))) : Promise.resolve(null);
      return actor;
    },
  };
}

/** The token from `Authorization: Bearer <token>`; an Authorization header of another shape is refused. */
function bearerToken(header: string): string {
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!token) throw new AppError('INVALID_JWT', 'Invalid JWT token');
  return token;
}
