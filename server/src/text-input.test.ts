import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type HttpAnswer, type TestPortal } from '../test/harness.js';
import { fixtureFile } from '../test/fixtures/file-fixtures.js';
import { begunPrequal } from '../test/fixtures/prequal-fixtures.js';
import { DEMO_COMPANY } from './db/seeders/demo-seeder.js';
import { AuditLog } from './modules/audit/index.js';
import { Vendor } from './modules/companies/index.js';
import { StoredFile } from './modules/files/index.js';
import { CompanyNote } from './modules/notes/index.js';
import { User } from './modules/users/index.js';
import { DEFAULT_LIMIT_RULES } from './modules/prequal-limits/limit-rules.js';
import { FormTemplate } from './modules/forms/index.js';

/**
 * The text boundary (server/src/text-input.ts, db/text-columns.ts): text PostgreSQL cannot store is refused naming
 * the field before any service runs, control characters are stripped (line breaks kept only in multi-line fields),
 * and a text longer than its column is refused with a length message, never a 500, on REST and GraphQL alike.
 */
let portal: TestPortal;
let vendorId: string;
/** The cycle the form-answer cases save into. */
let instance: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(() => portal?.stop());

/** A lone UTF-16 surrogate between two letters: JSON can carry it, UTF-8 and jsonb cannot. */
const LONE = 'x\ud800y';
const auditRows = () => portal.em().count(AuditLog, {});
const token = (role: Parameters<TestPortal['tokenFor']>[0]) => portal.tokenFor(role);
const signUp = (name: string) => ({ name, email: `text.${randomUUID().slice(0, 8)}@example.com`, password: 'SignUp#2026', phone: '301-555-0142' });
const internalUser = (name: string) => ({ name, email: `text.${randomUUID().slice(0, 8)}@example.com`, phone: '410-555-0160', role: 'PREQUAL_VIEWER' });
const rules = (description: string) =>
  DEFAULT_LIMIT_RULES.map(({ limit, basis, multiplier, cap }, i) => ({ limit, basis, multiplier, cap, description: i === 0 ? description : 'Rule' }));
const legalFields = async (label: string) => {
  const fields = (await portal.em().findOneOrFail(FormTemplate, { category: 'LEGAL' }, { orderBy: { version: 'desc' } })).fields as Array<{
    props: { label?: string };
  }>;
  return fields.map((f, i) => (i === 0 ? { ...f, props: { ...f.props, label } } : f));
};

interface Operation {
  name: string;
  /** Sets the stage (its own writes happen before the count of audit entries). */
  prepare?: () => Promise<void>;
  /** The REST call with `text` in one field, and that field's name as the answer should give it. */
  rest: [field: string, send: (text: string) => Promise<HttpAnswer>];
  /** Its GraphQL twin, and the variable path the answer should name. */
  graphql: [field: string, send: (text: string) => Promise<HttpAnswer>];
}

