import 'reflect-metadata';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ROLES, type Role } from '@portal/common/auth/roles';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { createApp } from '../src/app.js';
import { TokenService, type TokenClaims } from '../src/auth/tokens.js';
import { loadConfig, type Config } from '../src/config.js';
import { initOrm } from '../src/db/orm.js';
import { MODULES } from '../src/modules/index.js';
import type { CrmClient } from '../src/integrations/crm/crm-client.js';
import { createCrmParts } from '../src/integrations/crm/create-crm.js';
import type { CrmSimulator } from '../src/integrations/crm/crm-simulator.js';
import { createMailer } from '../src/integrations/mail/mailer.js';
import { createStorage } from '../src/integrations/storage/create-storage.js';
import type { ObjectStorage } from '../src/integrations/storage/object-storage.js';
import { JobQueue } from '../src/jobs/job-queue.js';
import { startWorkers } from '../src/jobs/workers.js';
import { createLogger } from '../src/logger.js';
import { User } from '../src/modules/users/user.entity.js';
import { demoEmail } from '../src/modules/users/demo-users.js';
import { startMailCatcher, type MailCatcher } from './fakes/mail-catcher.js';
import type {} from './global-setup.js';
import { OTHER_VENDOR_ADMIN_EMAIL } from './fixtures/template-seed.js';
import { formParts, MultipartForm, type FormPart, type TestFile } from './multipart-body.js';
import { createTestDatabase } from './process/admin-query.js';
import { createHttpClient } from './http-client.js';

export const DEMO_EMAILS = Object.fromEntries(ROLES.map((r) => [r, demoEmail(r)])) as Record<Role, string>;
export { OTHER_VENDOR_ADMIN_EMAIL };
export { DEMO_PASSWORD } from '../src/db/seeders/demo-seeder.js';

/** An answer's text parsed as JSON, or the text itself when it is not JSON (null when empty). */
function parsedBody<T>(text: string): T {
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    return text as T;
  }
}

export type { TestFile } from './multipart-body.js';

/**
 * What a test reads an answer's body as by default: tests look into answers freely and assert on what they
 * find, so the default is `any`; pass a type where the shape matters.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBody = any;

export interface HttpAnswer<T = AnyBody> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestPortal {
  url: string;
  /** The listening HTTP server (for tests of how it stops). */
  server: Server;
  orm: MikroORM;
  config: Config;
  mail: MailCatcher;
  /** A fresh EntityManager to look at what the database holds. */
  em(): EntityManager;
  /** Demo users by role, plus `otherVendorAdmin` of a second company. */
  users: Record<Role, User> & { otherVendorAdmin: User };
  /** A valid token for a user, minted directly (no password round trip). */
  tokenFor(who: Role | 'otherVendorAdmin'): Promise<string>;
  gql<T = AnyBody>(query: string, variables?: Record<string, unknown>, token?: string | null, headers?: Record<string, string>): Promise<HttpAnswer<T>>;
  rest<T = AnyBody>(method: string, path: string, opts?: { body?: unknown; token?: string | null; headers?: Record<string, string> }): Promise<HttpAnswer<T>>;
  /** A multipart REST call: text fields (a list of texts as repeated fields, anything else as JSON) and files. */
  restForm<T = AnyBody>(
    method: string,
    path: string,
    opts: { fields?: Record<string, unknown>; files?: Record<string, TestFile>; token?: string | null; headers?: Record<string, string> },
  ): Promise<HttpAnswer<T>>;
  /** A GraphQL multipart request: `files` maps variable names (e.g. w9File) to files. */
  gqlUpload<T = AnyBody>(query: string, variables: Record<string, unknown>, files: Record<string, TestFile>, token?: string | null): Promise<HttpAnswer<T>>;
  crm: CrmClient;
  /** The CRM simulator behind `crm` (null with CRM_MODE=dynamics): request counts, setAvailable(false) for an outage. */
  crmSimulator: CrmSimulator | null;
  storage: ObjectStorage;
  /** The portal's job queue (pg-boss on this test's database). */
  jobs: JobQueue;
  stop(): Promise<void>;
}

/**
 * A portal for one test file: its own database cloned from the migrated template (the demo users and the other
 * company already in it: template-seed.ts), the real app on a loopback port, a real SMTP server for mail.
 */
