import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { initOrm } from '../../db/orm.js';
import { AuditLog } from '../audit/index.js';
import { User } from '../users/index.js';
import { LoginThrottle } from './login-throttle.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { signInRead } from './sign-in-queries.js';

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

/** The statements the portal's ORM connection sends while `run` runs (a prepared one with its name first). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const knex = portal.orm.em.getConnection().getKnex();
  const listen = (q: { sql: string; name?: string }) => sql.push(`${q.name ? `[${q.name}] ` : ''}${q.sql.replace(/\s+/g, ' ').trim()}`);
  knex.on('query', listen);
  try {
    await run();
  } finally {
    knex.off('query', listen);
  }
  return sql;
}

describe('a successful sign-in', () => {
  it('costs two statements: one read before the password check, one write after it', async () => {
    await login(DEMO_EMAILS.PREQUAL_ADMIN, DEMO_PASSWORD, '10.40.0.1');
    const sql = await statementsOf(async () => expect((await login(DEMO_EMAILS.PREQUAL_ADMIN, DEMO_PASSWORD, '10.40.0.1')).status).toBe(200));
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/^\[sign-in-read\] select .* from login_throttle .* left join app_user/);
    expect(sql[1]).toMatch(/^\[sign-in-write\] with cleared as \(delete from login_throttle .*\) insert into audit_log/);
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
  it('counts the failure on the three keys in one statement, and blocks the client on its limit with one more', async () => {
    const email = DEMO_EMAILS.PREQUAL_VIEWER;
    const ip = '10.44.0.1';
    const failures = async (key: string) => (await portal.em().findOne(LoginThrottle, { key }))?.failures ?? 0;
    const first = await statementsOf(async () => expect((await login(email, 'wrong-password', ip)).status).toBe(401));
    expect(first).toHaveLength(2);
    expect(first[1]).toMatch(/^\[login-throttle-count-failure\] insert into login_throttle .* on conflict \(key\) do update/);
    expect([await failures(`ip-account:${ip}:${email}`), await failures(`ip:${ip}`), await failures(`account:${email}`)]).toEqual([1, 1, 1]);

    expect((await login(email, 'wrong-password', ip)).status).toBe(401);
    // The third failure reaches LOGIN_BLOCK_AFTER_CLIENT_ACCOUNT (3): the client is blocked on the account.
    const third = await statementsOf(async () => expect((await login(email, 'wrong-password', ip)).status).toBe(401));
    expect(third).toHaveLength(3);
    const row = await portal.em().findOneOrFail(LoginThrottle, { key: `ip-account:${ip}:${email}` });
    expect(row.failures).toBe(0);
    expect(row.blockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect([await failures(`ip:${ip}`), await failures(`account:${email}`)]).toEqual([3, 3]);
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(429);
  });
});
