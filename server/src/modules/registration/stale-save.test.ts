import type { EntityManager } from '@mikro-orm/postgresql';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAnswer, TestPortal } from '../../../test/harness.js';
import { startTestPortal } from '../../../test/harness.js';
import { createDraft, createRegistration, draftHeader, pdf, restFormWith } from '../../../test/fixtures/onboarding-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { StoredFile } from '../files/index.js';
import { STALE_RECORD_MESSAGE, Vendor } from '../companies/index.js';

/**
 * A save carries the version its company was loaded at; a save from an outdated copy never silently
 * undoes someone else's change: it is refused with 409 and writes nothing.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const GENERAL_INFO = 'mutation($id:ID!,$i:RegistrationInput!,$v:Int){ updateGeneralInfo(vendorId:$id,input:$i,version:$v){ version noOfEmployees } }';
const SAVE_DRAFT =
  'mutation($id:ID,$t:String,$i:RegistrationInput!,$v:Int){ saveRegistrationDraft(vendorId:$id,draftToken:$t,input:$i,version:$v){ version companyName } }';
const READ = 'query($id:ID!){ registration(vendorId:$id){ version noOfEmployees } }';

const storedObjects = () => (existsSync(portal.config.FILE_STORAGE_DIR) ? readdirSync(portal.config.FILE_STORAGE_DIR).sort() : []);
const stored = (id: string) => portal.em().findOneOrFail(Vendor, { id });

/** An approved company and a token of someone who edits its general info. */
async function approvedCompany() {
  return { vendor: await createRegistration(portal, { status: 'APPROVED' }), token: await portal.tokenFor('SYSTEM_ADMIN') };
}

function expectStale(answer: HttpAnswer, kind: 'rest' | 'graphql') {
  if (kind === 'rest') {
    expect([answer.status, answer.body.type, answer.body.message, answer.body.errors]).toEqual([
      409,
      'CONFLICT',
      STALE_RECORD_MESSAGE,
      { version: STALE_RECORD_MESSAGE },
    ]);
  } else {
    const error = answer.body.errors?.[0];
    expect([error?.extensions?.code, error?.message, error?.extensions?.fieldErrors]).toEqual(['CONFLICT', STALE_RECORD_MESSAGE, { version: STALE_RECORD_MESSAGE }]);
  }
}

describe('the loaded version', () => {
  it('is on the loaded registration (GraphQL field, REST body and ETag) and goes up with each save', async () => {
    const { vendor, token } = await approvedCompany();
    expect((await portal.gql(READ, { id: vendor.id }, token)).body.data.registration.version).toBe(1);
    const rest = await portal.rest('GET', `/vendors/${vendor.id}`, { token });
    expect([rest.body.version, rest.headers.get('etag')]).toEqual([1, '"1"']);

    const saved = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: '20', version: 1 } });
    expect([saved.status, saved.body.version, saved.headers.get('etag')]).toEqual([200, 2, '"2"']);
    expect((await portal.gql(GENERAL_INFO, { id: vendor.id, i: { noOfEmployees: '21' }, v: 2 }, token)).body.data.updateGeneralInfo).toEqual({
      version: 3,
      noOfEmployees: 21,
    });
  });
});

describe('general info (PATCH /vendors/{id}, updateGeneralInfo)', () => {
  it('refuses a save from an older version with 409, leaving the row, the audit log and the file store as they were', async () => {
    const { vendor, token } = await approvedCompany();
    // Someone else saves first: the row is at version 2.
    expect((await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: '30', version: 1 } })).status).toBe(200);
    const files = await portal.em().count(StoredFile, { vendor: vendor.id });
    const objects = storedObjects();
    const logs = await portal.em().count(AuditLog, { entityId: vendor.id });

    const stale = await restFormWith(portal, 'PATCH', `/vendors/${vendor.id}`, {
      token,
      fields: { source: 'generalInfo', noOfEmployees: '99', officeLocationCity: 'Towson', version: '1' },
      files: { w9File: pdf('new-w9.pdf') },
    });
    expectStale(stale, 'rest');
    const row = await stored(vendor.id);
    expect([row.version, row.noOfEmployees, row.officeLocationCity]).toEqual([2, 30, 'Baltimore']);
    expect(await portal.em().count(StoredFile, { vendor: vendor.id })).toBe(files);
    expect(storedObjects()).toEqual(objects);
    expect(await portal.em().count(AuditLog, { entityId: vendor.id })).toBe(logs);

    // The same through GraphQL, and with If-Match.
    expectStale(await portal.gql(GENERAL_INFO, { id: vendor.id, i: { noOfEmployees: '99' }, v: 1 }, token), 'graphql');
    expectStale(
      await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, headers: { 'if-match': '"1"' }, body: { source: 'generalInfo', noOfEmployees: '99' } }),
      'rest',
    );
    expect((await stored(vendor.id)).noOfEmployees).toBe(30);

    // Reloaded: the current version saves.
    const ok = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, headers: { 'if-match': 'W/"2"' }, body: { source: 'generalInfo', noOfEmployees: '99' } });
    expect([ok.status, ok.body.version, ok.body.noOfEmployees]).toEqual([200, 3, 99]);
  });

  it('without a version the save goes ahead, as before (clients of the specification)', async () => {
    const { vendor, token } = await approvedCompany();
    await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: '40' } });
    const res = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: '41' } });
    expect([res.status, res.body.version, res.body.noOfEmployees]).toEqual([200, 3, 41]);
    expect(
      (await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, headers: { 'if-match': '*' }, body: { source: 'generalInfo', noOfEmployees: '42' } })).status,
    ).toBe(200);
  });

  it('refuses a version that is not a whole number, and a body and If-Match that disagree', async () => {
    const { vendor, token } = await approvedCompany();
    const bad = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: '5', version: 'latest' } });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['version']]);
    const disagree = await portal.rest('PATCH', `/vendors/${vendor.id}`, {
      token,
      headers: { 'if-match': '"2"' },
      body: { source: 'generalInfo', noOfEmployees: '5', version: 1 },
    });
    expect(disagree.status).toBe(400);
    expect((await stored(vendor.id)).version).toBe(1);
  });

  it('a save that changes only the contacts, or only a document, still moves the version on', async () => {
    const { vendor, token } = await approvedCompany();
    const contacts = [{ firstName: 'Fiona', lastName: 'Fixture', jobTitle: 'Owner', email: 'new.fiona@example.com', cellPhone: '443-555-0111' }];
    const first = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', contacts, version: 1 } });
    expect([first.status, first.body.version]).toEqual([200, 2]);
    const second = await restFormWith(portal, 'PATCH', `/vendors/${vendor.id}`, {
      token,
      fields: { source: 'generalInfo', version: '2' },
      files: { w9File: pdf('renewed-w9.pdf') },
    });
    expect([second.status, second.body.version, second.body.w9File.name]).toEqual([200, 3, 'renewed-w9.pdf']);
    expectStale(await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: '1', version: 2 } }), 'rest');
  });
});