const OPERATIONS: Operation[] = [
  {
    name: 'a company note',
    rest: ['notes', async (t) => portal.rest('POST', `/vendors/${vendorId}/notes`, { token: await token('SYSTEM_ADMIN'), body: { notes: t } })],
    graphql: [
      '$notes',
      async (t) =>
        portal.gql(
          'mutation($v:ID!,$notes:String!){ addCompanyNote(vendorId:$v, notes:$notes){ __typename } }',
          { v: vendorId, notes: t },
          await token('SYSTEM_ADMIN'),
        ),
    ],
  },
  {
    name: 'a company comment',
    rest: ['comment', async (t) => portal.rest('POST', `/vendors/comment/${vendorId}`, { token: await token('SYSTEM_ADMIN'), body: { comment: t } })],
    graphql: [
      '$comment',
      async (t) =>
        portal.gql(
          'mutation($v:ID!,$comment:String!){ addCompanyComment(vendorId:$v, comment:$comment){ __typename } }',
          { v: vendorId, comment: t },
          await token('SYSTEM_ADMIN'),
        ),
    ],
  },
  {
    name: 'general info',
    rest: ['dbaName', async (t) => portal.rest('PATCH', `/vendors/${vendorId}`, { token: await token('SYSTEM_ADMIN'), body: { source: 'generalInfo', dbaName: t } })],
    graphql: [
      '$input.dbaName',
      async (t) =>
        portal.gql(
          'mutation($v:ID!,$input:RegistrationInput!){ updateGeneralInfo(vendorId:$v,input:$input){ vendorId } }',
          { v: vendorId, input: { dbaName: t } },
          await token('SYSTEM_ADMIN'),
        ),
    ],
  },
  {
    name: 'a file rename',
    rest: ['newName', async (t) => portal.rest('PUT', `/files/${await fixtureFile(portal)}/rename`, { token: await token('SYSTEM_ADMIN'), body: { newName: t } })],
    graphql: [
      '$newName',
      async (t) =>
        portal.gql(
          'mutation($f:ID!,$newName:String!){ renameFile(fileId:$f, newName:$newName){ fileName } }',
          { f: await fixtureFile(portal), newName: t },
          await token('SYSTEM_ADMIN'),
        ),
    ],
  },
  {
    name: 'the own profile',
    rest: [
      'name',
      async (t) => portal.rest('PUT', `/users/${portal.users.VENDOR_USER.id}`, { token: await token('VENDOR_USER'), body: { name: t, phone: '301-555-0106' } }),
    ],
    graphql: [
      '$input.name',
      async (t) =>
        portal.gql(
          'mutation($id:ID!,$input:ProfileInput!){ updateProfile(id:$id, input:$input){ __typename } }',
          { id: portal.users.VENDOR_USER.id, input: { name: t, phone: '301-555-0106' } },
          await token('VENDOR_USER'),
        ),
    ],
  },
  {
    name: 'form answers',
    prepare: async () => {
      instance = (await begunPrequal(portal, vendorId)).instance;
    },
    rest: [
      'formFields.0.userInput',
      async (t) => {
        const body = { instance, version: 1, formTemplate: { category: 'FINANCIAL' }, formFields: [{ slug: 'bankName', type: 'inputText', userInput: t }] };
        return portal.rest('POST', '/vendor/prequal', { token: await token('VENDOR_ADMIN'), body });
      },
    ],
    graphql: [
      '$form.answers.bankName',
      async (t) =>
        portal.gql(
          'mutation($i:String!,$form:PrequalFormAnswersInput!){ savePrequalForm(instance:$i, form:$form){ version } }',
          { i: instance, form: { category: 'FINANCIAL', version: 1, answers: { bankName: t } } },
          await token('VENDOR_ADMIN'),
        ),
    ],
  },
  {
    name: 'an internal user',
    rest: ['name', async (t) => portal.rest('POST', '/users/admin/create-user', { token: await token('SYSTEM_ADMIN'), body: internalUser(t) })],
    graphql: [
      '$input.name',
      async (t) =>
        portal.gql('mutation($input:CreateInternalUserInput!){ createInternalUser(input:$input){ userId } }', { input: internalUser(t) }, await token('SYSTEM_ADMIN')),
    ],
  },
  {
    name: "an administrator's edit of a user",
    rest: ['name', async (t) => portal.rest('PUT', `/users/${portal.users.PREQUAL_VIEWER.id}`, { token: await token('SYSTEM_ADMIN'), body: internalUser(t) })],
    graphql: [
      '$input.name',
      async (t) =>
        portal.gql(
          'mutation($u:ID!,$input:UpdateUserInput!){ updateUser(userId:$u, input:$input){ userId } }',
          { u: portal.users.PREQUAL_VIEWER.id, input: internalUser(t) },
          await token('SYSTEM_ADMIN'),
        ),
    ],
  },
  {
    name: 'a company user',
    rest: ['name', async (t) => portal.rest('POST', `/vendors/create-user/${DEMO_COMPANY.accountId}`, { token: await token('VENDOR_ADMIN'), body: signUp(t) })],
    graphql: [
      '$input.name',
      async (t) =>
        portal.gql(
          'mutation($v:ID!,$input:CompanyUserInput!){ createCompanyUser(vendorId:$v, input:$input){ userId } }',
          { v: vendorId, input: signUp(t) },
          await token('VENDOR_ADMIN'),
        ),
    ],
  },
  {
    name: 'a form template',
    rest: [
      'formFields.fields.0.props.label',
      async (t) =>
        portal.rest('POST', '/create-form', {
          token: await token('SYSTEM_ADMIN'),
          body: { formTemplate: { category: 'LEGAL' }, formFields: { fields: await legalFields(t) } },
        }),
    ],
    graphql: [
      '$fields.0.props.label',
      async (t) =>
        portal.gql(
          'mutation($fields:JSON!){ saveFormTemplate(category: LEGAL, fields:$fields){ version } }',
          { fields: await legalFields(t) },
          await token('SYSTEM_ADMIN'),
        ),
    ],
  },
  {
    name: 'the limit rules',
    rest: ['rules.0.description', async (t) => portal.rest('PUT', '/admin/limit-rules', { token: await token('SYSTEM_ADMIN'), body: { rules: rules(t) } })],
    graphql: [
      '$rules.0.description',
      async (t) => portal.gql('mutation($rules:[LimitRuleInput!]!){ saveLimitRules(rules:$rules){ id } }', { rules: rules(t) }, await token('SYSTEM_ADMIN')),
    ],
  },
  {
    name: 'a sign-up (anonymous)',
    rest: ['name', async (t) => portal.rest('POST', `/auth/signup/${DEMO_COMPANY.accountId}`, { body: signUp(t) })],
    graphql: [
      '$input.name',
      async (t) =>
        portal.gql('mutation($a:String!,$input:SignUpInput!){ signUp(accountNumber:$a,input:$input){ success } }', { a: DEMO_COMPANY.accountId, input: signUp(t) }),
    ],
  },
  {
    name: 'a registration draft (anonymous, JSON)',
    rest: ['companyName', async (t) => portal.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: t } })],
    graphql: [
      '$input.companyName',
      async (t) => portal.gql('mutation($input:RegistrationInput!){ saveRegistrationDraft(input:$input){ vendorId } }', { input: { companyName: t } }),
    ],
  },
  {
    name: 'the ERP id',
    rest: ['hb_erpid', async (t) => portal.rest('PATCH', `/vendors/${vendorId}`, { token: await token('SYSTEM_ADMIN'), body: { source: 'generalInfo', hb_erpid: t } })],
    graphql: [
      '$erp',
      async (t) =>
        portal.gql('mutation($v:ID!,$erp:String){ setCompanyErpId(vendorId:$v, hb_erpid:$erp){ __typename } }', { v: vendorId, erp: t }, await token('SYSTEM_ADMIN')),
    ],
  },
];

