import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type HttpAnswer, type TestPortal } from '../test/harness.js';
import { toAppError } from './errors-map.js';

// The built client as installed under a dot-directory (/home/u/.apps/portal/client/dist), with files
// beside index.html that must never be served.
const installDir = mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
const clientDist = path.join(installDir, '.apps', 'portal', 'client', 'dist');
const INDEX_HTML = '<!doctype html><title>Prequalification Portal</title><div id="root"></div>';

let portal: TestPortal;
beforeAll(async () => {
  mkdirSync(path.join(clientDist, 'assets'), { recursive: true });
  mkdirSync(path.join(clientDist, '.hidden'));
  writeFileSync(path.join(clientDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDist, 'assets', 'app.js'), 'console.log("portal")');
  writeFileSync(path.join(clientDist, '.env'), 'SECRET=dotfile-secret');
  writeFileSync(path.join(clientDist, '.hidden', 'notes.txt'), 'dotfile-secret');
  portal = await startTestPortal({ CLIENT_DIST: clientDist });
});
afterAll(async () => {
  await portal?.stop();
  rmSync(installDir, { recursive: true, force: true });
});

const NUL = 'Text may not contain NUL characters.';
const companiesLike = async (pattern: string) =>
  Number((await portal.em().getConnection().execute('select count(*) as n from vendor where company_name like ?', [pattern])).at(0)?.n);

/** A REST refusal of the caller's input: 400, the facade's shape, no internals. */
function expectRestBadInput(answer: HttpAnswer, message: string, detail?: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ message, type: 'BAD_USER_INPUT', ...(detail ? { detail } : {}) });
  expect(JSON.stringify(answer.body)).not.toMatch(/ at |stack|postgres|select /i);
}

function expectGraphqlError(answer: HttpAnswer, code: string, message?: string | RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors[0].extensions.code).toBe(code);
  if (message) expect(answer.body.errors[0].message).toMatch(message);
}

describe('GraphQL documents that cannot be read answer 400 GRAPHQL_PARSE_FAILED', () => {
  it('a syntax error', async () => {
    expectGraphqlError(await portal.gql('{ me { userId '), 'GRAPHQL_PARSE_FAILED', /Syntax Error/);
  });

  it('a document over the token limit, while one under it runs', async () => {
    const fields = (n: number) => `{ lookup(name: "regions") { ${'value '.repeat(n)}} }`;
    expectGraphqlError(await portal.gql(fields(5000)), 'GRAPHQL_PARSE_FAILED', /tokens/);
    const small = await portal.gql(fields(10));
    expect(small.status).toBe(200);
    expect(small.body.data.lookup.length).toBeGreaterThan(0);
  });
});

describe('a NUL character in any text is refused with 400 BAD_USER_INPUT, never a 500', () => {
  it('GraphQL: in a variable, in a nested input variable, in an inline string literal', async () => {
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    expectGraphqlError(await portal.gql('query($s: String) { users(options: { search: $s }) { totalCount } }', { s: 'a\u0000b' }, admin), 'BAD_USER_INPUT', NUL);
    expectGraphqlError(await portal.gql('{ users(options: { search: "a\\u0000b" }) { totalCount } }', {}, admin), 'BAD_USER_INPUT', NUL);

    const draft = await portal.gql('mutation($i: RegistrationInput!) { saveRegistrationDraft(input: $i) { vendorId } }', { i: { companyName: 'Nul\u0000 Graph LLC' } });
    expectGraphqlError(draft, 'BAD_USER_INPUT', NUL);
    expect(await companiesLike('%Graph LLC')).toBe(0);
    // The same search without the NUL runs: the refusal is about the character, not the operation.
    expect((await portal.gql('{ users(options: { search: "ab" }) { totalCount } }', {}, admin)).body.data.users.totalCount).toBe(0);
  });

  it('REST: in the query string, a path parameter, a JSON body and a multipart text field', async () => {
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    expectRestBadInput(await portal.rest('GET', '/users?search=a%00b', { token: admin }), NUL, 'Remove it from the query parameter "search".');
    expectRestBadInput(await portal.rest('GET', '/vendors?status=SUBMITTED&search=%00', { token: admin }), NUL);
    expectRestBadInput(await portal.rest('GET', '/vendors/verify-tax-id/12-34%0056789'), NUL, 'Remove it from the address (taxId).');

    const json = await portal.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: 'Nul\u0000 Json LLC' } });
    expectRestBadInput(json, NUL, 'Remove it from the field "companyName".');
    const nested = await portal.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: 'Nested Nul LLC', contacts: [{ firstName: 'A\u0000' }] } });
    expectRestBadInput(nested, NUL, 'Remove it from the field "contacts.0.firstName".');

    const form = await portal.restForm('POST', '/vendors', { fields: { mode: 'DRAFT', companyName: 'Nul\u0000 Form LLC' } });
    expectRestBadInput(form, NUL, 'Remove it from the field "companyName".');

    // Nothing was saved (a NUL cannot even be searched for: this looks for the rest of the names).
    expect(await companiesLike('%Json LLC')).toBe(0);
    expect(await companiesLike('Nested Nul LLC')).toBe(0);
    // Without the NUL the same draft is saved.
    expect((await portal.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: 'No Nul LLC' } })).status).toBe(201);
    expect(await companiesLike('No Nul LLC')).toBe(1);
  });

  it('and a NUL that reaches PostgreSQL anyway maps to BAD_USER_INPUT, not an internal error', async () => {
    const conn = portal.em().getConnection();
    for (const [sql, param] of [
      ['select ?::text as t', 'a\u0000b'],
      ['select ?::jsonb as j', JSON.stringify({ answer: 'a\u0000b' })],
    ] as const) {
      const err = await conn.execute(sql, [param]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).not.toBeNull();
      expect(toAppError(err)).toMatchObject({ code: 'BAD_USER_INPUT', message: NUL });
    }
  });
});

