import { decodeJwt } from 'jose';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { verifyPassword, type PasswordVerifier } from '../../auth/passwords.js';
import { TokenService } from '../../auth/tokens.js';
import { initOrm } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import { createMailer } from '../../integrations/mail/mailer.js';
import { createLogger } from '../../logger.js';
import { AuditLog } from '../audit/index.js';
import { User } from '../users/index.js';
import { AuthService, type AuthDeps } from './auth.service.js';
import { LoginThrottle } from './login-throttle.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { signInRead } from './sign-in-queries.js';
import { heldWrite } from './sign-in-write.js';

/**
 * The password check as the portal makes it (argon2id), marking in `check.log` (while a test collects statements
 * there) when it answered, and, with `check.then` set, running that before answering: what happens between the write
 * and its end. Given to the AuthService of `signIn` below (AuthOptions.verifyPassword), not mocked into the module:
 * the server layer shares one module cache per worker, where a module mock misses a module another file loaded first.
 */
const check = { log: null as string[] | null, then: null as null | (() => Promise<void>) };
const observedCheck: PasswordVerifier = async (hashed, password) => {
  const ok = await verifyPassword(hashed, password);
  const then = check.then;
  check.then = null;
  await then?.();
  check.log?.push(`(password checked: ${ok})`);
  return ok;
};

/**
 * A successful sign-in at its floor: what it reads and writes around the password check, and that each protection
 * and record of the slower path is still there (throttle reset, last login, audit row, the answer's user).
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ TRUST_PROXY: 'true', LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT: '3', LOGIN_BLOCK_AFTER_CLIENT: '1000', LOGIN_DELAY_MS: '0' });
});
afterAll(() => portal?.stop());

const login = (email: string, password: string, ip: string) => portal.rest('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

/** The parts of the portal's AuthService (the mail it never sends from a sign-in goes nowhere). */
let deps: AuthDeps;
beforeAll(() => {
  const { config } = portal;
  const logger = createLogger('silent');
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'sign-in-test-')), 'outbox'), logger });
  deps = { config, tokens: new TokenService(config.JWT_SECRET, config.JWT_ISSUER, config.JWT_AUDIENCE), mailer, logger, jobs: portal.jobs };
});

/**
 * A sign-in as POST /auth/login makes it (AuthService.login on a request's EntityManager of the portal's ORM), with
 * the observed password check: 'signed in', the refusal's code, or the error's message.
 */
async function signIn(email: string, password: string, ip: string): Promise<string> {
  const auth = new AuthService(portal.orm.em.fork(), deps, { verifyPassword: observedCheck });
  try {
    const answer = await auth.login({ email, password }, { ip });
    return answer.accessToken ? 'signed in' : 'second factor owed';
  } catch (err) {
    return err instanceof AppError ? err.code : (err as Error).message;
  }
}

/** The statements the portal's ORM connection sends while `run` runs (a named one with its name first), and when the password check answered. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const knex = portal.orm.em.getConnection().getKnex();
  const listen = (q: { sql: string; name?: string }) => sql.push(`${q.name ? `[${q.name}] ` : ''}${q.sql.replace(/\s+/g, ' ').trim()}`);
  knex.on('query', listen);
  check.log = sql;
  try {
    await run();
  } finally {
    knex.off('query', listen);
    check.log = null;
  }
  return sql;
}

/** The portal's pool has lent out none of its connections (a held transaction gives its connection back on every path). */
async function poolReturned(): Promise<void> {
  const pool = (portal.orm.em.getConnection().getKnex().client as { pool: { numUsed(): number; numPendingAcquires(): number } }).pool;
  await vi.waitFor(() => expect([pool.numUsed(), pool.numPendingAcquires()]).toEqual([0, 0]), { timeout: 10_000 });
}

/** What a sign-in leaves in the database: the user's last login and version, its LOGIN rows, the client's failures on the account. */
async function traces(email: string, ip: string) {
  const em = portal.em();
  const user = await em.findOneOrFail(User, { email });
  const logins = await em.count(AuditLog, { entityType: 'User', entityId: user.id, action: 'LOGIN' });
  const throttle = await em.findOne(LoginThrottle, { key: `ip-account:${ip}:${email}` });
  return { lastLogin: user.lastLogin?.getTime() ?? null, version: user.version, logins, failures: throttle?.failures ?? 0 };
}