describe('a lone surrogate is refused naming the field, before anything is written', () => {
  const cases = OPERATIONS.flatMap((op) => [
    { name: `REST: ${op.name}`, api: 'rest' as const, field: op.rest[0], send: op.rest[1], prepare: op.prepare },
    { name: `GraphQL: ${op.name}`, api: 'graphql' as const, field: op.graphql[0], send: op.graphql[1], prepare: op.prepare },
  ]);
  it.each(cases)('$name', async ({ api, field, send, prepare }) => {
    await prepare?.();
    const before = await auditRows();
    const answer = await send(LONE);
    if (api === 'rest') {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ type: 'BAD_USER_INPUT', message: `Text must be valid Unicode: the field "${field}" holds a lone UTF-16 surrogate.` });
      expect(answer.body.errors).toEqual({ [field]: expect.stringContaining('valid Unicode') });
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: `Text must be valid Unicode: the variable "${field}" holds a lone UTF-16 surrogate.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // Every write is audited in its own transaction: no new entry, no row.
    expect(await auditRows()).toBe(before);
    const em = portal.em();
    expect(await em.count(Vendor, { $or: [{ companyName: { $like: 'x%y' } }, { dbaName: { $like: 'x%y' } }, { hbErpid: { $like: 'x%y' } }] })).toBe(0);
    expect(await em.count(User, { name: { $like: 'x%y' } })).toBe(0);
    expect(await em.count(CompanyNote, { notes: { $like: 'x%y' } })).toBe(0);
  });
});

describe('a text longer than its column is refused with a length message', () => {
  const name = 'N'.repeat(300);
  it('REST: PUT /users/{own id} with a 300-character name', async () => {
    const before = await auditRows();
    const answer = await portal.rest('PUT', `/users/${portal.users.VENDOR_USER.id}`, { token: await token('VENDOR_USER'), body: { name, phone: '301-555-0106' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'BAD_USER_INPUT', errors: { name: 'Name must be at most 255 characters' } });
    expect(answer.body.message).toBe('Name must be at most 255 characters');
    expect(await auditRows()).toBe(before);
  });

  it('GraphQL: updateProfile with a 300-character name', async () => {
    const before = await auditRows();
    const answer = await portal.gql(
      'mutation($id:ID!,$input:ProfileInput!){ updateProfile(id:$id, input:$input){ __typename } }',
      { id: portal.users.VENDOR_USER.id, input: { name, phone: '301-555-0106' } },
      await token('VENDOR_USER'),
    );
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Name must be at most 255 characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await auditRows()).toBe(before);
    expect((await portal.em().findOneOrFail(User, portal.users.VENDOR_USER.id)).name).not.toBe(name);
  });

  it('whatever writes, no text longer than its column reaches the database (db/text-columns.ts), counted in characters', async () => {
    const em = portal.em();
    const user = await em.findOneOrFail(User, portal.users.PREQUAL_VIEWER.id);
    const kept = user.name;
    user.name = 'L'.repeat(256);
    await expect(em.flush()).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Name must be at most 255 characters' });
    expect((await portal.em().findOneOrFail(User, user.id)).name).toBe(kept);
    // 255 emoji are 510 UTF-16 code units but 255 characters: they fit.
    user.name = '\u{1F600}'.repeat(255);
    await em.flush();
    expect((await portal.em().findOneOrFail(User, user.id)).name).toBe(user.name);
    user.name = kept;
    await em.flush();
  });
});

describe('control characters are stripped; line breaks stay only in multi-line fields', () => {
  it('a staff rename to "x\\r\\ny" is stored as "xy.pdf", on REST and GraphQL', async () => {
    const admin = await token('SYSTEM_ADMIN');
    const restFile = await fixtureFile(portal, { name: 'policy.pdf' });
    expect((await portal.rest('PUT', `/files/${restFile}/rename`, { token: admin, body: { newName: 'x\r\ny' } })).status).toBe(200);
    const gqlFile = await fixtureFile(portal, { name: 'policy.pdf' });
    const renamed = await portal.gql('mutation($f:ID!,$n:String!){ renameFile(fileId:$f, newName:$n){ fileName } }', { f: gqlFile, n: 'x\r\n\u0007y' }, admin);
    expect(renamed.body.data.renameFile.fileName).toBe('xy.pdf');
    const em = portal.em();
    expect((await em.findOneOrFail(StoredFile, restFile)).fileName).toBe('xy.pdf');
    expect((await em.findOneOrFail(StoredFile, gqlFile)).fileName).toBe('xy.pdf');
  });

  it('a note keeps its line breaks and tabs (CR LF as LF) and loses the other control characters', async () => {
    const admin = await token('SYSTEM_ADMIN');
    const rest = await portal.rest('POST', `/vendors/${vendorId}/notes`, { token: admin, body: { notes: 'First line\r\nSecond\tline\u0007' } });
    expect(rest.status).toBe(201);
    const gql = await portal.gql(
      'mutation($v:ID!,$n:String!){ addCompanyNote(vendorId:$v, notes:$n){ __typename } }',
      { v: vendorId, n: 'Graph line one\nGraph line two\u001b' },
      admin,
    );
    expect(gql.body.errors).toBeUndefined();
    const notes = (await portal.em().find(CompanyNote, { vendor: vendorId })).map((n) => n.notes);
    expect(notes).toContain('First line\nSecond\tline');
    expect(notes).toContain('Graph line one\nGraph line two');
  });

  it('a one-line field loses its line breaks: a company name, in JSON and in a multipart field', async () => {
    const draft = await portal.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: 'Line\r\nBreak\tCo' } });
    expect(draft.status).toBe(201);
    const form = await portal.restForm('POST', '/vendors', { fields: { mode: 'DRAFT', companyName: 'Multi\r\npart\u0007 Co' } });
    expect(form.status).toBe(201);
    expect(await portal.em().count(Vendor, { companyName: { $in: ['LineBreakCo', 'Multipart Co'] } })).toBe(2);
  });

  it('an upload named "evil\\r\\nSet-Cookie: a=b.pdf" is stored without CR or LF (REST and GraphQL multipart)', async () => {
    const admin = await token('SYSTEM_ADMIN');
    const evil = "filename*=UTF-8''evil%0D%0ASet-Cookie%3A%20a%3Db.pdf";
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
    const boundary = 'textboundary';
    const part = (headers: string, body: string) => `--${boundary}\r\nContent-Disposition: form-data; ${headers}\r\n\r\n${body}\r\n`;
    const send = (path: string, body: string, extra: Record<string, string> = {}) =>
      fetch(`${portal.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}`, ...extra },
        body,
      });

    const rest = await send(
      `/api/v1/s3files/upload?uploadedArea=GENERAL&vendorId=${vendorId}`,
      part(`name="file"; ${evil}\r\nContent-Type: application/pdf`, pdf) + `--${boundary}--\r\n`,
    );
    const restBody = (await rest.json()) as { name: string };
    expect(rest.status, JSON.stringify(restBody)).toBe(201);
    expect(restBody.name).toBe('evilSet-Cookie: a=b.pdf');

    const operations = JSON.stringify({
      query: 'mutation($file:Upload!,$v:ID){ uploadCompanyFile(file:$file, vendorId:$v, uploadedArea:"GENERAL"){ fileId fileName } }',
      variables: { file: null, v: vendorId },
    });
    const gql = await send(
      '/graphql',
      part('name="operations"', operations) +
        part('name="map"', JSON.stringify({ 0: ['variables.file'] })) +
        part(`name="0"; ${evil}\r\nContent-Type: application/pdf`, pdf) +
        `--${boundary}--\r\n`,
      { 'apollo-require-preflight': 'true' },
    );
    const gqlBody = (await gql.json()) as { errors?: unknown; data: { uploadCompanyFile: { fileName: string } } };
    expect(gqlBody.errors, JSON.stringify(gqlBody)).toBeUndefined();
    expect(gqlBody.data.uploadCompanyFile.fileName).toBe('evilSet-Cookie: a=b.pdf');

    const stored = await portal.em().find(StoredFile, { fileName: { $like: 'evil%' } });
    expect(stored.map((f) => f.fileName)).toEqual(['evilSet-Cookie: a=b.pdf', 'evilSet-Cookie: a=b.pdf']);
  });
});
