import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { mayReadMetrics } from './metrics-access.js';
import { createRouteLabeler } from './route-label.js';

/** What the job queue reports at scrape time: waiting jobs by queue name. */
export interface QueueDepthSource {
  queueDepths(): Promise<Record<string, number>>;
}

export interface MetricsDeps {
  orm: MikroORM;
  logger: Logger;
  jobs?: QueueDepthSource;
  /** When set, `Authorization: Bearer <token>` opens /metrics from anywhere; loopback is open regardless. */
  token?: string;
}

/** The knex pool (tarn) under MikroORM's connection; absent until the first connection is made. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * Prometheus metrics of this process, in a registry of its own (not prom-client's global one, so two
 * apps in one test process do not collide): Node's defaults, request durations by route, the database
 * pool, and the job queues.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this process: used, free, and requests waiting for one (pending)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = (deps.orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
      this.set({ state: 'used' }, pool?.numUsed() ?? 0);
      this.set({ state: 'free' }, pool?.numFree() ?? 0);
      this.set({ state: 'pending' }, pool?.numPendingAcquires() ?? 0);
    },
  });

  const { jobs, logger } = deps;
  if (jobs) {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting in each queue (shared by all replicas: read from PostgreSQL at scrape time)',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const [queue, depth] of Object.entries(await jobs.queueDepths())) this.set({ queue }, depth);
        } catch (err) {
          // A scrape still answers the other metrics; a missing series shows the gap.
          logger.warn({ err }, 'job queue depths could not be read');
        }
      },
    });
  }

  const routeOf = createRouteLabeler();
  return {
    registry,
    /** Times every request from here on; the route is read when the answer has gone (routing has run by then). */
    observe() {
      return (req: Request, res: Response, next: NextFunction) => {
        const end = durations.startTimer();
        res.once('finish', () => end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
        next();
      };
    },
    /** GET /metrics in Prometheus' text format. */
    handler() {
      return async (req: Request, res: Response) => {
        res.setHeader('Cache-Control', 'no-store');
        if (!mayReadMetrics(req, deps.token)) {
          res.status(403).json({ error: 'Metrics are served on loopback, or with the METRICS_TOKEN bearer token.' });
          return;
        }
        res.setHeader('Content-Type', registry.contentType);
        res.send(await registry.metrics());
      };
    },
  };
}
