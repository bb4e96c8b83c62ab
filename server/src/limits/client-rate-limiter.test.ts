import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { createApp, type PortalApp } from '../app.js';
import { TokenService } from '../auth/tokens.js';
import { AppError } from '../errors.js';
import { createCrm } from '../integrations/crm/create-crm.js';
import { createMailer } from '../integrations/mail/mailer.js';
import { createLocalDiskStorage } from '../integrations/storage/local-disk-storage.js';
import { createLogger } from '../logger.js';
import { createClientRateLimiter } from './client-rate-limiter.js';

/** Request limits counted in PostgreSQL: replicas over one database share every count. */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ TAX_ID_CHECKS_PER_MINUTE: '3' });
});
afterAll(() => portal?.stop());

const limiter = (scope: string, limit: number, windowMs = 60_000) => createClientRateLimiter(portal.orm.em, { scope, limit, windowMs, message: `Too many ${scope}.` });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );
/** Moves a scope's windows into the past, as if the time had passed. */
const age = (scope: string, ms: number) =>
  portal.orm.em
    .getConnection()
    .execute(`update rate_limit set window_started_at = window_started_at - ? * interval '1 millisecond' where key like ?`, [ms, `${scope}:%`]);

describe('PgRateLimiter', () => {
  it('shares one count between two instances, as two replicas have, and refuses past the limit with a retry time', async () => {
    const [replicaA, replicaB] = [limiter('shared', 3), limiter('shared', 3)];
    await replicaA.consume('10.0.0.1');
    await replicaB.consume('10.0.0.1');
    await replicaA.consume('10.0.0.1');
    const err = await refusal(replicaB.consume('10.0.0.1'));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('TOO_MANY_REQUESTS');
    expect((err as AppError).message).toBe('Too many shared.');
    const retry = (err as AppError).options.retryAfterSeconds!;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await refusal(replicaA.consume('10.0.0.1'))).toBeInstanceOf(AppError);

    // Another client, and the same client under another limit, count apart.
    await replicaA.consume('10.0.0.2');
    await limiter('other', 1).consume('10.0.0.1');
  });

  it('starts a new window once the old one has passed', async () => {
    const l = limiter('reset', 2, 60_000);
    await l.consume('c');
    await l.consume('c');
    expect(await refusal(l.consume('c'))).toBeInstanceOf(AppError);
    await age('reset', 59_000);
    expect(await refusal(l.consume('c'))).toBeInstanceOf(AppError);
    await age('reset', 2_000);
    // The count starts again at one: two more pass, the third is refused.
    await l.consume('c');
    await l.consume('c');
    expect(await refusal(l.consume('c'))).toBeInstanceOf(AppError);
  });

  it('counts hits at the same moment exactly: one upsert per hit', async () => {
    const [a, b] = [limiter('burst', 5), limiter('burst', 5)];
    const outcomes = await Promise.all(Array.from({ length: 24 }, (_, i) => refusal((i % 2 ? a : b).consume('burst-client'))));
    expect(outcomes.filter((o) => o === null)).toHaveLength(5);
    const [row]: { hits: number }[] = await portal.orm.em.getConnection().execute(`select hits from rate_limit where key = 'burst:burst-client'`);
    expect(row?.hits).toBe(24);
  });
});

describe('tax-ID checks on two replicas of the app', () => {
  let replica: PortalApp;
  let server: Server;
  let replicaUrl: string;
  beforeAll(async () => {
    // A second app over the same database, as docker-compose runs two: its own process state, nothing shared but PostgreSQL.
    const { config, orm } = portal;
    const logger = createLogger('silent');
    replica = await createApp({
      config,
      orm,
      logger,
      tokens: new TokenService(config.JWT_SECRET, config.JWT_ISSUER, config.JWT_AUDIENCE),
      mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: '/tmp/portal-test-outbox', logger }),
      crm: createCrm(config),
      storage: createLocalDiskStorage(config.FILE_STORAGE_DIR),
      jobs: portal.jobs,
    });
    server = await new Promise((resolve) => {
      const s = replica.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    replicaUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await replica?.stop();
  });

  const check = (base: string) => fetch(`${base}/api/v1/vendors/verify-tax-id/11-1111111`);

  it('refuses the fourth check of a minute wherever it lands, with Retry-After, and lets the client in again in the next window', async () => {
    expect((await check(portal.url)).status).toBe(200);
    expect((await check(replicaUrl)).status).toBe(200);
    expect((await check(portal.url)).status).toBe(200);
    const refused = await check(replicaUrl);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { type: string }).type).toBe('TOO_MANY_REQUESTS');
    expect((await check(portal.url)).status).toBe(429);

    await age('tax-id', 60_000);
    expect((await check(replicaUrl)).status).toBe(200);
  });
});
