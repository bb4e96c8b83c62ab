import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Actor } from './auth/actor.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import { AppError } from './errors.js';
import type { CrmClient } from './integrations/crm/crm-client.js';
import type { Mailer } from './integrations/mail/mailer.js';
import type { ObjectStorage } from './integrations/storage/object-storage.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { ClientRateLimiter } from './limits/client-rate-limiter.js';
import { MODULES } from './modules/index.js';
import { buildServices, type Services } from './modules/module.js';

/** Long-lived parts, built once by the composition root. */
export interface Deps {
  config: Config;
  orm: MikroORM;
  tokens: TokenService;
  mailer: Mailer;
  logger: Logger;
  crm: CrmClient;
  storage: ObjectStorage;
  /** Background jobs; services write theirs with jobs.send(tx, …) in the transaction of the change. */
  jobs: JobQueue;
}

/** Deps plus the per-process state the app adds (rate-limit counters). */
export interface AppDeps extends Deps {
  taxIdLimiter: ClientRateLimiter;
  anonymousRegistrationLimiter: ClientRateLimiter;
}

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

export function createContext(deps: AppDeps, req: Request): RequestContext {
  const em = deps.orm.em.fork() as EntityManager;
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const services = buildServices(MODULES, { em, ip, deps });
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
