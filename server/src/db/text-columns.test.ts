import { generalInfoSchema, REGISTRATION_FIELD_LABELS } from '@portal/common/validation/registration';
import { profileUpdateSchema } from '@portal/common/validation/auth';
import { signUpSchema } from '@portal/common/validation/signup';
import { createInternalUserSchema } from '@portal/common/validation/users';
import type { EntityMetadata } from '@mikro-orm/core';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { toAppError } from '../errors-map.js';
import { AuditLog } from '../modules/audit/index.js';
import { User } from '../modules/users/index.js';
import { varcharLength } from './text-columns.js';

/**
 * The zod schemas say "too long" first, with the specification's messages; db/text-columns.ts is the last word.
 * These checks keep the first from allowing more than the column holds: one character past each varchar column a
 * schema writes is refused by the schema itself, on that field.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

function columns(entity: string, names?: readonly string[]): Array<[string, number]> {
  const meta = portal.orm.getMetadata().find(entity) as EntityMetadata;
  return Object.values(meta.properties)
    .map((p) => [p.name, varcharLength(p)] as const)
    .filter((c): c is [string, number] => c[1] !== null && (!names || names.includes(c[0])));
}

function refusesPast(schema: ZodType, base: Record<string, unknown>, field: string, length: number): boolean {
  const result = schema.safeParse({ ...base, [field]: 'a'.repeat(length + 1) });
  return !result.success && result.error.issues.some((i) => i.path[0] === field);
}

describe('no schema lets through a text longer than its column', () => {
  it('the company: every varchar column of vendor that general info writes', () => {
    const vendorColumns = columns('Vendor', Object.keys(REGISTRATION_FIELD_LABELS));
    expect(vendorColumns.length).toBeGreaterThan(20);
    const lax = vendorColumns.filter(([name, length]) => !refusesPast(generalInfoSchema, {}, name, length));
    expect(lax).toEqual([]);
  });

  it("the company's contacts: every varchar column of vendor_contact", () => {
    const contactColumns = columns('VendorContact');
    expect(contactColumns.map(([n]) => n).sort()).toEqual(['cellPhone', 'email', 'firstName', 'jobTitle', 'lastName']);
    const lax = contactColumns.filter(([name, length]) => {
      const result = generalInfoSchema.safeParse({ contacts: [{ [name]: 'a'.repeat(length + 1) }] });
      return result.success || !result.error.issues.some((i) => i.path.join('.') === `contacts.0.${name}`);
    });
    expect(lax).toEqual([]);
  });

  it("the user's name, e-mail and phone: profile, internal user, sign-up", () => {
    const user = columns('User', ['name', 'email', 'phone']);
    expect(user.map(([n]) => n).sort()).toEqual(['email', 'name', 'phone']);
    const base = { name: 'Pat', email: 'pat@example.com', phone: '301-555-0100', role: 'PREQUAL_VIEWER', password: 'SignUp#2026' };
    for (const schema of [profileUpdateSchema, createInternalUserSchema, signUpSchema]) {
      for (const [name, length] of user) expect([name, refusesPast(schema, base, name, length)]).toEqual([name, true]);
    }
  });
});

describe('no flush writes text PostgreSQL cannot store, whoever writes it', () => {
  it('a lone surrogate in a varchar or a jsonb value is refused before any statement, naming the field', async () => {
    const em = portal.em();
    const user = await em.findOneOrFail(User, portal.users.PREQUAL_VIEWER.id);
    const kept = user.name;
    user.name = 'x\ud800y';
    await expect(em.flush()).rejects.toMatchObject({ code: 'BAD_USER_INPUT', options: { fieldErrors: { name: expect.any(String) } } });
    expect((await portal.em().findOneOrFail(User, user.id)).name).toBe(kept);

    const other = portal.em();
    const before = await other.count(AuditLog, {});
    other.create(AuditLog, { entityType: 'Test', action: 'TEXT_CHECK', performedBy: 'test', changes: { answers: { bank: ['x\udc00'] } } });
    await expect(other.flush()).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('the field "changes"') });
    expect(await portal.em().count(AuditLog, {})).toBe(before);
  });
});

describe("PostgreSQL's own refusals, should text get past the boundary, are the caller's BAD_USER_INPUT (errors-map.ts)", () => {
  it('a text too long for its varchar (22001) and a lone surrogate escape in jsonb', async () => {
    const em = portal.em();
    const failure = (run: () => Promise<unknown>) =>
      run().then(
        () => null,
        (e: unknown) => e,
      );
    const tooLong = await failure(() =>
      em.transactional(async (tx) => {
        await tx.getConnection().execute('create temp table text_check (v varchar(3)) on commit drop', [], 'run', tx.getTransactionContext());
        await tx.getConnection().execute('insert into text_check values (?)', ['abcd'], 'run', tx.getTransactionContext());
      }),
    );
    expect(toAppError(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'A text is longer than its field allows.' });
    const surrogate = await failure(() => em.getConnection().execute('select ?::jsonb as j', ['{"a":"x\\ud800y"}']));
    expect(toAppError(surrogate)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Text must be valid Unicode (it holds a lone UTF-16 surrogate).' });
  });
});