describe('a successful sign-in', () => {
  it('reads before the password check, writes while it runs, and only commits after it', async () => {
    await login(DEMO_EMAILS.PREQUAL_ADMIN, DEMO_PASSWORD, '10.40.0.1');
    // Over HTTP: the read, the held write, its commit.
    const http = await statementsOf(async () => expect((await login(DEMO_EMAILS.PREQUAL_ADMIN, DEMO_PASSWORD, '10.40.0.1')).status).toBe(200));
    expect(http.map((s) => s.slice(0, 20).trim())).toEqual(['[sign-in-read] selec', '[sign-in-held-write]', '[commit] commit']);
    // And when the password check answered: after the write was sent, before the commit.
    const sql = await statementsOf(async () => expect(await signIn(DEMO_EMAILS.PREQUAL_ADMIN, DEMO_PASSWORD, '10.40.0.1')).toBe('signed in'));
    expect(sql).toHaveLength(4);
    expect(sql[0]).toMatch(/^\[sign-in-read\] select .* from login_throttle .* left join app_user/);
    // One round trip: the transaction (its commit not waiting for the disk), the address's lock, and the write
    // (throttle clear, last login, LOGIN row).
    expect(sql[1]).toMatch(
      /^\[sign-in-held-write\] begin; select set_config\('synchronous_commit', 'off', true\); select pg_advisory_xact_lock\(hashtext\('sign-in:' \|\| \?::text\)\); with cleared as \(delete from login_throttle .*\) insert into audit_log/,
    );
    expect(sql.slice(2)).toEqual(['(password checked: true)', '[commit] commit']);
    await poolReturned();
  });

  it('plans its read once per connection, then runs it from the plan', async () => {
    // A pool of one connection, so every run meets the statement prepared on it (the portal's pool lends any of ten).
    const orm = await initOrm(portal.orm.config.get('clientUrl')!, [], 1);
    try {
      const em = orm.em.fork();
      const email = DEMO_EMAILS.VENDOR_ADMIN;
      const params = [...LoginThrottleService.stateParams(LoginThrottleService.keys('10.45.0.1', email)), email];
      for (let i = 0; i < 8; i++) expect((await signInRead.run(em, params))[0]).toMatchObject({ email, throttle: [] });
      const prepared = await em
        .getConnection()
        .execute<{ name: string; plans: number; generic: number }[]>(
          `select name, (custom_plans + generic_plans)::int as plans, generic_plans::int as generic from pg_prepared_statements`,
        );
      // PostgreSQL plans the first five runs for their values, then keeps one plan for all (the values change nothing).
      expect(prepared).toEqual([{ name: 'sign-in-read', plans: 8, generic: expect.any(Number) }]);
      expect(prepared[0]!.generic).toBeGreaterThan(0);
    } finally {
      await orm.close();
    }
  });

  it("clears this client's failures on the account, not the account's own count nor another client's", async () => {
    const email = DEMO_EMAILS.PREQUAL_REVIEWER;
    const [me, other] = ['10.41.0.1', '10.41.0.2'];
    for (const ip of [me, me, other]) expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, me)).status).toBe(200);

    const failures = async (key: string) => (await portal.em().findOne(LoginThrottle, { key }))?.failures ?? 0;
    expect(await failures(`ip-account:${me}:${email}`)).toBe(0);
    expect(await failures(`ip-account:${other}:${email}`)).toBe(1);
    expect(await failures(`account:${email}`)).toBe(3);
    // Cleared, so two more failures from here do not reach the block of three.
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong-password', me)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, me)).status).toBe(200);
  });

  it('records the last login, moves the row version, and writes one LOGIN audit row by the user', async () => {
    const email = DEMO_EMAILS.VENDOR_USER;
    const before = await portal.em().findOneOrFail(User, { email });
    const audits = () => portal.em().find(AuditLog, { entityType: 'User', entityId: before.id, action: 'LOGIN' }, { orderBy: { performedAt: 'asc' } });
    const count = (await audits()).length;
    const started = Date.now() - 1000;

    expect((await login(email, DEMO_PASSWORD, '10.42.0.1')).status).toBe(200);
    const after = await portal.em().findOneOrFail(User, { email });
    expect(after.lastLogin!.getTime()).toBeGreaterThan(started);
    expect(after.version).toBe(before.version + 1);
    const rows = await audits();
    expect(rows).toHaveLength(count + 1);
    expect(rows.at(-1)).toMatchObject({ performedById: before.id, performedBy: before.name, changes: null, vendorId: null });
    expect(rows.at(-1)!.performedAt.getTime()).toBeGreaterThan(started);
  });

  it('answers the user as every other call shows it (GraphQL), with the sign-in before this one, and a token of its claims', async () => {
    const email = DEMO_EMAILS.VENDOR_ADMIN;
    const fields = 'userId name email phone role roleName isActive lastLogin companyName vendorId accountId isCompanyAdmin priority profilePic registrationStatus';
    const signIn = () =>
      portal.gql<{ data: { login: { accessToken: string; user: Record<string, unknown> } } }>(
        `mutation($e:String!,$p:String!){ login(email:$e,password:$p){ accessToken user { ${fields} } } }`,
        { e: email, p: DEMO_PASSWORD },
        null,
        { 'x-forwarded-for': '10.43.0.1' },
      );
    const first = (await signIn()).body.data.login;
    const me = (await portal.gql<{ data: { me: Record<string, unknown> } }>(`{ me { ${fields} } }`, {}, first.accessToken)).body.data.me;
    const second = (await signIn()).body.data.login;
    expect(second.user).toEqual(me);
    expect(me).toMatchObject({ role: 'VENDOR_ADMIN', companyName: 'Keystone Mechanical Contractors LLC', lastLogin: expect.any(String) });

    const user = await portal.em().findOneOrFail(User, { email }, { populate: ['vendor'] });
    expect(decodeJwt(second.accessToken)).toMatchObject({
      name: user.name,
      profile_pic: user.profilePic ?? null,
      email,
      role: 'VENDOR_ADMIN',
      userId: user.id,
      vendorId: user.vendor!.id,
      phone: user.phone ?? null,
      accountId: user.vendor!.accountId ?? null,
      sv: user.sessionVersion,
    });
  });
});

