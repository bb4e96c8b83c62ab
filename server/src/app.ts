import { expressMiddleware } from '@as-integrations/express5';
import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { pinoHttp } from 'pino-http';
import { createContext } from './context.js';
import type { AppDeps, Deps } from './deps.js';
import { createApolloServer } from './graphql/apollo.js';
import { graphqlMultipart } from './graphql/multipart-request.js';
import { buildPortalSchema } from './graphql/schema.js';
import { toAppError } from './errors-map.js';
import { jsonCompression } from './json-compression.js';
import { MODULES } from './modules/index.js';
import { httpStatusFor } from './errors.js';
import { inlineScriptHashes } from './inline-script-hashes.js';
import { createClientRateLimiter } from './limits/client-rate-limiter.js';
import { redactUrl } from './logger.js';
import { healthRoutes } from './ops/health-routes.js';
import { createMetrics } from './ops/metrics.js';
import { requestScope } from './ops/request-scope.js';
import { noStore } from './rest/http.js';
import { restRouter } from './rest/router.js';
import { staticClient } from './static-client.js';

export interface PortalApp {
  app: Express;
  stop(): Promise<void>;
  /** SIGTERM arrived: /ready answers 503 from now on, so a load balancer stops sending here. */
  markShuttingDown(): void;
  /** The process's Prometheus metrics (GET /metrics), for counters kept outside a request (ops/process-guard.ts). */
  metrics: Registry;
}

/**
 * The HTTP surface: security headers, request logs, /graphql, /api/v1, the built client, health. A composition
 * root: it hands the one module list (modules/index.ts) to the schema, the REST router and each request's context.
 */
export async function createApp(deps: Deps): Promise<PortalApp> {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Answers are no-store; hashing every body for a weak ETag buys nothing. A company's version ETag is set by hand.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  // Multipart bodies stream their files straight into storage as they arrive (rest/multipart.ts).
  app.locals.uploadStorage = deps.storage;
  const clientIndex = path.join(config.CLIENT_DIST, 'index.html');
  const clientBuilt = existsSync(clientIndex);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The built page's own inline script (its static first paint), by hash; no other inline script runs.
          'script-src': ["'self'", ...(clientBuilt ? inlineScriptHashes(readFileSync(clientIndex, 'utf8')) : [])],
          // Chakra (emotion) injects style tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          // No https upgrade on a laptop run over plain http.
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      hsts: config.isProduction,
    }),
  );
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // These take the request and answer themselves: wrapped, pino's standard serializers would first copy every
      // header, parse the query string and read the socket's address on each request, for these to keep three fields.
      wrapSerializers: false,
      // Probes and scrapes arrive every few seconds from every load balancer and scraper.
      autoLogging: { ignore: (req) => ['/health', '/ready', '/metrics'].includes(req.url ?? '') },
    }),
  );
  // Every log line written during a request carries its id (logger.ts mixes it in).
  app.use(requestScope());
  const metrics = createMetrics({ orm: deps.orm, logger, jobs: deps.jobs, token: config.METRICS_TOKEN });
  app.use(metrics.observe());

  let shuttingDown = false;
  app.use(healthRoutes({ orm: deps.orm, storage: deps.storage, logger, isShuttingDown: () => shuttingDown }));
  app.get('/metrics', metrics.handler());

  const apollo = createApolloServer(await buildPortalSchema(MODULES), {
    development: !config.isProduction && config.NODE_ENV !== 'test',
    introspection: !config.isProduction,
    logger,
  });
  await apollo.start();
  const appDeps: AppDeps = {
    ...deps,
    taxIdLimiter: createClientRateLimiter(deps.orm.em, {
      scope: 'tax-id',
      limit: config.TAX_ID_CHECKS_PER_MINUTE,
      windowMs: 60_000,
      message: 'Too many tax ID checks. Please try again in a minute.',
    }),
    anonymousRegistrationLimiter: createClientRateLimiter(deps.orm.em, {
      scope: 'anonymous-registration',
      limit: config.ANONYMOUS_REGISTRATION_WRITES_PER_HOUR,
      windowMs: 3_600_000,
      message: 'Too many registration saves from this connection. Please try again later.',
    }),
  };
  app.use(
    '/graphql',
    jsonCompression(),
    // Multipart requests (GraphQL multipart request spec) for the Upload scalar, read whole (the files streamed into
    // storage) before the operation runs. A file may run one byte past 25 MB so the service, not this parser, refuses it with the specification's message.
    graphqlMultipart({ storage: deps.storage, maxFileBytes: UPLOAD_MAX_BYTES, maxFiles: 2, idleTimeoutMs: config.UPLOAD_IDLE_TIMEOUT_MS }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req, res }) => createContext(MODULES, appDeps, req, res) }),
    graphqlTransportErrors(logger),
  );

  app.use(
    '/api/v1',
    // First, so answers of every kind carry it: results, errors, the 404 of an unknown route, body-parser refusals.
    noStore,
    jsonCompression(),
    (req, res, next) => {
      req.ctx = createContext(MODULES, appDeps, req, res);
      next();
    },
    restRouter(MODULES, logger, { authRequestsPerWindow: config.NODE_ENV === 'test' ? 10_000 : 300 }),
  );

  // The built client, with the SPA's routes falling back to index.html.
  if (clientBuilt) app.use(staticClient(config.CLIENT_DIST));

  return {
    app,
    stop: () => apollo.stop(),
    metrics: metrics.registry,
    markShuttingDown: () => {
      shuttingDown = true;
    },
  };
}

/** A request /graphql could not read (a malformed multipart body, too many files) answers as GraphQL errors do. */
function graphqlTransportErrors(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const app = toAppError(err);
    const status = httpStatusFor(app.code);
    if (status >= 500) logger.error({ err }, 'graphql request failed');
    res.status(status).json({ errors: [{ message: app.message, extensions: { code: app.code } }] });
  };
}
