import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { resetPrequal, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { FormTemplate, type FormCategory } from '../forms/index.js';
import { Setting } from '../settings/index.js';
import { PrequalForm } from './prequal-form.entity.js';
import { cycleOf } from './prequal-access.js';
import { Prequalification } from './prequalification.entity.js';

/** Begin prequalification: one cycle, three DRAFT forms on the newest templates, the company in progress. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
});
afterAll(() => portal?.stop());
beforeEach(async () => {
  await resetPrequal(portal, vendorId);
  await portal.em().nativeUpdate(Setting, { key: 'safety-form-emp-count' }, { value: 11 });
});

const BEGIN = `mutation($v:ID){ beginPrequal(vendorId:$v){ vendorId instance prequalStatus editable forms { id category status instance version templateVersion fields } } }`;

const begin = async (who: 'VENDOR_ADMIN' | 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' = 'VENDOR_ADMIN', id = vendorId) =>
  portal.rest('POST', `/vendor/begin-prequal/${id}`, { token: await portal.tokenFor(who) });

const newest = async (category: FormCategory) => (await portal.em().findOneOrFail(FormTemplate, { category }, { orderBy: { version: 'desc' } })).version;
const cyclesOf = (id = vendorId) => portal.em().find(Prequalification, { vendor: id });
const formsOf = (id = vendorId) => portal.em().find(PrequalForm, { prequalification: { vendor: id } }, { populate: ['template'] });

describe('begin prequalification', () => {
  it('creates one cycle with three DRAFT forms on the newest template versions and moves the company to IN_PROGRESS (REST answered as agreed)', async () => {
    const res = await begin();
    expect(res.status).toBe(201);
    const instance = cycleOf(new Date());
    expect(instance).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(res.body).toEqual({
      instance,
      prequalStatus: 'IN_PROGRESS',
      forms: [
        { id: expect.any(String), status: 'DRAFT', template: { category: 'SAFETY', version: await newest('SAFETY') } },
        { id: expect.any(String), status: 'DRAFT', template: { category: 'FINANCIAL', version: await newest('FINANCIAL') } },
        { id: expect.any(String), status: 'DRAFT', template: { category: 'LEGAL', version: await newest('LEGAL') } },
      ],
    });

    const vendor = await portal.em().findOneOrFail(Vendor, { id: vendorId });
    expect(vendor.prequalStatus).toBe('IN_PROGRESS');
    const [cycle, ...others] = await cyclesOf();
    expect(others).toEqual([]);
    expect([cycle!.cycle, cycle!.status]).toEqual([instance, 'IN_PROGRESS']);
    const forms = await formsOf();
    expect(forms.map((f) => [f.category, f.status, f.answers, f.version]).sort()).toEqual([
      ['FINANCIAL', 'DRAFT', {}, 1],
      ['LEGAL', 'DRAFT', {}, 1],
      ['SAFETY', 'DRAFT', {}, 1],
    ]);
    expect(res.body.forms.map((f: { id: string }) => f.id).sort()).toEqual(forms.map((f) => f.id).sort());

    const log = await portal.em().findOneOrFail(AuditLog, { action: 'PREQUAL_BEGUN', entityId: cycle!.id });
    expect(log.performedBy).toBe(portal.users.VENDOR_ADMIN.name);
    expect(log.changes).toMatchObject({ vendorId, instance, prequalStatus: { from: 'NOT_STARTED', to: 'IN_PROGRESS' } });
  });

  it('answers the form set through GraphQL, editable for the company admin', async () => {
    const res = await portal.gql(BEGIN, {}, await portal.tokenFor('VENDOR_ADMIN'));
    expect(res.body.errors).toBeUndefined();
    const set = res.body.data.beginPrequal;
    expect(set).toMatchObject({ vendorId, instance: cycleOf(new Date()), prequalStatus: 'IN_PROGRESS', editable: true });
    expect(set.forms.map((f: { category: string; status: string; version: number }) => [f.category, f.status, f.version])).toEqual([
      ['SAFETY', 'DRAFT', 1],
      ['FINANCIAL', 'DRAFT', 1],
      ['LEGAL', 'DRAFT', 1],
    ]);
    expect(set.forms[1].templateVersion).toBe(await newest('FINANCIAL'));
    expect(set.forms[1].fields.map((f: { slug: string }) => f.slug)).toEqual(['revenue2024', 'bankName']);
  });

  it('lets the prequalification editors begin for a company, naming it', async () => {
    expect((await begin('PREQUAL_ADMIN')).status).toBe(201);
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('IN_PROGRESS');
    const withoutCompany = await portal.gql(BEGIN, {}, await portal.tokenFor('SYSTEM_ADMIN'));
    expect(withoutCompany.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives a company with fewer employees than the threshold the safety lite form', async () => {
    await resetPrequal(portal, vendorId, { noOfEmployees: 10 });
    const res = await begin();
    expect(res.body.forms.map((f: { template: { category: string } }) => f.template.category)).toEqual(['SAFETY_LITE', 'FINANCIAL', 'LEGAL']);
    expect(res.body.forms[0].template.version).toBe(await newest('SAFETY_LITE'));

    // At the threshold: the full safety form; the threshold is the form builder's setting.
    await resetPrequal(portal, vendorId, { noOfEmployees: 11 });
    expect((await begin()).body.forms[0].template.category).toBe('SAFETY');
    await portal.em().nativeUpdate(Setting, { key: 'safety-form-emp-count' }, { value: 50 });
    await resetPrequal(portal, vendorId, { noOfEmployees: 42 });
    expect((await begin()).body.forms[0].template.category).toBe('SAFETY_LITE');
  });

  it('refuses without a number of employees: type NoEmployeesFoundException and the specification message, nothing created', async () => {
    await resetPrequal(portal, vendorId, { noOfEmployees: null });
    const rest = await begin();
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ type: 'NoEmployeesFoundException', message: 'Please fill the number of employees in the General info section' });

    const gql = await portal.gql(BEGIN, {}, await portal.tokenFor('VENDOR_ADMIN'));
    expect(gql.body.errors[0].message).toBe('Please fill the number of employees in the General info section');
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', type: 'NoEmployeesFoundException' });

    expect(await cyclesOf()).toEqual([]);
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('NOT_STARTED');
  });

  it('refuses a second begin and any status but NOT_STARTED or AWAITING_RENEWAL, naming the status', async () => {
    expect((await begin()).status).toBe(201);
    const again = await begin();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This prequalification is in progress; it cannot be begun.');

    await resetPrequal(portal, vendorId, { prequalStatus: 'ADMIN_REVIEW_PENDING' });
    const inReview = await begin();
    expect(inReview.status).toBe(409);
    expect(inReview.body.message).toBe('This prequalification is waiting for admin review; it cannot be begun.');
    expect(await cyclesOf()).toEqual([]);
  });

  it('refuses a company whose registration is not approved', async () => {
    const em = portal.em();
    const pending = em.create(Vendor, { companyName: 'Pending Paving LLC', registrationStatus: 'SUBMITTED', noOfEmployees: 30 });
    await em.flush();
    const res = await begin('SYSTEM_ADMIN', pending.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This company's registration is submitted and awaiting approval; prequalification begins once it is approved.");
  });

  it('begins a renewal as a new cycle, keeping the past one; a second cycle in the same month is refused', async () => {
    await resetPrequal(portal, vendorId, { prequalStatus: 'AWAITING_RENEWAL' });
    const em = portal.em();
    em.create(Prequalification, { vendor: vendorId, cycle: '2025-03', status: 'COMPLETED' });
    await em.flush();

    const res = await begin();
    expect(res.status).toBe(201);
    expect((await cyclesOf()).map((c) => [c.cycle, c.status]).sort()).toEqual([
      ['2025-03', 'COMPLETED'],
      [cycleOf(new Date()), 'IN_PROGRESS'],
    ]);

    // The same month again (a renewal right after a begin): refused rather than a second instance of the month.
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'AWAITING_RENEWAL' });
    const again = await begin();
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already began a prequalification this month/);
  });

  it('two concurrent begins create exactly one set of forms: one succeeds, the other is refused', async () => {
    const [a, b] = await Promise.all([begin(), begin('PREQUAL_ADMIN')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.message).toBe('This prequalification is in progress; it cannot be begun.');
    expect(await cyclesOf()).toHaveLength(1);
    expect(await formsOf()).toHaveLength(3);
  });
});