describe('a failed sign-in', () => {
  it('rolls the write back, then counts the failure on the three keys in one statement, and blocks the client on its limit with one more', async () => {
    const email = DEMO_EMAILS.PREQUAL_VIEWER;
    const ip = '10.44.0.1';
    const failures = async (key: string) => (await portal.em().findOne(LoginThrottle, { key }))?.failures ?? 0;
    const before = await traces(email, ip);
    const first = await statementsOf(async () => expect(await signIn(email, 'wrong-password', ip)).toBe('INVALID_CREDENTIALS'));
    expect(first).toHaveLength(5);
    expect(first[1]).toMatch(/^\[sign-in-held-write\] begin; /);
    expect(first.slice(2, 4)).toEqual(['(password checked: false)', '[rollback] rollback']);
    expect(first[4]).toMatch(/^\[login-throttle-count-failure\] insert into login_throttle .* on conflict \(key\) do update/);
    expect([await failures(`ip-account:${ip}:${email}`), await failures(`ip:${ip}`), await failures(`account:${email}`)]).toEqual([1, 1, 1]);
    // The write sent while the password was checked left nothing.
    expect(await traces(email, ip)).toEqual({ ...before, failures: 1 });

    expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    // The third failure reaches LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT (3): the client is blocked on the account.
    const third = await statementsOf(async () => expect(await signIn(email, 'wrong-password', ip)).toBe('INVALID_CREDENTIALS'));
    expect(third).toHaveLength(6);
    const row = await portal.em().findOneOrFail(LoginThrottle, { key: `ip-account:${ip}:${email}` });
    expect(row.failures).toBe(0);
    expect(row.blockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect([await failures(`ip:${ip}`), await failures(`account:${email}`)]).toEqual([3, 3]);
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(429);
    await poolReturned();
  });

  it('sends the same statements, the held write and its rollback included, for an unknown e-mail as for a registered one', async () => {
    const shape = (email: string, ip: string) =>
      statementsOf(async () => expect(await signIn(email, 'wrong-password', ip)).toBe('INVALID_CREDENTIALS')).then((sql) =>
        sql.map((s) => s.replace(/\[sign-in-read\].*/, '[sign-in-read]')),
      );
    const registered = await shape(DEMO_EMAILS.VENDOR_USER, '10.46.0.1');
    expect(registered.map((s) => s.slice(0, 30))).toEqual([
      '[sign-in-read]',
      '[sign-in-held-write] begin; se',
      '(password checked: false)',
      '[rollback] rollback',
      '[login-throttle-count-failure]',
    ]);
    expect(await shape('nobody.registered@example.com', '10.46.0.2')).toEqual(registered);
    await poolReturned();
  });
});

describe('between the write and its end', () => {
  it('an error after the write rolls it back: nothing is written, and the connection goes back to the pool', async () => {
    const email = DEMO_EMAILS.PREQUAL_ADMIN;
    const ip = '10.47.0.1';
    expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    const before = await traces(email, ip);
    check.then = async () => {
      throw new Error('the check failed');
    };
    const sql = await statementsOf(async () => expect(await signIn(email, DEMO_PASSWORD, ip)).toBe('the check failed'));
    expect(sql.slice(1).map((s) => s.slice(0, 30))).toEqual(['[sign-in-held-write] begin; se', '[rollback] rollback']);
    expect(await traces(email, ip)).toEqual(before);
    await poolReturned();
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('a connection lost while the password is checked (as when the process dies) leaves nothing written, and the pool lends it no more', async () => {
    const email = DEMO_EMAILS.PREQUAL_ADMIN;
    const ip = '10.47.0.2';
    expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    const before = await traces(email, ip);
    // The held transaction's backend ends, as PostgreSQL ends it when the portal's connection closes.
    check.then = async () => {
      const ended = await portal
        .em()
        .getConnection()
        .execute<{ ended: boolean }[]>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and state = 'idle in transaction' and query like 'begin; %sign_in_lock%'`,
        );
      expect(ended).toEqual([{ ended: true }]);
    };
    expect(await signIn(email, DEMO_PASSWORD, ip)).not.toMatch(/^(signed in|INVALID_CREDENTIALS|second factor owed)$/);
    expect(await traces(email, ip)).toEqual(before);
    await poolReturned();
    for (let i = 0; i < 3; i++) expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
    expect(await traces(email, ip)).toMatchObject({ logins: before.logins + 3, failures: 0 });
  });
});

describe('the held commit', () => {
  it('does not wait for the disk only inside the held transaction: its connection goes back to the pool synchronous', async () => {
    // A pool of one connection, so the statement after each held write runs on the connection that held it.
    const orm = await initOrm(portal.orm.config.get('clientUrl')!, [], 1);
    try {
      const em = orm.em.fork();
      const email = DEMO_EMAILS.VENDOR_USER;
      const keys = LoginThrottleService.keys('10.49.0.1', email);
      const [row] = await signInRead.run(em, [...LoginThrottleService.stateParams(keys), email]);
      const setting = async () => (await em.getConnection().execute<{ synchronous_commit: string }[]>('show synchronous_commit'))[0]!.synchronous_commit;
      expect(await setting()).toBe('on');
      const kept = heldWrite(em, 2, keys, row!, new Date());
      await kept.opened;
      await kept.keep();
      expect(await setting()).toBe('on');
      const dropped = heldWrite(em, 2, keys, row!, new Date());
      await dropped.opened;
      await dropped.drop();
      expect(await setting()).toBe('on');
    } finally {
      await orm.close();
    }
  });
});

describe('held transactions at once', () => {
  it('hold at most half the pool; an attempt beyond that writes after the check, as before', async () => {
    const em = portal.orm.em.fork();
    const email = DEMO_EMAILS.VENDOR_USER;
    const ip = '10.48.0.1';
    const keys = LoginThrottleService.keys(ip, email);
    const [row] = await signInRead.run(em, [...LoginThrottleService.stateParams(keys), email]);
    const before = await traces(email, ip);
    // A pool of 3 holds one at once: the first is held (its write sent now), the second waits to write after the check.
    const sql = await statementsOf(async () => {
      const first = heldWrite(em, 3, keys, row!, new Date());
      const second = heldWrite(em, 3, keys, row!, new Date());
      await Promise.all([first.opened, second.opened]);
      await first.keep();
      await second.keep();
      // Once the first has ended, the next is held again.
      const third = heldWrite(em, 3, keys, row!, new Date());
      await third.opened;
      await third.drop();
    });
    expect(sql.map((s) => s.slice(0, 20).trim())).toEqual([
      '[sign-in-held-write]',
      '[commit] commit',
      '[sign-in-write] with',
      '[sign-in-held-write]',
      '[rollback] rollback',
    ]);
    expect(await traces(email, ip)).toMatchObject({ logins: before.logins + 2, version: before.version + 2 });
    await poolReturned();
  });
});