describe('a draft save (PUT /vendors/draft/{id}, saveRegistrationDraft)', () => {
  it('refuses a save from an older version of the draft, by its anonymous registrant or by staff; the current one saves', async () => {
    const { vendor, token: secret } = await createDraft(portal, { companyName: 'Versioned Draft LLC' });
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    // Staff correct the draft meanwhile.
    expect((await portal.gql(SAVE_DRAFT, { id: vendor.id, i: { companyName: 'Corrected By Staff LLC' }, v: 1 }, admin)).body.data.saveRegistrationDraft).toEqual({
      version: 2,
      companyName: 'Corrected By Staff LLC',
    });

    expectStale(
      await portal.rest('PUT', `/vendors/draft/${vendor.id}`, { headers: { ...draftHeader(secret), 'if-match': '"1"' }, body: { companyName: 'Old Copy LLC' } }),
      'rest',
    );
    expectStale(
      await restFormWith(portal, 'PUT', `/vendors/draft/${vendor.id}`, {
        headers: draftHeader(secret),
        fields: { companyName: 'Old Copy LLC', version: '1' },
        files: { w9File: pdf() },
      }),
      'rest',
    );
    expectStale(await portal.gql(SAVE_DRAFT, { id: vendor.id, t: secret, i: { companyName: 'Old Copy LLC' }, v: 1 }), 'graphql');
    expectStale(await portal.gql(SAVE_DRAFT, { id: vendor.id, i: { companyName: 'Old Copy LLC' }, v: 1 }, admin), 'graphql');
    expect([(await stored(vendor.id)).companyName, (await stored(vendor.id)).version]).toEqual(['Corrected By Staff LLC', 2]);

    const ok = await portal.rest('PUT', `/vendors/draft/${vendor.id}`, { headers: draftHeader(secret), body: { companyName: 'Reloaded Copy LLC', version: 2 } });
    expect([ok.status, ok.body.version, ok.body.companyName]).toEqual([200, 3, 'Reloaded Copy LLC']);
  });
});

/**
 * Holds the company's row lock while two saves from the same version run, until both are waiting for it:
 * both have passed the version check of the row they loaded, so only the write itself can stop the second.
 */
async function raceTwoSaves(vendorId: string, save: (n: number) => Promise<HttpAnswer>): Promise<HttpAnswer[]> {
  const watcher = portal.em();
  const waiting = async () =>
    Number(
      (
        await watcher
          .getConnection()
          .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)
      )[0]!.n,
    );
  let answers: Promise<HttpAnswer[]> | undefined;
  await portal.em().transactional(async (tx: EntityManager) => {
    await tx.execute('select id from vendor where id = ? for update', [vendorId]);
    answers = Promise.all([save(1), save(2)]);
    const deadline = Date.now() + 10_000;
    while ((await waiting()) < 2) {
      if (Date.now() > deadline) throw new Error('the two saves never both waited for the row');
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return answers!;
}

describe('two saves from the same version at once', () => {
  it('general info: exactly one wins; the other is refused and leaves no trace', async () => {
    const { vendor, token } = await approvedCompany();
    const answers = await raceTwoSaves(vendor.id, (n) =>
      portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', noOfEmployees: String(100 + n), version: 1 } }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expectStale(
      answers.find((a) => a.status === 409)!,
      'rest',
    );
    const row = await stored(vendor.id);
    expect([row.version, row.noOfEmployees]).toEqual([2, winner.body.noOfEmployees]);
    expect(await portal.em().count(AuditLog, { entityId: vendor.id, action: 'GENERAL_INFO_UPDATED' })).toBe(1);
  });

  it('a draft: exactly one wins, also when the saves change only the contacts', async () => {
    const { vendor, token: secret } = await createDraft(portal);
    const answers = await raceTwoSaves(vendor.id, (n) =>
      portal.rest('PUT', `/vendors/draft/${vendor.id}`, {
        headers: draftHeader(secret),
        body: { companyName: vendor.companyName, contacts: [{ firstName: `Racer ${n}`, email: `racer${n}@example.com` }], version: 1 },
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    const reread = await portal.rest('GET', `/vendors/${vendor.id}`, { headers: draftHeader(secret) });
    expect([reread.body.version, reread.body.primaryContactFirstName]).toEqual([2, winner.body.primaryContactFirstName]);
    expect(await portal.em().count(AuditLog, { entityId: vendor.id, action: 'REGISTRATION_DRAFT_SAVED' })).toBe(1);
  });
});
