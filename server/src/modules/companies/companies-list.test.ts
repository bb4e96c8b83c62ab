import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/csv.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createPendingUser, createRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { FormTemplate } from '../forms/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';
import { StoredFile } from '../files/index.js';
import { User } from '../users/index.js';
import { COMPANY_IN_REVIEW_MESSAGE } from './company-delete.service.js';
import { dollars } from './companies-list.service.js';
import { COMPANIES_LIST } from './companies-list.js';
import { listStatements } from '../../db/list-query.js';
import { Vendor } from './vendor.entity.js';

/** The Companies list, the approved-companies lookup, the qualified-vendor search and a company's delete. */
let portal: TestPortal;
let admin: string;
const P = `Zq${randomUUID().slice(0, 6)}`;
const ELECTRICAL = '26 00 00';
const ids: Record<string, string> = {};

async function company(name: string, status: 'APPROVED' | 'SUBMITTED' | 'REJECTED' | 'DRAFT', patch: Partial<Vendor> = {}): Promise<Vendor> {
  const v = await createRegistration(portal, { status, companyName: `${P} ${name}` });
  const em = portal.em();
  await em.nativeUpdate(Vendor, { id: v.id }, patch);
  ids[name] = v.id;
  return v;
}

/** A completed cycle of the company with a final decision and a financial single limit. */
async function cycle(vendorId: string, instance: string, finalStatus: string, singleLimit: string, expiresAt: string): Promise<void> {
  const em = portal.em();
  const template = await em.findOneOrFail(FormTemplate, { category: 'FINANCIAL' }, { orderBy: { version: 'desc' } });
  const p = em.create(Prequalification, {
    vendor: em.getReference(Vendor, vendorId),
    cycle: instance,
    status: 'COMPLETED',
    finalStatus: finalStatus as never,
    completedAt: new Date(expiresAt),
    expiresAt: new Date(expiresAt),
  });
  em.create(PrequalForm, { prequalification: p, category: 'FINANCIAL', template, singleLimit, departmentStatus: 'DEPARTMENT_APPROVED' });
  await em.flush();
}

beforeAll(async () => {
  portal = await startTestPortal();
  await useTestTemplates(portal);
  admin = await portal.tokenFor('PREQUAL_VIEWER');
  // A: Electrical as primary trade, DC, MBE, $2,000,000 until Nov 3, 2027.
  await company('Alpha', 'APPROVED', {
    primaryTrade: ELECTRICAL,
    secondaryTrades: [],
    regions: ['DC', 'MDBA'],
    marketSectors: ['HEALTHCARE'],
    classificationsCertifications: ['MBE'],
    prequalStatus: 'COMPLETED',
    prequalScore: 82,
  });
  await cycle(ids.Alpha!, '2026-10', 'FINAL_APPROVED', '2000000.00', '2027-11-03T17:00:00Z');
  // B: Electrical as a secondary trade, $1,000,000.
  await company('Bravo', 'APPROVED', { primaryTrade: '22 00 00', secondaryTrades: [ELECTRICAL], regions: ['MDBA'], prequalStatus: 'COMPLETED', prequalScore: 64 });
  await cycle(ids.Bravo!, '2026-09', 'FINAL_APPROVED_WITH_RISK_MITIGATION', '1000000.00', '2027-09-01T16:00:00Z');
  // C: Electrical, $3,000,000 but expired.
  await company('Charlie', 'APPROVED', { primaryTrade: ELECTRICAL, prequalStatus: 'AWAITING_RENEWAL', prequalScore: 90 });
  await cycle(ids.Charlie!, '2025-01', 'FINAL_APPROVED', '3000000.00', '2026-01-15T17:00:00Z');
  // D: waiting on approval.
  await company('Delta', 'SUBMITTED', { primaryTrade: ELECTRICAL });
  // E: a draft, never listed here.
  await company('Echo', 'DRAFT', { primaryTrade: ELECTRICAL });
  // F: $5,000,000 once, but its newest approval grants $500,000.
  await company('Foxtrot', 'APPROVED', { primaryTrade: ELECTRICAL, prequalStatus: 'COMPLETED' });
  await cycle(ids.Foxtrot!, '2026-01', 'FINAL_APPROVED', '5000000.00', '2027-01-10T17:00:00Z');
  await cycle(ids.Foxtrot!, '2026-08', 'FINAL_APPROVED', '500000.00', '2027-08-10T16:00:00Z');
  // G: rejected at its final review, with a big limit on the rejected cycle.
  await company('Golf', 'REJECTED', { primaryTrade: ELECTRICAL });
  await cycle(ids.Golf!, '2026-07', 'FINAL_REJECTED', '9000000.00', '2027-07-10T16:00:00Z');
  // Insurance compliance rows as the insurance module keeps them: Alpha meets, Bravo has gaps, Charlie lapsed; the rest have no policy.
  for (const [name, status, gaps] of [
    ['Alpha', 'COMPLIANT', []],
    ['Bravo', 'GAPS', ['Auto: no policy']],
    ['Charlie', 'LAPSED', ["Workers' compensation expired on 2026-10-01"]],
  ] as const) {
    await portal
      .em()
      .getConnection()
      .execute('insert into insurance_compliance (vendor_id, status, gaps, checked_at) values (?, ?, ?::jsonb, now())', [ids[name]!, status, JSON.stringify(gaps)]);
  }
});
afterAll(() => portal?.stop());

