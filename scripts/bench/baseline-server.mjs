// The raw-SQL baseline for `npm run bench:lists`: node:http + pg, no framework, running the portal's own
// statements for each request and answering the same JSON as the portal:
//   1. verify the bearer token as the portal does (jose, HS256, issuer, audience, expiry, its claims);
//   2. ACTOR_SQL (the token's user and the revocation check), refusing as resolveActor does;
//   3. the list's count statement, then its page statement, from listStatements of the built server;
//   4. timestamps converted to Date, the page reversed when read from the other end, JSON.stringify.
// Routes: GET /api/v1/vendors (registrations with a status, else the Companies list), GET /api/v1/users (users;
// registrationStatus=PENDING is Account Creation), GET /api/v1/vendor/prequal-forms, GET /api/v1/insurance/compliance,
// and POST /graphql for the operations registrations, pendingAccounts, users, prequalList, companies and
// insuranceList, whose rows are answered with the fields the operation selects. Reports { port } to its parent over IPC.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { answerProfileRequests } from './child-profiler.mjs';

const dist = process.env.BENCH_SERVER_DIST;
const commonDist = process.env.BENCH_COMMON_DIST;
if (!dist || !commonDist) throw new Error('BENCH_SERVER_DIST and BENCH_COMMON_DIST must be set');
const load = (dir, file) => import(pathToFileURL(path.join(dir, file)).href);

const { listStatements } = await load(dist, 'db/list-query.js');
const { REGISTRATION_LIST } = await load(dist, 'modules/registration/registration-list.js');
const { USERS_LIST } = await load(dist, 'modules/users/users-list.js');
const { PREQUAL_LIST, prequalListStatus } = await load(dist, 'modules/prequal-lists/prequal-list.js');
// The row mapper the portal's service uses (a pure function: the same JSON from the same row).
const { toListItem } = await load(dist, 'modules/prequal-lists/prequal-list.service.js');
const { COMPANIES_LIST } = await load(dist, 'modules/companies/companies-list.js');
// The Companies list's row mapper (a pure function: the contact's name, and why a row meets a qualified search).
const { toCompaniesListItem } = await load(dist, 'modules/companies/companies-list.service.js');
const { INSURANCE_LIST } = await load(dist, 'modules/insurance/insurance-list.js');
const { ACTOR_SQL } = await load(dist, 'modules/auth/actor-query.js');
const { ROLE_LABELS } = await load(commonDist, 'auth/roles.js');

// The portal's driver answers timestamps as text and the list builder turns them into dates: the same here.
for (const oid of [1114, 1184]) pg.types.setTypeParser(oid, (v) => v);

// The portal's DB_POOL_MAX (10 by default), so both servers hold as many connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const key = new TextEncoder().encode(process.env.JWT_SECRET);
const issuer = process.env.JWT_ISSUER ?? 'vendor-prequal-portal';
const audience = process.env.JWT_AUDIENCE ?? 'vendor-prequal-portal';
const INTERNAL = new Set(['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER']);

/** knex-style `?` placeholders to PostgreSQL's $1..$n (the portal's statements carry no literal `?`). */
const numbered = new Map();
function toPg(sql) {
  let out = numbered.get(sql);
  if (out === undefined) {
    let n = 0;
    out = sql.replace(/\?/g, () => `$${++n}`);
    if (numbered.size < 1000) numbered.set(sql, out);
  }
  return out;
}

class Refusal extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
const unauthenticated = () => new Refusal(401, { message: 'Unauthenticated', type: 'UNAUTHENTICATED' });

async function actorOf(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) throw unauthenticated();
  let payload;
  try {
    ({ payload } = await jwtVerify(header.slice(7), key, { algorithms: ['HS256'], issuer, audience }));
  } catch {
    throw unauthenticated();
  }
  if (typeof payload.jti !== 'string' || typeof payload.userId !== 'string' || typeof payload.sv !== 'number' || !payload.iat || !payload.exp) {
    throw unauthenticated();
  }
  const { rows } = await pool.query(toPg(ACTOR_SQL), [payload.jti, payload.userId]);
  const user = rows[0];
  if (!user || user.revoked || user.session_version !== payload.sv || !user.is_active || user.registration_status !== 'APPROVED') throw unauthenticated();
  if (!INTERNAL.has(user.role)) throw new Refusal(403, { message: 'Forbidden', type: 'FORBIDDEN' });
  return user;
}

