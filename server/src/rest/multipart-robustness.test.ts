import type { Role } from '@portal/common/auth/roles';
import { Router } from 'express';
import { getNamedType, isObjectType } from 'graphql';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_NAMES, faultOf, sendFault, spooledFilesAfterCleanup, type MultipartShape } from '../../test/http/cut-multipart.js';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { buildPortalSchema } from '../graphql/schema.js';
import { moduleRoutes } from '../operations/module-transports.js';
import { MODULES } from '../modules/index.js';
import { UPLOAD_MESSAGES } from '../uploads/upload-errors.js';
import { multipartRoutes } from './multipart.js';

// Uploads spool to os.tmpdir(): a directory of this file's own, so the check for left-over files sees only ours.
// Restored after: test files share a worker process (isolate: false in vitest.config.mts).
const tmp = mkdtempSync(path.join(os.tmpdir(), 'multipart-robustness-'));
const tmpBefore = process.env.TMPDIR;
process.env.TMPDIR = tmp;

// Five times the half-second pause of the two-piece body, which must not count as a stall: this file's portal runs
// in the test's own process, and on a loaded CI machine 1.5 s against a 1 s pause timed the pause out (408).
const IDLE_MS = 2500;
let p: TestPortal;
beforeAll(async () => {
  p = await startTestPortal({ UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) });
});
afterAll(async () => {
  await p?.stop();
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
});

type Who = Role | null;
const PDF = `%PDF-1.4\n${'x'.repeat(2000)}\n%%EOF`;
/** A PNG's signature and header, then padding: enough to be cut in half. */
const PNG = `\x89PNG\r\n\x1a\n${'x'.repeat(2000)}`;
const CSV = `Company Name,Email\n${'Acme Co,acme@example.com\n'.repeat(50)}`;

/** Every REST route that reads a file, as the caller who gets as far as the body (anonymous where the route allows). */
const REST_ROUTES: Record<string, { who: Who; url: () => string; shape: MultipartShape }> = {
  'POST /vendors': { who: null, url: () => '/api/v1/vendors', shape: { fields: [['mode', 'DRAFT']], file: { field: 'w9File', name: 'w9.pdf', content: PDF } } },
  'PUT /vendors/draft/:id': {
    who: null,
    url: () => `/api/v1/vendors/draft/${randomUUID()}`,
    shape: { fields: [['companyName', 'Cut Co']], file: { field: 'w9File', name: 'w9.pdf', content: PDF } },
  },
  'PUT /vendors/:id': {
    who: null,
    url: () => `/api/v1/vendors/${randomUUID()}`,
    shape: { fields: [['companyName', 'Cut Co']], file: { field: 'generalContractReferencesDocument', name: 'refs.pdf', content: PDF } },
  },
  'PATCH /vendors/:vendorId': {
    who: 'VENDOR_ADMIN',
    url: () => `/api/v1/vendors/${p.users.VENDOR_ADMIN.vendor!.id}`,
    shape: { fields: [['source', 'generalInfo']], file: { field: 'w9File', name: 'w9.pdf', content: PDF } },
  },
  'POST /s3files/upload': {
    who: 'VENDOR_ADMIN',
    url: () => '/api/v1/s3files/upload?uploadedArea=GENERAL',
    shape: { fields: [], file: { field: 'file', name: 'a.pdf', content: PDF } },
  },
  'POST /invitations/preview': {
    who: 'PREQUAL_ADMIN',
    url: () => '/api/v1/invitations/preview',
    shape: { fields: [], file: { field: 'file', name: 'invite.csv', content: CSV } },
  },
  'POST /invitations': { who: 'PREQUAL_ADMIN', url: () => '/api/v1/invitations', shape: { fields: [], file: { field: 'file', name: 'invite.csv', content: CSV } } },
  'POST /users/:id/profile-picture': {
    who: 'VENDOR_USER',
    url: () => `/api/v1/users/${p.users.VENDOR_USER.id}/profile-picture`,
    shape: { fields: [], file: { field: 'file', name: 'me.png', content: PNG } },
  },
};

/** Every GraphQL operation with an Upload argument, with the document sent (it never runs: the body is refused first). */
const GRAPHQL_OPERATIONS: Record<string, { who: Who; query: () => string }> = {
  saveRegistrationDraft: { who: null, query: () => 'mutation ($f: Upload) { saveRegistrationDraft(input: { companyName: "Cut Co" }, w9File: $f) { __typename } }' },
  submitRegistration: { who: null, query: () => 'mutation ($f: Upload) { submitRegistration(input: { companyName: "Cut Co" }, w9File: $f) { __typename } }' },
  updateGeneralInfo: {
    who: 'VENDOR_ADMIN',
    query: () => `mutation ($f: Upload) { updateGeneralInfo(vendorId: "${p.users.VENDOR_ADMIN.vendor!.id}", input: {}, w9File: $f) { __typename } }`,
  },
  updateRegistration: {
    who: 'PREQUAL_ADMIN',
    query: () => `mutation ($f: Upload) { updateRegistration(vendorId: "${p.users.VENDOR_ADMIN.vendor!.id}", input: {}, w9File: $f) { __typename } }`,
  },
  uploadCompanyFile: { who: 'VENDOR_ADMIN', query: () => 'mutation ($f: Upload!) { uploadCompanyFile(file: $f, uploadedArea: "GENERAL") { __typename } }' },
  previewCompanyInvitations: { who: 'PREQUAL_ADMIN', query: () => 'mutation ($f: Upload!) { previewCompanyInvitations(file: $f) { __typename } }' },
  sendCompanyInvitations: { who: 'PREQUAL_ADMIN', query: () => 'mutation ($f: Upload!) { sendCompanyInvitations(file: $f) { __typename } }' },
  uploadProfilePicture: {
    who: 'VENDOR_USER',
    query: () => `mutation ($f: Upload!) { uploadProfilePicture(userId: "${p.users.VENDOR_USER.id}", file: $f) { __typename } }`,
  },
};