const names = (body: { vendors: { companyName: string }[] }) => body.vendors.map((v) => v.companyName.replace(`${P} `, ''));

async function rest(query: string, token = admin) {
  return portal.rest('GET', `/vendors?search=${encodeURIComponent(P)}&${query}`, { token });
}

describe('GET /vendors: the Companies list', () => {
  it('lists every company past its draft, by name, with its primary contact and approval status; vendors and totalCount', async () => {
    const res = await rest('page=1&limit=25');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Foxtrot', 'Golf']);
    expect(res.body.totalCount).toBe(6);
    const alpha = res.body.vendors[0];
    expect(alpha).toMatchObject({
      vendorId: ids.Alpha,
      registrationStatus: 'APPROVED',
      prequalStatus: 'COMPLETED',
      primaryContactName: 'Fiona Fixture',
      qualifications: [],
    });
    expect(alpha.primaryContactEmail).toMatch(/@fixture\.example\.com$/);
    expect(res.body.vendors.find((v: { vendorId: string }) => v.vendorId === ids.Delta).registrationStatus).toBe('SUBMITTED');
  });

  it('each row carries its assigned projects in one statement, unless exclude=projects', async () => {
    const em = portal.em();
    const projectId = randomUUID();
    await em
      .getConnection()
      .execute(`insert into project (id, opportunity_id, project_number, project_name) values (?, ?, 'P-100', ?)`, [projectId, randomUUID(), `${P} Tower`]);
    await em.getConnection().execute(`insert into vendor_project (vendor_id, project_id) values (?, ?)`, [ids.Alpha, projectId]);
    const res = await rest('limit=2');
    expect(res.body.vendors[0].associatedProjects).toEqual([{ projectId, projectName: `${P} Tower`, projectNumber: 'P-100' }]);
    expect(res.body.vendors[1].associatedProjects).toEqual([]);
    const lookup = await rest('limit=2&exclude=projects,prequalforms');
    expect(lookup.body.vendors[0]).not.toHaveProperty('associatedProjects');
    const gql = await portal.gql(
      'query($s:String){ companies(options:{search:$s, limit:1}){ vendors: items { associatedProjects { projectId projectName } } } }',
      { s: P },
      admin,
    );
    expect(gql.body.data.companies.vendors[0].associatedProjects).toEqual([{ projectId, projectName: `${P} Tower` }]);
  });

  it('mode=approved keeps the approved companies only (the lookups: limit 999999, exclude=projects,prequalforms)', async () => {
    const res = await rest('mode=approved&limit=999999&exclude=projects,prequalforms');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Foxtrot']);
    expect(res.body.totalCount).toBe(4);
  });

  it('without a search or filter, totals every company past its draft from the registration counters, in REST and GraphQL alike', async () => {
    const counted = async () => {
      const [row] = await portal.em().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from vendor where registration_status <> 'DRAFT'`);
      return row!.n;
    };
    const totals = async () => {
      const r = await portal.rest('GET', '/vendors?limit=1&sortField=prequalScore&sortOrder=DESC', { token: admin });
      const g = await portal.gql('query{ companies(options:{limit:1, sortField:"prequalScore", sortOrder:DESC}){ totalCount } }', {}, admin);
      return [r.body.totalCount, g.body.data.companies.totalCount];
    };
    const before = await counted();
    expect(before).toBeGreaterThanOrEqual(6);
    expect(await totals()).toEqual([before, before]);
    // A submission joins the total, a draft does not; an approval moves a company between counters (outside this file's prefix).
    const other = `Elsewhere ${randomUUID().slice(0, 6)}`;
    await createRegistration(portal, { status: 'SUBMITTED', companyName: `${other} Hotel` });
    await createRegistration(portal, { status: 'DRAFT', companyName: `${other} India` });
    const approved = await createRegistration(portal, { status: 'SUBMITTED', companyName: `${other} Juliet` });
    await portal.em().nativeUpdate(Vendor, { id: approved.id }, { registrationStatus: 'APPROVED' });
    expect(await counted()).toBe(before + 2);
    expect(await totals()).toEqual([before + 2, before + 2]);
    // Looked up, not counted: at 100,000 companies counting the 45,000 listed cost more than the page (bench:lists).
    const { count } = listStatements(COMPANIES_LIST, { page: 1, limit: 25, approvedOnly: false, asOf: new Date() });
    expect(count.sql).toMatch(/from row_count/);
    expect(count.sql).not.toMatch(/from vendor/);
    // A qualified-vendor search is counted.
    expect(listStatements(COMPANIES_LIST, { page: 1, limit: 25, approvedOnly: false, asOf: new Date(), minScore: 70 }).count.sql).toMatch(/count\(\*\)/);
  });

  it('sorts by each field both ways and pages', async () => {
    expect(names((await rest('sortField=companyName&sortOrder=DESC')).body)).toEqual(['Golf', 'Foxtrot', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    const byStatus = names((await rest('sortField=approvalStatus&sortOrder=ASC')).body);
    expect(byStatus.slice(0, 4).sort()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Foxtrot']);
    expect(byStatus.slice(4)).toEqual(['Golf', 'Delta']);
    expect(names((await rest('sortField=createdAt&sortOrder=DESC')).body)).toEqual(['Golf', 'Foxtrot', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    const page2 = await rest('limit=2&page=2');
    expect(names(page2.body)).toEqual(['Charlie', 'Delta']);
    expect(page2.body.totalCount).toBe(6);
  });

  it('still answers the registration lists with status=', async () => {
    const res = await rest('status=SUBMITTED');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Delta']);
    const drafts = await rest('status=DRAFT');
    expect(names(drafts.body)).toEqual(['Echo']);
  });

  it('refuses bad input with 400 and words a person can act on', async () => {
    const cases: [string, RegExp][] = [
      ['sortField=bogus', /sortField must be companyName, approvalStatus, createdAt/],
      ['sortOrder=sideways', /sortOrder must be ASC or DESC/],
      ['mode=everything', /mode must be approved/],
      ['minSingleLimit=lots', /Limit at least must be an amount in dollars/],
      ['region=ATLANTIS', /region must be one of/],
      ['trade=99%2099%2099', /trade must be one of/],
      ['prequalStatus=HAPPY', /prequalStatus must be one of/],
      ['page=0', /./],
    ];
    for (const [query, message] of cases) {
      const res = await rest(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
  });
});

describe('the qualified-vendor search', () => {
  it('trade and limit at least: primary or secondary trade, newest approval, not expired; each row says why', async () => {
    const res = await rest(`trade=${encodeURIComponent(ELECTRICAL)}&minSingleLimit=${encodeURIComponent('$1,500,000')}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Alpha']);
    expect(res.body.vendors[0].qualifications).toEqual(['Primary trade: 26 00 00 - Electrical', 'Single limit $2,000,000 >= $1,500,000, expires Nov 3, 2027']);
    expect(res.body.vendors[0].singleLimit).toBe('2000000.00');
  });

  it('a trade alone finds primary and secondary trades, and says which', async () => {
    const res = await rest(`trade=${encodeURIComponent(ELECTRICAL)}&mode=approved`);
    expect(names(res.body)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Foxtrot']);
    expect(res.body.vendors[1].qualifications).toEqual(['Secondary trade: 26 00 00 - Electrical']);
  });

  it('a smaller limit takes the newest approval of each company (a later, smaller one wins; expired and rejected cycles never count)', async () => {
    expect(names((await rest('minSingleLimit=900000')).body)).toEqual(['Alpha', 'Bravo']);
    expect(names((await rest('minSingleLimit=400000')).body)).toEqual(['Alpha', 'Bravo', 'Foxtrot']);
    expect((await rest('minSingleLimit=1000000')).body.vendors[1].qualifications).toEqual(['Single limit $1,000,000 >= $1,000,000, expires Sep 1, 2027']);
  });

  it('region, market sector, certification and status, in GraphQL too', async () => {
    const q = `query($s:String,$r:String,$m:String,$c:String,$st:String){ companies(options:{search:$s, region:$r, marketSector:$m, certification:$c, prequalStatus:$st}){
      totalCount vendors: items { companyName qualifications } } }`;
    const res = await portal.gql(q, { s: P, r: 'DC', m: 'HEALTHCARE', c: 'MBE', st: 'COMPLETED' }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.companies.totalCount).toBe(1);
    expect(res.body.data.companies.vendors[0].qualifications).toEqual([
      'Region: Washington, DC',
      'Market sector: Healthcare',
      'Certification: MBE - Minority Business Enterprise',
      'Status: Completed',
    ]);
    const only = async (vars: Record<string, string>) =>
      (await portal.gql(q, { s: P, ...vars }, admin)).body.data.companies.vendors.map((v: { companyName: string }) => v.companyName.replace(`${P} `, ''));
    expect(await only({ r: 'DC' })).toEqual(['Alpha']);
    expect(await only({ c: 'MBE' })).toEqual(['Alpha']);
    expect(await only({ st: 'COMPLETED' })).toEqual(['Alpha', 'Bravo', 'Foxtrot']);
    expect(await only({ st: 'AWAITING_RENEWAL' })).toEqual(['Charlie']);
    const bad = await portal.gql(q, { s: P, c: 'NOPE' }, admin);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toMatch(/certification must be one of/);
  });

  it('score at least: the companies scored at least this, sorted by score (unscored last when descending); each row says why', async () => {
    const res = await rest('minScore=70&sortField=prequalScore&sortOrder=DESC');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Charlie', 'Alpha']);
    expect(res.body.vendors.map((v: { prequalScore: number; qualifications: string[] }) => [v.prequalScore, v.qualifications])).toEqual([
      [90, ['Score 90 >= 70']],
      [82, ['Score 82 >= 70']],
    ]);
    const all = await rest('sortField=prequalScore&sortOrder=DESC&limit=100');
    expect(names(all.body).slice(0, 3)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(all.body.vendors.slice(3).every((v: { prequalScore: number | null }) => v.prequalScore === null)).toBe(true);
    const gql = await portal.gql(
      'query($o:CompaniesListOptions){ companies(options:$o){ totalCount items { companyName prequalScore } } }',
      { o: { search: P, minScore: 64, sortField: 'prequalScore', sortOrder: 'ASC' } },
      admin,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.companies.items.map((i: { prequalScore: number }) => i.prequalScore)).toEqual([64, 82, 90]);
    for (const bad of ['abc', '101', '-1', '7.5']) {
      const refused = await rest(`minScore=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toMatch(/minScore must be a whole number from 0 to 100/);
    }
  });

  it('insurance: meets requirements, gaps, lapsed or no policies, from the compliance rows; each row shows its own and says why', async () => {
    const all = await rest('limit=100');
    expect(all.body.vendors.map((v: { companyName: string; insurance: string }) => [v.companyName.replace(`${P} `, ''), v.insurance])).toEqual([
      ['Alpha', 'COMPLIANT'],
      ['Bravo', 'GAPS'],
      ['Charlie', 'LAPSED'],
      ['Delta', 'NONE'],
      ['Foxtrot', 'NONE'],
      ['Golf', 'NONE'],
    ]);
    const compliant = await rest('insurance=compliant');
    expect(names(compliant.body)).toEqual(['Alpha']);
    expect(compliant.body.vendors[0].qualifications).toEqual(['Insurance: Meets requirements']);
    expect(names((await rest('insurance=GAPS')).body)).toEqual(['Bravo']);
    expect(names((await rest('insurance=LAPSED&mode=approved')).body)).toEqual(['Charlie']);
    const none = await rest('insurance=NONE');
    expect(names(none.body)).toEqual(['Delta', 'Foxtrot', 'Golf']);
    expect(none.body.totalCount).toBe(3);
    expect(none.body.vendors[0].qualifications).toEqual(['Insurance: No policies']);
    // With the other filters, in GraphQL too.
    const gql = await portal.gql(
      'query($o:CompaniesListOptions){ companies(options:$o){ totalCount items { companyName insurance qualifications } } }',
      { o: { search: P, trade: ELECTRICAL, insurance: 'NONE', sortField: 'companyName', sortOrder: 'DESC' } },
      admin,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.companies.items.map((i: { companyName: string; insurance: string }) => [i.companyName.replace(`${P} `, ''), i.insurance])).toEqual([
      ['Golf', 'NONE'],
      ['Foxtrot', 'NONE'],
      ['Delta', 'NONE'],
    ]);
    expect(gql.body.data.companies.items[0].qualifications).toEqual(['Primary trade: 26 00 00 - Electrical', 'Insurance: No policies']);
    const refused = await rest('insurance=covered');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/insurance must be one of COMPLIANT, GAPS, LAPSED, NONE/);
    const refusedGql = await portal.gql('query($o:CompaniesListOptions){ companies(options:$o){ totalCount } }', { o: { insurance: 'COVERED' } }, admin);
    expect(refusedGql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('formats exact amounts as dollars', () => {
    expect(dollars('2000000.00')).toBe('$2,000,000');
    expect(dollars('1250.5')).toBe('$1,250.50');
    expect(dollars('0.00')).toBe('$0');
    expect(dollars('999')).toBe('$999');
  });
});

describe('deleting a company', () => {
  it('DELETE /vendors/{id} takes its users, cycles, forms and files with it, in one audited change', async () => {
    const v = await createRegistration(portal, { status: 'APPROVED', companyName: `${P} Hotel` });
    await createPendingUser(portal, v);
    await cycle(v.id, '2026-05', 'FINAL_APPROVED', '100000.00', '2027-05-01T16:00:00Z');
    const em = portal.em();
    const [file] = await em.find(StoredFile, { vendor: v.id });
    const res = await portal.rest('DELETE', `/vendors/${v.id}`, { token: await portal.tokenFor('PREQUAL_ADMIN') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Company deleted successfully.', vendorId: v.id, users: 1, prequalifications: 1, files: 1 });
    const fresh = portal.em();
    expect(await fresh.count(Vendor, { id: v.id })).toBe(0);
    expect(await fresh.count(User, { vendor: v.id })).toBe(0);
    expect(await fresh.count(Prequalification, { vendor: v.id })).toBe(0);
    expect(await fresh.count(StoredFile, { vendor: v.id })).toBe(0);
    await expect(portal.storage.get(file!.storageKey).then((s) => s.toArray())).rejects.toThrow();
    const [entry] = await fresh.find(AuditLog, { entityId: v.id, action: 'COMPANY_DELETED' });
    expect(entry).toMatchObject({ entityType: 'Vendor', performedBy: expect.any(String) });
    expect(entry!.changes).toMatchObject({ companyName: `${P} Hotel`, users: 1, prequalifications: 1, files: 1 });
    // Gone: a second delete finds nothing.
    expect((await portal.rest('DELETE', `/vendors/${v.id}`, { token: await portal.tokenFor('PREQUAL_ADMIN') })).status).toBe(404);
  });

  it('refuses while the prequalification is under review, and changes nothing', async () => {
    const v = await createRegistration(portal, { status: 'APPROVED', companyName: `${P} India` });
    await portal.em().nativeUpdate(Vendor, { id: v.id }, { prequalStatus: 'DEPARTMENT_REVIEW_PENDING' });
    const res = await portal.gql('mutation($id:ID!){ deleteCompany(vendorId:$id){ success } }', { id: v.id }, await portal.tokenFor('SYSTEM_ADMIN'));
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(res.body.errors[0].message).toBe(COMPANY_IN_REVIEW_MESSAGE);
    const rest409 = await portal.rest('DELETE', `/vendors/${v.id}`, { token: await portal.tokenFor('SYSTEM_ADMIN') });
    expect(rest409.status).toBe(409);
    expect(await portal.em().count(Vendor, { id: v.id })).toBe(1);
    expect(await portal.em().count(AuditLog, { entityId: v.id, action: 'COMPANY_DELETED' })).toBe(0);
  });

  it("ends the company's users' sessions: a token of a deleted user is refused", async () => {
    const v = await createRegistration(portal, { status: 'APPROVED', companyName: `${P} Juliet` });
    const user = await createPendingUser(portal, v);
    await portal.em().nativeUpdate(User, { id: user.id }, { registrationStatus: 'APPROVED', isActive: true });
    const login = await portal.rest('POST', '/auth/login', { body: { email: user.email, password: 'Pending#2026' } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.access_token as string;
    expect((await portal.rest('GET', `/vendors/${v.id}`, { token })).status).toBe(200);
    expect((await portal.rest('DELETE', `/vendors/${v.id}`, { token: await portal.tokenFor('SYSTEM_ADMIN') })).status).toBe(200);
    expect((await portal.rest('GET', `/vendors/${v.id}`, { token })).status).toBe(401);
  });

  it('answers 404 for a draft (the registration list deletes those), an unknown id and a malformed one', async () => {
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    expect((await portal.rest('DELETE', `/vendors/${ids.Echo}`, { token })).status).toBe(404);
    expect((await portal.rest('DELETE', `/vendors/${randomUUID()}`, { token })).status).toBe(404);
    expect((await portal.rest('DELETE', '/vendors/not-an-id', { token })).status).toBe(404);
    expect(await portal.em().count(Vendor, { id: ids.Echo })).toBe(1);
  });
});

describe('GET /vendors/export.csv', () => {
  it('streams the list with its search, filters and sort (paging ignored), with the reasons of a qualified search', async () => {
    const query = `search=${encodeURIComponent(P)}&trade=${encodeURIComponent(ELECTRICAL)}&sortField=companyName&sortOrder=DESC&limit=1&page=3`;
    const res = await fetch(`${portal.url}/api/v1/vendors/export.csv?${query}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?companies-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Company Name',
      'Tax ID',
      'Primary Contact',
      'Contact Email',
      'Approval Status',
      'Overall Status',
      'Assigned Projects',
      'Score',
      'Insurance',
      'Single Limit',
      'Limit Expires',
      'Qualifies Because',
    ]);
    const listed = await rest(`trade=${encodeURIComponent(ELECTRICAL)}&sortField=companyName&sortOrder=DESC&limit=100`);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.body.vendors.map((v: { companyName: string }) => v.companyName));
    expect(rows.slice(1).map((r) => r[0]!.replace(`${P} `, ''))).toEqual(['Golf', 'Foxtrot', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    const alpha = rows.find((r) => r[0] === `${P} Alpha`)!;
    expect(alpha.slice(2)).toEqual([
      'Fiona Fixture',
      expect.stringMatching(/@fixture\.example\.com$/),
      'Approved',
      'Completed',
      expect.any(String),
      '82',
      'Meets requirements',
      '2000000.00',
      '2027-11-03 13:00:00',
      'Primary trade: 26 00 00 - Electrical',
    ]);
    expect(rows.find((r) => r[0] === `${P} Delta`)![4]).toBe('Waiting on Approval');
  });

  it('keeps the registration lists’ export for status=, and refuses a bad filter as JSON before any CSV', async () => {
    const drafts = await portal.rest('GET', `/vendors/export.csv?status=DRAFT&search=${encodeURIComponent(P)}`, { token: admin });
    expect(drafts.status).toBe(200);
    expect(parseCsv(drafts.body as string).map((r) => r[0])).toEqual(['Company Name', `${P} Echo`]);
    const bad = await portal.rest('GET', '/vendors/export.csv?minSingleLimit=plenty', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Limit at least must be an amount in dollars/);
  });
});
