import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import type { ObjectStorage } from '../integrations/storage/object-storage.js';

/** A dependency that does not answer within this long counts as down: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | 'failed' | 'timeout';

export interface HealthDeps {
  orm: MikroORM;
  storage: Pick<ObjectStorage, 'ping'>;
  logger: Logger;
  /** True once SIGTERM arrived: the load balancer should stop sending while requests under way finish. */
  isShuttingDown(): boolean;
}

/**
 * GET /health: the process is alive (liveness; no dependency is asked, so a database blip does not get the
 * process restarted). GET /ready: the database and the file storage answer and the process is not stopping
 * (readiness; a load balancer sends requests only while it is 200).
 */
export function healthRoutes(deps: HealthDeps): Router {
  const r = Router();
  r.get('/health', (_req, res) => {
    noStore(res).json({ status: 'ok' });
  });
  r.get('/ready', async (_req, res) => {
    if (deps.isShuttingDown()) {
      noStore(res).status(503).json({ status: 'shutting down' });
      return;
    }
    const [database, storage] = await Promise.all([
      check(deps.logger, 'database', () => deps.orm.em.getConnection().execute('select 1')),
      check(deps.logger, 'storage', () => deps.storage.ping()),
    ]);
    const checks = { database, storage };
    const ready = database === 'ok' && storage === 'ok';
    noStore(res)
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', checks });
  });
  return r;
}

/** The check's outcome; the reason for a failure goes to the log, not to whoever asked. */
async function check(logger: Logger, name: string, probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), timeout]);
    if (outcome === 'timeout') logger.warn({ check: name, timeoutMs: CHECK_TIMEOUT_MS }, 'readiness check timed out');
    return outcome;
  } catch (err) {
    logger.warn({ err, check: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

function noStore(res: Response): Response {
  return res.setHeader('Cache-Control', 'no-store');
}