describe('a malformed percent-escape in the address answers 400, not 500', () => {
  it.each(['/vendors/%E0%A4%A', '/users/%zz', '/vendors/draft/%'])('GET /api/v1%s', async (path) => {
    const admin = await portal.tokenFor('PREQUAL_ADMIN');
    const answer = await portal.rest(path === '/vendors/draft/%' ? 'DELETE' : 'GET', path, { token: admin });
    expectRestBadInput(answer, 'The address of this request is not valid.');
  });
});

describe('every REST JSON answer says Cache-Control: no-store', () => {
  it('results, errors, an unknown route, an unreadable body and a malformed address', async () => {
    const answers = {
      lookup: await portal.rest('GET', '/lookups/regions'),
      unauthenticated: await portal.rest('GET', '/users'),
      unknownRoute: await portal.rest('GET', '/no-such-route'),
      unreadableBody: await fetch(`${portal.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }),
      malformedAddress: await portal.rest('GET', '/users/%zz'),
    };
    expect(answers.lookup.status).toBe(200);
    expect(answers.unauthenticated.status).toBe(401);
    expect(answers.unknownRoute.status).toBe(404);
    expect(answers.unreadableBody.status).toBe(400);
    expect(answers.malformedAddress.status).toBe(400);
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers.get('cache-control'), what).toBe('no-store');
      expect(answer.headers.get('content-type'), what).toMatch(/application\/json/);
    }
  });
});

describe('the built client, installed under a dot-directory', () => {
  const page = async (p: string) => {
    const res = await fetch(`${portal.url}${p}`);
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
  };

  it('serves the pages (index.html for every client route) and the assets', async () => {
    for (const p of ['/', '/prequalification', '/admin/dashboard', '/vendor/overview?tab=1']) {
      const answer = await page(p);
      expect(answer.status, p).toBe(200);
      expect(answer.text, p).toBe(INDEX_HTML);
      expect(answer.type, p).toMatch(/text\/html/);
      expect(answer.cache, p).toBe('no-cache');
    }
    const asset = await page('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("portal")');
  });

  it('never serves a dotfile asked for by URL: the client answers instead', async () => {
    for (const p of ['/.env', '/%2eenv', '/.hidden/notes.txt', '/assets/../.env']) {
      const answer = await page(p);
      expect(answer.text, p).not.toContain('dotfile-secret');
      expect(answer.text, p).toBe(INDEX_HTML);
    }
  });

  it('answers a page address with a malformed %-escape with the client, not an error', async () => {
    for (const p of ['/foo/%zz', '/assets/app%zz.js', '/%E0%A4%A']) {
      const answer = await page(p);
      expect(answer.status, p).toBe(200);
      expect(answer.text, p).toBe(INDEX_HTML);
    }
  });
});