export async function startTestPortal(
  env: Record<string, string> = {},
  logLines?: string[],
  /** The database to copy instead of the migrated template: one made from it (fixtures/lists-template.ts). */
  { template = inject('templateDatabase') }: { template?: string } = {},
): Promise<TestPortal> {
  const serverUrl = inject('pgServerUrl');
  const database = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await createTestDatabase(database, { template });

  const mail = await startMailCatcher();
  // Files and the CRM simulator's accounts live under a directory of this portal's own.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMTP_URL: mail.url,
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: dataDir,
    LOGIN_DELAY_MS: '0',
    TAX_ID_CHECKS_PER_MINUTE: '10000',
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL, logLines ? { write: (line: string) => void logLines.push(line) } : undefined);
  const orm = await initOrm(`${serverUrl}/${database}`, MODULES);

  const tokens = new TokenService(config.JWT_SECRET, config.JWT_ISSUER, config.JWT_AUDIENCE);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), logger });
  const { client: crm, simulator: crmSimulator } = createCrmParts(config);
  const storage = createStorage(config);
  // Jobs as in production. Polled rarely: a job written through send() wakes its worker at its commit, a failed one
  // wakes it across its retry's backoff window, a last failure its dead letters (jobs/job-queue.ts), and a test that
  // writes a job any other way calls jobs.wake(queue). Every 0.5 s, the polls of a portal's dozen workers cost
  // PostgreSQL and Node about 2 CPU seconds each half minute, idle or not: a tenth of the layer's CPU.
  const jobs = await JobQueue.start({
    databaseUrl: `${serverUrl}/${database}`,
    logger,
    work: config.JOB_WORKERS,
    pollingIntervalSeconds: Number(env.JOB_POLL_SECONDS ?? 5),
    retryDelaySeconds: Number(env.JOB_RETRY_DELAY_SECONDS ?? 1),
    poolMax: 2,
  });
  const portal = await createApp({ config, orm, tokens, mailer, logger, crm, storage, jobs });
  await startWorkers(MODULES, jobs, { config, orm, mailer, crm, logger, storage });
  const server: Server = await new Promise((resolve) => {
    const s = portal.app.listen(0, '127.0.0.1', () => resolve(s));
    // Idle keep-alive connections stay open until stop(): with Node's 5 s default, a test whose process was busy
    // past both the client's (4 s) and the server's deadline sent its next request on a connection the server was
    // closing, and fetch failed ("other side closed"; seen on a loaded CI machine after a 25 MB upload to S3).
    s.keepAliveTimeout = 600_000;
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const em = () => orm.em.fork() as EntityManager;
  const byEmail = await em().find(User, { email: { $in: [...Object.values(DEMO_EMAILS), OTHER_VENDOR_ADMIN_EMAIL] } }, { populate: ['vendor'] });
  const users = Object.fromEntries(ROLES.map((r) => [r, byEmail.find((u) => u.email === DEMO_EMAILS[r])!])) as Record<Role, User>;
  const otherVendorAdmin = byEmail.find((u) => u.email === OTHER_VENDOR_ADMIN_EMAIL)!;
  /** The token last signed for each user, with its claims (as JSON) and id: tokenFor hands it out again while both hold. */
  const signed = new Map<string, { key: string; token: string; jti: string }>();

  /** The test's requests but multipart ones: node:http, kept-alive connections (./http-client.ts). */
  const http = createHttpClient();

  /** A JSON body (or none), or a multipart form; the answer parsed as JSON when it is JSON. */
  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    token: string | null | undefined,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer<T>> {
    const form = body instanceof MultipartForm;
    if (!form) {
      const answer = await http.send(
        method,
        `${url}${path}`,
        { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body !== undefined ? JSON.stringify(body) : undefined,
      );
      return { status: answer.status, body: parsedBody<T>(answer.text), headers: answer.headers };
    }
    // A multipart form through fetch (the upload tests' large bodies, refused while they arrive).
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body.body,
    });
    return { status: res.status, body: parsedBody<T>(await res.text()), headers: res.headers };
  }

  return {
    url,
    server,
    orm,
    config,
    mail,
    crm,
    crmSimulator,
    storage,
    jobs,
    em,
    users: { ...users, otherVendorAdmin },
    async tokenFor(who) {
      // One statement for the claims as they stand, and whether the token last made for this user was revoked (a
      // logout). A token is signed again only when a claim changed (the session version, a name) or it was revoked:
      // signing and an ORM lookup on every call were a tenth of each permission case's time.
      const userId = who === 'otherVendorAdmin' ? otherVendorAdmin.id : users[who].id;
      const last = signed.get(userId);
      const [row] = await orm.em.getConnection().execute<(Omit<TokenClaims, 'profile_pic' | 'userId'> & { revoked: boolean })[]>(
        `select u.name, u.email, u.role, u.vendor_id as "vendorId", u.phone, v.account_id as "accountId", u.session_version as sv,
           exists (select 1 from revoked_token r where r.jti = ?) as revoked
         from app_user u left join vendor v on v.id = u.vendor_id where u.id = ?`,
        [last?.jti ?? '', userId],
      );
      if (!row) throw new Error(`tokenFor: no user ${userId}`);
      const { revoked, ...fields } = row;
      const claims: TokenClaims = {
        ...fields,
        profile_pic: null,
        userId,
        phone: fields.phone ?? null,
        vendorId: fields.vendorId ?? null,
        accountId: fields.accountId ?? null,
      };
      const key = JSON.stringify(claims);
      if (last && last.key === key && !revoked) return last.token;
      const token = await tokens.sign(claims);
      signed.set(userId, { key, token, jti: decodeJwt(token).jti! });
      return token;
    },
    gql: (query, variables, token, headers) => request('POST', '/graphql', { query, variables }, token, headers),
    rest: (method, path, opts = {}) => request(method, `/api/v1${path}`, opts.body, opts.token, opts.headers),
    restForm(method, path, opts) {
      return request(method, `/api/v1${path}`, new MultipartForm(formParts(opts)), opts.token, opts.headers);
    },
    gqlUpload(query, variables, files, token) {
      // The GraphQL multipart request spec: operations, then map, then the files.
      const vars = structuredClone(variables);
      const map: Record<string, string[]> = {};
      Object.keys(files).forEach((variable, i) => {
        vars[variable] = null;
        map[String(i)] = [`variables.${variable}`];
      });
      const parts: FormPart[] = [
        ['operations', JSON.stringify({ query, variables: vars })],
        ['map', JSON.stringify(map)],
        ...Object.values(files).map((file, i): FormPart => [String(i), file]),
      ];
      return request('POST', '/graphql', new MultipartForm(parts), token, { 'apollo-require-preflight': 'true' });
    },
    async stop() {
      http.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await portal.stop();
      await jobs.stop(2000);
      // The pooled SMTP connections first: the catcher would wait 30 s for them to end.
      mailer.close();
      await orm.close();
      await mail.stop();
      const a = await initOrm(`${serverUrl}/postgres`);
      await a.em.getConnection().execute(`drop database if exists "${database}" with (force)`);
      await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
