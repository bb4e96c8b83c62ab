import type { MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@portal/common/auth/roles';
import { SETTING_MESSAGES } from '@portal/common/settings/registry';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import type { Actor } from '../../auth/actor.js';
import { initOrm } from '../../db/orm.js';
import { AuditLog } from '../audit/index.js';
import { MODULES } from '../index.js';
import { Setting } from './setting.entity.js';
import { settingJsonSql, SettingsService } from './settings.service.js';

/** The settings service on a real database, and on a second ORM over it (another replica). */
let portal: TestPortal;
let replica: MikroORM;
beforeAll(async () => {
  portal = await startTestPortal();
  replica = await initOrm(portal.orm.config.get('clientUrl')!, MODULES, 2);
});
afterAll(async () => {
  await replica?.close();
  await portal?.stop();
});

const DAYS = 'overdue-review-business-days';
const MFA = 'security.requireMfaForInternal';
const onPortal = () => new SettingsService(portal.em());
const onReplica = () => new SettingsService(replica.em.fork());
const actorOf = (role: Role): Actor => {
  const u = portal.users[role];
  return { userId: u.id, role, name: u.name, email: u.email, vendorId: u.vendor?.id ?? null, tokenId: 't', tokenExpiresAt: new Date(Date.now() + 60_000) };
};
const auditOf = (action: string) => portal.em().find(AuditLog, { action }, { orderBy: { performedAt: 'asc', id: 'asc' } });

beforeEach(async () => {
  await portal.em().nativeDelete(Setting, { key: { $in: [DAYS, MFA] } });
  await portal.em().nativeDelete(AuditLog, { action: { $in: ['REMINDER_SETTING_CHANGED', 'MFA_POLICY_CHANGED'] } });
});

describe('reading', () => {
  it('answers the declared default while no row is stored, and the stored value once there is one', async () => {
    expect(await onPortal().get(DAYS)).toBe(5);
    expect(await onPortal().get(MFA)).toBe(false);
    await portal.em().insert(Setting, { key: DAYS, value: 9 });
    expect(await onPortal().get(DAYS)).toBe(9);
  });

  it('answers the default for a stored value its declaration does not accept', async () => {
    await portal.em().insert(Setting, { key: DAYS, value: 'many' });
    expect(await onPortal().get(DAYS)).toBe(5);
  });

  it('reads for a caller only with the read permission', async () => {
    await expect(onPortal().read(null, DAYS)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(onPortal().read(actorOf('VENDOR_ADMIN'), DAYS)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await onPortal().read(actorOf('PREQUAL_VIEWER'), DAYS)).toBe(5);
  });

  it('folds into a statement as one lookup, with the default when no row is stored', async () => {
    const read = async () => (await portal.em().execute<{ v: unknown }[]>(`select ${settingJsonSql(MFA)} as v`))[0]!.v;
    expect(await read()).toBe(false);
    await portal.em().insert(Setting, { key: MFA, value: true });
    expect(await read()).toBe(true);
  });
});

describe('changing', () => {
  it('refuses a value that breaks the declaration with its message, writing nothing', async () => {
    for (const bad of [0, 61, 2.5, '7', null]) {
      await expect(onPortal().set(actorOf('SYSTEM_ADMIN'), DAYS, bad, 'businessDays')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: SETTING_MESSAGES.overdueDays,
        options: { fieldErrors: { businessDays: SETTING_MESSAGES.overdueDays } },
      });
    }
    expect(await portal.em().count(Setting, { key: DAYS })).toBe(0);
    expect(await auditOf('REMINDER_SETTING_CHANGED')).toEqual([]);
  });

  it('refuses a caller without the write permission, writing nothing', async () => {
    await expect(onPortal().set(null, DAYS, 7)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(onPortal().set(actorOf('PREQUAL_ADMIN'), DAYS, 7)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await portal.em().count(Setting, { key: DAYS })).toBe(0);
  });

  it('stores the value with who changed it and records each change in the activity log as the declaration says', async () => {
    const admin = actorOf('SYSTEM_ADMIN');
    expect(await onPortal().set(admin, DAYS, 8)).toBe(8);
    expect(await onPortal().set(admin, DAYS, 8)).toBe(8); // the same value again: no change, no entry
    expect(await onPortal().set(admin, DAYS, 3)).toBe(3);
    const row = await portal.em().findOneOrFail(Setting, { key: DAYS });
    expect([row.value, row.updatedBy]).toEqual([3, admin.name]);
    expect((await auditOf('REMINDER_SETTING_CHANGED')).map((a) => [a.entityType, a.entityId, a.changes, a.performedBy])).toEqual([
      ['ReminderSetting', DAYS, { value: { from: 5, to: 8 } }, admin.name],
      ['ReminderSetting', DAYS, { value: { from: 8, to: 3 } }, admin.name],
    ]);

    // A setting declared to be recorded against the user who changed it, under its own field name.
    await onPortal().set(admin, MFA, true);
    expect((await auditOf('MFA_POLICY_CHANGED')).map((a) => [a.entityType, a.entityId, a.changes])).toEqual([
      ['User', admin.userId, { requireForInternal: { from: false, to: true } }],
    ]);
  });
});

describe('two replicas on one database', () => {
  it('each reads the value the other wrote at once (nothing stale is kept)', async () => {
    const admin = actorOf('SYSTEM_ADMIN');
    expect(await onPortal().get(DAYS)).toBe(5);
    expect(await onReplica().get(DAYS)).toBe(5);
    await onReplica().set(admin, DAYS, 12);
    expect(await onPortal().get(DAYS)).toBe(12);
    await onPortal().set(admin, DAYS, 13);
    expect(await onReplica().get(DAYS)).toBe(13);

    // The same EntityManager, read before and after a change elsewhere: no answer from its identity map.
    const em = portal.em();
    const service = new SettingsService(em);
    expect(await service.get(MFA)).toBe(false);
    await onReplica().set(admin, MFA, true);
    expect(await service.get(MFA)).toBe(true);
  });

  it('serializes changes made at once on both, so each entry records the value it replaced', async () => {
    const admin = actorOf('SYSTEM_ADMIN');
    const values = [21, 22, 23, 24, 25, 26];
    await Promise.all(values.map((v, i) => (i % 2 ? onPortal() : onReplica()).set(admin, DAYS, v)));
    const changes = (await auditOf('REMINDER_SETTING_CHANGED')).map((a) => a.changes!.value as { from: number; to: number });
    expect(changes).toHaveLength(values.length);
    // A chain from the default: every change's `from` is the previous change's `to`.
    const order = [5, ...changes.map((c) => c.to)];
    expect(changes.map((c) => c.from)).toEqual(order.slice(0, -1));
    expect(await onPortal().get(DAYS)).toBe(order.at(-1));
  });
});
