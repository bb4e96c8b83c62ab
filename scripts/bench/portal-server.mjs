// The real portal for `npm run bench:lists`, in a child process: createApp from the built server, composed as
// server/src/main.ts composes it (config from the environment, pino to stdout, MikroORM, tokens, mail, CRM
// simulator, local file storage), listening on 127.0.0.1 on a free port. Reports { port } to its parent over
// IPC, and answers profile requests (child-profiler.mjs).
import 'reflect-metadata';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerProfileRequests } from './child-profiler.mjs';

const dist = process.env.BENCH_SERVER_DIST;
if (!dist) throw new Error('BENCH_SERVER_DIST is not set');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);

const { loadConfig } = await load('config.js');
const { createLogger } = await load('logger.js');
const { initOrm } = await load('db/orm.js');
const { TokenService } = await load('auth/tokens.js');
const { createMailer } = await load('integrations/mail/mailer.js');
const { createCrm } = await load('integrations/crm/create-crm.js');
const { createLocalDiskStorage } = await load('integrations/storage/local-disk-storage.js');
const { createApp } = await load('app.js');

const config = loadConfig(process.env);
const logger = createLogger(config.LOG_LEVEL);
const { MODULES } = await load('modules/index.js');
const orm = await initOrm(config.DATABASE_URL, MODULES, config.DB_POOL_MAX);
const tokens = new TokenService(config.JWT_SECRET, config.JWT_ISSUER, config.JWT_AUDIENCE);
const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), logger });
const crm = createCrm(config);
const storage = createLocalDiskStorage(config.FILE_STORAGE_DIR);
const portal = await createApp({ config, orm, tokens, mailer, logger, crm, storage });

const server = portal.app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
server.keepAliveTimeout = 60_000;

answerProfileRequests();

const stop = () => {
  server.close();
  server.closeAllConnections();
  Promise.allSettled([portal.stop(), orm.close()]).then(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
