import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type HttpAnswer, type TestPortal } from '../../../test/harness.js';
import { simulatorOpportunities } from '../../integrations/crm/crm-simulator.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { Project, VendorProject } from './project.entity.js';

/** Projects: the CRM import, the list, and assignment to companies, through REST and GraphQL. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(() => portal?.stop());

const SEED = simulatorOpportunities();
const opportunityId = (i: number) => String(SEED[i]!.opportunityid);
const token = (who: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_VIEWER' | 'VENDOR_ADMIN' = 'PREQUAL_ADMIN') => portal.tokenFor(who);
const IMPORT =
  'mutation($o:[ID!]!){ importProjects(opportunityIds:$o){ message projects { projectId opportunityId projectNumber projectName projectVolume startDate endDate } } }';
const OPPORTUNITIES =
  'query($l:Int,$s:String,$t:String,$f:String,$o:SortOrder){ crmOpportunities(options: { limit:$l,search:$s,skiptoken:$t,sortField:$f,sortOrder:$o }){ totalCount skiptoken data: items { opportunityId projectName projectNumber imported projectId } } }';
const projectCount = () => portal.em().count(Project, {});

async function importedProject(i: number): Promise<string> {
  const res = await portal.rest('POST', '/projects', { token: await token(), body: { opportunityIds: [opportunityId(i)] } });
  expect(res.status).toBe(200);
  return res.body.projects[0].projectId;
}

describe('the CRM opportunities (POST /dynamic365/projects, crmOpportunities)', () => {
  it("pages with the CRM's skip token: every opportunity once, in order, the last page without a token", async () => {
    const seen: string[] = [];
    let skiptoken: string | null = null;
    let pages = 0;
    do {
      const res: HttpAnswer = await portal.rest('POST', '/dynamic365/projects?page=1&limit=25&sortField=projectNumber&sortOrder=ASC', {
        token: await token('PREQUAL_VIEWER'),
        body: skiptoken ? { skiptoken } : {},
      });
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(60);
      seen.push(...res.body.data.map((o: { projectNumber: string }) => o.projectNumber));
      skiptoken = res.body.skiptoken;
      pages += 1;
    } while (skiptoken && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen).toEqual([...seen].sort((a, b) => a.localeCompare(b)));
  });

  it('searches names and numbers (3 or more characters, or none), and refuses 1 or 2 characters', async () => {
    const res = await portal.gql(OPPORTUNITIES, { l: 100, s: 'parking' }, await token());
    const names: string[] = res.body.data.crmOpportunities.data.map((o: { projectName: string }) => o.projectName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /parking/i.test(n))).toBe(true);
    expect(res.body.data.crmOpportunities.totalCount).toBe(names.length);

    const byNumber = await portal.rest('POST', `/dynamic365/projects?search=${encodeURIComponent(String(SEED[3]!.hb_projectnumber))}`, {
      token: await token(),
      body: {},
    });
    expect(byNumber.body.data.map((o: { opportunityId: string }) => o.opportunityId)).toContain(opportunityId(3));

    const short = await portal.rest('POST', '/dynamic365/projects?search=pa', { token: await token(), body: {} });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type 3 or more characters to search, or clear the search.');
    const gqlShort = await portal.gql(OPPORTUNITIES, { s: 'ab' }, await token());
    expect(gqlShort.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('marks the opportunities already imported', async () => {
    const projectId = await importedProject(10);
    const res = await portal.gql(OPPORTUNITIES, { l: 100 }, await token());
    const rows: { opportunityId: string; imported: boolean; projectId: string | null }[] = res.body.data.crmOpportunities.data;
    expect(rows.find((o) => o.opportunityId === opportunityId(10))).toMatchObject({ imported: true, projectId });
    expect(rows.find((o) => o.opportunityId === opportunityId(11))).toMatchObject({ imported: false, projectId: null });
  });
});

describe('import (POST /projects, importProjects)', () => {
  it('imports the chosen opportunities with their number, name, stage, volume and dates, audited', async () => {
    const before = await projectCount();
    const res = await portal.gql(IMPORT, { o: [opportunityId(0), opportunityId(1)] }, await token('PREQUAL_VIEWER'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.importProjects.message).toBe('Selected projects are imported successfully.');
    expect(await projectCount()).toBe(before + 2);
    const seed = SEED[0]!;
    const project = await portal.em().findOneOrFail(Project, { opportunityId: opportunityId(0) });
    expect(project).toMatchObject({
      projectNumber: seed.hb_projectnumber,
      projectName: seed.name,
      projectStage: seed.stepname,
      projectVolume: `${seed.estimatedvalue}.00`,
      startDate: seed.hb_startdate,
      endDate: seed.hb_enddate,
    });
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'PROJECT_IMPORTED', entityId: project.id });
    expect(log).toMatchObject({ entityType: 'Project', performedById: portal.users.PREQUAL_VIEWER.id });
  });

  it('importing the same opportunity twice (or twice in one call) never duplicates it', async () => {
    await importedProject(2);
    const before = await projectCount();
    const again = await portal.rest('POST', '/projects', { token: await token(), body: { opportunityIds: [opportunityId(2), opportunityId(2).toUpperCase()] } });
    expect(again.status).toBe(200);
    expect(again.body.projects).toHaveLength(1);
    expect(await projectCount()).toBe(before);
    expect(await portal.em().count(Project, { opportunityId: opportunityId(2) })).toBe(1);
    // Nothing changed in the CRM: nothing more to audit.
    const projectId = again.body.projects[0].projectId;
    expect(await portal.em().count(AuditLog, { entityId: projectId })).toBe(1);
  });

  it('two imports of the same opportunity at once make one project', async () => {
    const t = await token();
    const answers = await Promise.all([0, 1, 2].map(() => portal.rest('POST', '/projects', { token: t, body: { opportunityIds: [opportunityId(20)] } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await portal.em().count(Project, { opportunityId: opportunityId(20) })).toBe(1);
  });

  it('refreshes a project the CRM changed', async () => {
    const projectId = await importedProject(4);
    await portal.em().nativeUpdate(Project, { id: projectId }, { projectName: 'Renamed here' });
    await importedProject(4);
    expect((await portal.em().findOneOrFail(Project, { id: projectId })).projectName).toBe(SEED[4]!.name);
    expect(await portal.em().count(AuditLog, { entityId: projectId, action: 'PROJECT_REFRESHED' })).toBe(1);
  });

  it('needs at least one selection and opportunities the CRM has; writes nothing otherwise', async () => {
    const before = await projectCount();
    const none = await portal.rest('POST', '/projects', { token: await token(), body: { opportunityIds: [] } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Select at least one project to import.');
    const missing = await portal.rest('POST', '/projects', { token: await token(), body: {} });
    expect(missing.status).toBe(400);
    const unknown = await portal.rest('POST', '/projects', {
      token: await token(),
      body: { opportunityIds: [opportunityId(5), '00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Some selected projects are no longer in the CRM. Refresh the list and try again.');
    const junk = await portal.gql(IMPORT, { o: ["x' or 1 eq 1"] }, await token());
    expect(junk.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await projectCount()).toBe(before);
  });
});

describe('the Projects list (GET /projects, projects)', () => {
  it('pages, sorts and searches in PostgreSQL, with each project’s companies', async () => {
    for (const i of [30, 31, 32, 33]) await importedProject(i);
    const projectId = await importedProject(34);
    await portal.rest('POST', `/projects/${projectId}/vendors?action=associate`, { token: await token(), body: { vendorIds: [vendorId] } });

    const page1 = await portal.rest('GET', '/projects?page=1&limit=2&sortField=projectNumber&sortOrder=DESC', { token: await token('PREQUAL_VIEWER') });
    expect(page1.status).toBe(200);
    const total = await projectCount();
    expect(page1.body.totalCount).toBe(total);
    expect(page1.body.projects).toHaveLength(2);
    const all = await portal.rest('GET', '/projects?page=1&limit=100&sortField=projectNumber&sortOrder=DESC', { token: await token() });
    const numbers = all.body.projects.map((p: { projectNumber: string }) => p.projectNumber);
    expect(numbers).toEqual([...numbers].sort((a: string, b: string) => b.localeCompare(a)));
    expect(page1.body.projects.map((p: { projectNumber: string }) => p.projectNumber)).toEqual(numbers.slice(0, 2));

    const searched = await portal.gql(
      'query($s:String){ projects(options:{search:$s}){ totalCount projects: items { projectId projectName projectVolume startDate projectVendorMappings { vendorId companyName } } } }',
      { s: String(SEED[34]!.hb_projectnumber) },
      await token(),
    );
    expect(searched.body.data.projects.totalCount).toBe(1);
    expect(searched.body.data.projects.projects[0]).toMatchObject({
      projectId,
      projectName: SEED[34]!.name,
      startDate: SEED[34]!.hb_startdate,
      projectVendorMappings: [{ vendorId, companyName: 'Keystone Mechanical Contractors LLC' }],
    });
    const bad = await portal.rest('GET', '/projects?sortField=drop', { token: await token() });
    expect(bad.status).toBe(400);
  });
});

describe('assignment', () => {
  it("assigns projects to a company and removes them (PATCH /vendors/{id}/projects), read back as the company's projects, audited on the company", async () => {
    const [a, b] = [await importedProject(40), await importedProject(41)];
    const res = await portal.rest('PATCH', `/vendors/${vendorId}/projects?action=associate`, { token: await token('SYSTEM_ADMIN'), body: { projectIds: [a, b] } });
    expect(res.status).toBe(200);
    expect(res.body.associatedProjects.map((p: { projectid: string }) => p.projectid).sort()).toEqual(expect.arrayContaining([a, b].sort()));
    // Assigning again changes nothing.
    await portal.rest('PATCH', `/vendors/${vendorId}/projects?action=associate`, { token: await token(), body: { projectIds: [a] } });
    expect(await portal.em().count(VendorProject, { vendor: vendorId, project: a })).toBe(1);
    expect(await portal.em().count(AuditLog, { action: 'PROJECT_ASSIGNED', entityType: 'Vendor', entityId: vendorId, changes: { projectId: a } })).toBe(1);

    const read = await portal.rest('GET', `/vendors/${vendorId}?dataType=projects`, { token: await token('PREQUAL_VIEWER') });
    expect(read.status).toBe(200);
    expect(read.body.associatedProjects).toEqual(expect.arrayContaining([expect.objectContaining({ projectid: a, projectname: SEED[40]!.name })]));

    const removed = await portal.gql(
      'mutation($v:ID!,$p:[ID!]!){ setCompanyProjects(vendorId:$v, action: unassociate, projectIds:$p){ projectId } }',
      { v: vendorId, p: [a] },
      await token(),
    );
    expect(removed.body.data.setCompanyProjects.map((p: { projectId: string }) => p.projectId)).not.toContain(a);
    expect(await portal.em().count(AuditLog, { action: 'PROJECT_UNASSIGNED', entityId: vendorId })).toBe(1);
  });

  it('a company sees its own projects, without the other companies of a project', async () => {
    const projectId = await importedProject(42);
    const other = portal.users.otherVendorAdmin.vendor!.id;
    await portal.em().nativeUpdate(Vendor, { id: other }, { registrationStatus: 'APPROVED' });
    await portal.rest('POST', `/projects/${projectId}/vendors?action=associate`, { token: await token(), body: { vendorIds: [vendorId, other] } });
    const mine = await portal.gql(
      'query($v:ID!){ companyProjects(vendorId:$v){ projects { projectId projectVendorMappings { vendorId } } } }',
      { v: vendorId },
      await token('VENDOR_ADMIN'),
    );
    const project = mine.body.data.companyProjects.projects.find((p: { projectId: string }) => p.projectId === projectId);
    expect(project.projectVendorMappings).toEqual([{ vendorId }]);
    const staff = await portal.gql(
      'query($v:ID!){ companyProjects(vendorId:$v){ projects { projectId projectVendorMappings { vendorId } } } }',
      { v: vendorId },
      await token(),
    );
    expect(staff.body.data.companyProjects.projects.find((p: { projectId: string }) => p.projectId === projectId).projectVendorMappings).toHaveLength(2);
  });

  it('refuses more than 3 projects at a time, a missing action, unknown projects or companies, and companies not approved; writes nothing', async () => {
    const ids = [await importedProject(50), await importedProject(51), await importedProject(52), await importedProject(53)];
    const before = await portal.em().count(VendorProject, {});
    const four = await portal.rest('PATCH', `/vendors/${vendorId}/projects?action=associate`, { token: await token(), body: { projectIds: ids } });
    expect([four.status, four.body.message]).toEqual([400, 'At most 3 projects can be assigned at a time.']);
    const noAction = await portal.rest('PATCH', `/vendors/${vendorId}/projects`, { token: await token(), body: { projectIds: [ids[0]] } });
    expect([noAction.status, noAction.body.message]).toEqual([400, 'action must be associate or unassociate']);
    const empty = await portal.rest('POST', `/projects/${ids[0]}/vendors?action=associate`, { token: await token(), body: { vendorIds: [] } });
    expect([empty.status, empty.body.message]).toEqual([400, 'Select at least one company.']);
    const unknownProject = await portal.rest('PATCH', `/vendors/${vendorId}/projects?action=associate`, {
      token: await token(),
      body: { projectIds: [ids[0], '00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknownProject.status).toBe(404);
    const unknownCompany = await portal.rest('POST', `/projects/${ids[0]}/vendors?action=associate`, {
      token: await token(),
      body: { vendorIds: [vendorId, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknownCompany.status).toBe(404);
    const junkId = await portal.rest('PATCH', `/vendors/not-an-id/projects?action=associate`, { token: await token(), body: { projectIds: [ids[0]] } });
    expect(junkId.status).toBe(404);

    const draft = portal.em().create(Vendor, { companyName: 'Unapproved Paving Co', registrationStatus: 'SUBMITTED' });
    await portal.em().persist(draft).flush();
    const notApproved = await portal.rest('POST', `/projects/${ids[0]}/vendors?action=associate`, { token: await token(), body: { vendorIds: [vendorId, draft.id] } });
    expect([notApproved.status, notApproved.body.message]).toEqual([400, 'Projects can be assigned to approved companies only.']);
    expect(await portal.em().count(VendorProject, {})).toBe(before);
  });
});

describe('CSV export (GET /projects/export.csv)', () => {
  it("holds every project of the list's search in its order, with their companies", async () => {
    for (const i of [56, 57, 58]) await importedProject(i);
    const search = 'P-2';
    const pages = await portal.rest('GET', `/projects?limit=100&search=${search}&sortField=projectVolume&sortOrder=DESC`, { token: await token() });
    const res = await fetch(`${portal.url}/api/v1/projects/export.csv?search=${search}&sortField=projectVolume&sortOrder=DESC&page=3&limit=1`, {
      headers: { authorization: `Bearer ${await token('PREQUAL_VIEWER')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Project Number,Project Name,Stage,Volume,Start Date,End Date,Companies');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(pages.body.projects.map((p: { projectNumber: string }) => p.projectNumber));
    expect(lines.length - 1).toBe(pages.body.totalCount);
    const bad = await portal.rest('GET', '/projects/export.csv?sortField=nope', { token: await token() });
    expect(bad.status).toBe(400);
  });
});