/** What listPage does: with a search, the page and its total in one statement; else the total, then the page. */
async function listPage(spec, q) {
  const statements = listStatements(spec, q);
  const datesOf = (rows) => {
    for (const row of rows) for (const column of spec.dates ?? []) if (row[column] != null) row[column] = new Date(row[column]);
  };
  if (statements.searched) {
    const { rows } = await pool.query(toPg(statements.searched.sql), statements.searched.params);
    if (rows.length) {
      const totalCount = rows[0].__total;
      for (const row of rows) delete row.__total;
      datesOf(rows);
      return { rows, totalCount };
    }
    if (q.page === 1) return { rows: [], totalCount: 0 };
  }
  const counted = await pool.query(toPg(statements.count.sql), statements.count.params);
  const totalCount = counted.rows[0]?.n ?? 0;
  if (totalCount === 0 || (q.page - 1) * q.limit >= totalCount) return { rows: [], totalCount };
  const page = statements.page(totalCount);
  const { rows } = await pool.query(toPg(page.sql), page.params);
  datesOf(rows);
  return { rows: page.reversed ? rows.reverse() : rows, totalCount };
}

/** The paging every list takes, defaulted and clamped as listQuerySchema does. */
function paging(input) {
  const int = (v, d) => (v === undefined || v === null || v === '' ? d : Math.trunc(Number(v)));
  return {
    page: Math.max(1, int(input.page, 1)),
    limit: Math.min(1000, Math.max(1, int(input.limit, 25))),
    search: String(input.search ?? '').trim(),
    sortField: input.sortField || null,
    sortOrder: input.sortOrder || null,
  };
}

// As fromUserRow (users.types.ts): the role's label added, companyHasAdmin (a column for the screens' checks) left out.
const withRoleName = ({ companyHasAdmin, ...row }) => ({ ...row, roleName: ROLE_LABELS[row.role] });

const lists = {
  registrations: async (input) => {
    const { rows, totalCount } = await listPage(REGISTRATION_LIST, { ...paging(input), status: input.status });
    return { rows, totalCount, rowsKey: 'vendors' };
  },
  users: async (input) => {
    const vendorId = input.vendorId || null;
    const registrationStatus = input.registrationStatus || null;
    const { rows, totalCount } = await listPage(USERS_LIST, {
      ...paging(input),
      vendorId,
      registrationStatus,
      // As UsersService.listQuery: over every company and every status, the list is the Vendor tab's (company users).
      kind: vendorId || registrationStatus ? null : 'VENDOR',
    });
    // The user lists' GraphQL page (UserPage) names its rows items, as every list's page does.
    return { rows: rows.map(withRoleName), totalCount, rowsKey: 'items' };
  },
  pendingAccounts: async (input) => lists.users({ ...input, registrationStatus: 'PENDING' }),
  // The prequalification tabs (issue 8): 'all' or blank finalApprovalStatus is no filter, RENEWAL the Renewal tab.
  prequalList: async (input) => {
    const final = String(input.finalApprovalStatus ?? '').trim();
    const { rows, totalCount } = await listPage(PREQUAL_LIST, {
      ...paging(input),
      status: prequalListStatus(String(input.status ?? '').toUpperCase()),
      finalApprovalStatus: final && final.toLowerCase() !== 'all' ? final : null,
      vendorId: input.vendorId || null,
    });
    const now = new Date();
    return { rows: rows.map((row) => toListItem(row, now)), totalCount, rowsKey: 'items' };
  },
  // The Companies list (issue 21's cases: by score, "Score at least"), as CompaniesListService.list asks it.
  companies: async (input) => {
    const minScore = input.minScore === undefined || input.minScore === null || input.minScore === '' ? null : Number(input.minScore);
    const q = { ...paging(input), minScore, approvedOnly: String(input.mode ?? '').toLowerCase() === 'approved', asOf: new Date() };
    const { rows, totalCount } = await listPage(COMPANIES_LIST, q);
    return { rows: rows.map((row) => toCompaniesListItem(row, q)), totalCount, rowsKey: 'items' };
  },
  // The insurance list (/admin/insurance and the dashboard card): companies by compliance status.
  insuranceList: async (input) => {
    const status =
      String(input.status ?? '')
        .trim()
        .toUpperCase() || null;
    const { rows, totalCount } = await listPage(INSURANCE_LIST, { ...paging(input), status });
    return { rows, totalCount, rowsKey: 'items' };
  },
};