const authHeaders = async (who: Who): Promise<Record<string, string>> => (who ? { authorization: `Bearer ${await p.tokenFor(who)}` } : {});

async function expectStillServing() {
  const health = await fetch(`${p.url}/health`);
  expect(health.status).toBe(200);
  expect(await spooledFilesAfterCleanup(tmp)).toEqual([]);
}

it('lists every REST route that reads a multipart body', () => {
  const routes = Router();
  for (const m of MODULES) {
    const router = moduleRoutes(m);
    if (router) routes.use(router);
  }
  expect(Object.keys(REST_ROUTES).sort()).toEqual(multipartRoutes(routes).sort());
});

it('lists every GraphQL operation that takes an Upload', async () => {
  const schema = await buildPortalSchema(MODULES);
  const withUpload = [schema.getQueryType(), schema.getMutationType()]
    .filter(isObjectType)
    .flatMap((type) => Object.values(type.getFields()))
    .filter((field) => field.args.some((arg) => getNamedType(arg.type).name === 'Upload'))
    .map((field) => field.name);
  expect(Object.keys(GRAPHQL_OPERATIONS).sort()).toEqual(withUpload.sort());
});

describe.each(Object.entries(REST_ROUTES))('REST %s', (route, { who, url, shape }) => {
  it.each(FAULT_NAMES)('%s: refused cleanly, no temporary file left, the process serves on', async (name) => {
    const fault = faultOf(shape, name);
    const answer = await sendFault(p.url, `${route.split(' ')[0]} ${url()}`, fault, await authHeaders(who));
    expect(fault.expect.status).toContain(answer.status);
    if (fault.expect.code) {
      const body = JSON.parse(answer.body) as { message: string; detail: string; type: string };
      expect(body.type).toBe(fault.expect.code);
      expect(body.message).toEqual(fault.expect.code === 'REQUEST_TIMEOUT' ? UPLOAD_MESSAGES.stalled(IDLE_MS / 1000) : expect.any(String));
      expect(body.detail).toEqual(expect.any(String));
    }
    await expectStillServing();
  });
});

describe.each(Object.entries(GRAPHQL_OPERATIONS))('GraphQL %s', (operation, { who, query }) => {
  const shape = (): MultipartShape => ({
    fields: [
      ['operations', JSON.stringify({ query: query(), variables: { f: null } })],
      ['map', JSON.stringify({ 0: ['variables.f'] })],
    ],
    file: { field: '0', name: operation.includes('Invitations') ? 'invite.csv' : 'a.pdf', content: operation.includes('Invitations') ? CSV : PDF },
  });
  it.each(FAULT_NAMES)('%s: a clean 4xx, not INTERNAL_SERVER_ERROR', async (name) => {
    // The document names the demo company, known once the portal runs.
    const fault = faultOf(shape(), name);
    const answer = await sendFault(p.url, 'POST /graphql', fault, { 'apollo-require-preflight': 'true', ...(await authHeaders(who)) });
    expect(fault.expect.status).toContain(answer.status);
    if (fault.expect.code) {
      const body = JSON.parse(answer.body) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors.map((e) => e.extensions.code)).toEqual([fault.expect.code]);
      expect(body.errors[0]!.message).toMatch(/upload|multipart/i);
    }
    await expectStillServing();
  });
});

it('still takes a well-formed upload on both paths', async () => {
  const token = await p.tokenFor('VENDOR_ADMIN');
  const rest = await p.restForm('POST', '/s3files/upload?uploadedArea=GENERAL', { token, files: { file: { name: 'fine.pdf', content: PDF } } });
  expect(rest.status).toBe(201);
  const gql = await p.gqlUpload(
    'mutation ($file: Upload!) { uploadCompanyFile(file: $file, uploadedArea: "GENERAL") { fileName } }',
    {},
    { file: { name: 'fine2.pdf', content: PDF } },
    token,
  );
  expect(gql.body.errors).toBeUndefined();
  expect(gql.body.data.uploadCompanyFile.fileName).toBe('fine2.pdf');
  expect(await spooledFilesAfterCleanup(tmp)).toEqual([]);
});