/**
 * The fields an operation selects on its rows: `items { a b c { d e } }` as [['a'], ['b'], ['c', ['d', 'e']]]
 * (one level of nested selections, as the bench's operations have).
 */
const selections = new Map();
function selectedFields(query, rowsKey) {
  const cacheKey = `${rowsKey}\n${query}`;
  let fields = selections.get(cacheKey);
  if (!fields) {
    const match = new RegExp(`\\b${rowsKey}\\s*\\{((?:[^{}]|\\{[^{}]*\\})*)\\}`).exec(query);
    fields = [];
    for (const [, name, nested] of (match?.[1] ?? '').matchAll(/(\w+)\s*(?:\{([^{}]*)\})?/g)) {
      fields.push(nested === undefined ? [name] : [name, nested.split(/[\s,]+/).filter(Boolean)]);
    }
    if (selections.size < 1000) selections.set(cacheKey, fields);
  }
  return fields;
}

/** A row with the selected fields only (a nested list of objects projected the same way). */
function project(row, fields) {
  return Object.fromEntries(
    fields.map(([f, nested]) => {
      const value = row[f] ?? null;
      if (!nested || value === null) return [f, value];
      const pick = (o) => Object.fromEntries(nested.map((n) => [n, o[n] ?? null]));
      return [f, Array.isArray(value) ? value.map(pick) : pick(value)];
    }),
  );
}

async function graphql(body) {
  const { query, variables: given = {} } = JSON.parse(body);
  // A list on the list spec takes one `options` input and answers its rows as `items` (operations/list-binding.ts).
  const onOptions = given.options !== undefined;
  const variables = onOptions ? given.options : given;
  const operation = /\b(registrations|pendingAccounts|users|prequalList|companies|insuranceList)\s*\(/.exec(query)?.[1];
  if (!operation)
    throw new Refusal(400, { errors: [{ message: 'The baseline answers registrations, pendingAccounts, users, prequalList, companies and insuranceList only' }] });
  if (operation === 'prequalList') {
    // The bench's operation selects every field of a row (cases.mjs), nested decisions included: the rows as mapped.
    const { rows, totalCount } = await lists.prequalList(variables);
    return { data: { prequalList: onOptions ? { totalCount, items: rows } : { total: totalCount, items: rows } } };
  }
  const { rows, totalCount, rowsKey: listKey } = await lists[operation](variables);
  const rowsKey = onOptions ? 'items' : listKey;
  const fields = selectedFields(query, rowsKey);
  // GraphQL's Date scalar answers ISO text, as JSON.stringify does below.
  const projected = rows.map((row) => project(row, fields));
  return { data: { [operation]: { totalCount, [rowsKey]: projected } } };
}

async function rest(url) {
  const input = Object.fromEntries(url.searchParams);
  if (url.pathname === '/api/v1/vendors') {
    // With a status, the registration lists; without one, the Companies list (companies.operations.ts).
    const { rows, totalCount } = input.status !== undefined ? await lists.registrations(input) : await lists.companies(input);
    return { vendors: rows, totalCount };
  }
  if (url.pathname === '/api/v1/insurance/compliance') {
    const { rows, totalCount } = await lists.insuranceList(input);
    return { data: rows, totalCount };
  }
  if (url.pathname === '/api/v1/users') {
    const { rows, totalCount } = await lists.users(input);
    return { users: rows, totalCount };
  }
  if (url.pathname === '/api/v1/vendor/prequal-forms') {
    const { rows, totalCount } = await lists.prequalList(input);
    return { data: rows, total: totalCount };
  }
  throw new Refusal(404, { message: 'No such API route.', type: 'NOT_FOUND' });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://127.0.0.1');
    let answer;
    if (req.method === 'POST' && url.pathname === '/graphql') {
      const body = await readBody(req);
      await actorOf(req);
      answer = await graphql(body);
    } else if (req.method === 'GET') {
      await actorOf(req);
      answer = await rest(url);
    } else {
      throw new Refusal(404, { message: 'No such route.' });
    }
    const json = JSON.stringify(answer);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  } catch (err) {
    const status = err instanceof Refusal ? err.status : 500;
    const json = JSON.stringify(err instanceof Refusal ? err.body : { message: String(err?.message ?? err) });
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  }
});
server.keepAliveTimeout = 60_000;
answerProfileRequests();
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));

const stop = () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
