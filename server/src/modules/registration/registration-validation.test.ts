import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createRegistration, pdf, validRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { Vendor } from '../companies/index.js';

/** Every rule of the registration form, through the API as the screens call it (spec section 5). */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const SUBMIT = `mutation($id:ID,$i:RegistrationInput!,$w9:Upload,$ref:Upload){
  submitRegistration(vendorId:$id,input:$i,w9File:$w9,generalContractReferencesDocument:$ref){ vendorId registrationStatus partialScopes bondableRate otherCompanyFollows harkinsEmployeeName officeLocationState }
}`;
const DRAFT = 'mutation($i:RegistrationInput!){ saveRegistrationDraft(input:$i){ vendorId companyName taxId } }';

/** Submits with a W9 upload unless told otherwise; answers the field errors (empty on success). */
async function submitErrors(input: Record<string, unknown>, opts: { w9?: boolean; references?: boolean } = {}): Promise<Record<string, string>> {
  const files = { ...(opts.w9 === false ? {} : { w9: pdf() }), ...(opts.references ? { ref: pdf('references.pdf') } : {}) };
  const res = await portal.gqlUpload(SUBMIT, { i: input }, files);
  if (res.body.errors) {
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    return res.body.errors[0].extensions.fieldErrors;
  }
  return {};
}

describe('submit: required fields', () => {
  it('reports every required message of a blank form at once, in the specification words, and writes nothing', async () => {
    const before = await portal.em().count(Vendor, {});
    const res = await portal.gql(SUBMIT, { i: {} });
    const error = res.body.errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fieldErrors).toEqual({
      taxId: 'Tax ID is required',
      noOfEmployees: 'Number of Employees is required',
      companyName: 'Company Name is required',
      officeLocationAddress1: 'Office Location Address 1 is required',
      officeLocationCity: 'Office Location City is required',
      officeLocationState: 'Office Location State is required',
      officeLocationZip: 'Office Location Zip is required',
      officePhoneNumber: 'Office Phone Number is required',
      officeWebsiteUrl: 'Office Website Url is required',
      'contacts.0.firstName': 'First Name is required',
      'contacts.0.lastName': 'Last Name is required',
      'contacts.0.jobTitle': 'Job Title is required',
      'contacts.0.email': 'Email is required',
      'contacts.0.cellPhone': 'Phone is required',
      companyDescription: 'Company Description is required',
      regions: 'Regions is required',
      marketSectors: 'Market Sectors is required',
      selfPerformStatus: 'Self Perform Status is required',
      workPerformedCategory: 'Work Performed Category is required',
      primaryTrade: 'Primary Trade is required',
      secondaryTrades: 'Secondary Trade is required',
      averageProjectSize: 'Average Project Size is required',
      largestProjectSize: 'Largest project size is required',
      annualVolume: 'Annual Volume is required',
      bondable: 'Bondable is required',
      classificationsCertifications: 'Classifications Certifications is required',
      companyPerformActions: 'Company Perform Actions is required',
      referenceName: 'Fill reference name or submit the reference document',
      howHeard: 'How Heard is required',
      w9File: 'W9 File is required',
    });
    // The message opens the failed-submit modal's list, in form order.
    expect(error.message).toMatch(/^The following required fields have validation errors: Tax ID, Number of Employees, Company Name, /);
    expect(await portal.em().count(Vendor, {})).toBe(before);
  });

  it('answers the same field errors over REST, with 400', async () => {
    const res = await portal.rest('POST', '/vendors', { body: { companyName: 'Only A Name' } });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('BAD_USER_INPUT');
    expect(res.body.errors.taxId).toBe('Tax ID is required');
    expect(res.body.errors.w9File).toBe('W9 File is required');
    expect(res.body.errors).not.toHaveProperty('companyName');
  });

  it('requires the country when it is sent blank, and the state only for the United States', async () => {
    expect(await submitErrors(validRegistration({ officeLocationCountry: '' }))).toMatchObject({ officeLocationCountry: 'Office Location Country is required' });
    expect(await submitErrors(validRegistration({ officeLocationState: '' }))).toEqual({ officeLocationState: 'Office Location State is required' });
    expect(await submitErrors(validRegistration({ officeLocationCountry: 'Canada', officeLocationState: '' }))).toEqual({});
    expect(await submitErrors(validRegistration({ officeLocationState: 'Ontario' }))).toEqual({ officeLocationState: 'Office Location State is not valid' });
  });

  it('accepts a complete registration with its W9', async () => {
    const res = await portal.gqlUpload(SUBMIT, { i: validRegistration() }, { w9: pdf() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitRegistration.registrationStatus).toBe('SUBMITTED');
  });
});

describe('submit: fields that appear with a choice', () => {
  it('requires partial scopes when sub-out partial scopes is chosen', async () => {
    expect(await submitErrors(validRegistration({ selfPerformStatus: 'SUB_OUT_PARTIAL_SCOPES' }))).toEqual({ partialScopes: 'Partial Scopes is required' });
  });

  it('requires the bondable limit when bondable is true', async () => {
    expect(await submitErrors(validRegistration({ bondable: 'true', bondableRate: '' }))).toEqual({ bondableRate: 'Bondable Limit is required' });
    expect(await submitErrors(validRegistration({ bondable: 'false', bondableRate: '' }))).toEqual({});
  });

  it('requires Other Company Follows when Other is chosen', async () => {
    expect(await submitErrors(validRegistration({ companyPerformActions: ['E_VERIFY', 'OTHER'] }))).toEqual({
      otherCompanyFollows: 'Other Company Follows is required',
    });
  });

  it("requires the employee's name when the employee referral is chosen", async () => {
    expect(await submitErrors(validRegistration({ howHeard: 'HARKINS_EMPLOYEE_REFERRAL' }))).toEqual({ harkinsEmployeeName: 'Employee Name is required' });
  });

  it('stores a hidden dependent field as empty, whatever was sent', async () => {
    const res = await portal.gqlUpload(
      SUBMIT,
      {
        i: validRegistration({
          bondable: 'false',
          bondableRate: '$100',
          selfPerformStatus: 'NOT_APPLICABLE',
          partialScopes: 'Electrical',
          otherCompanyFollows: 'ISO 9001',
          harkinsEmployeeName: 'Jo',
        }),
      },
      { w9: pdf() },
    );
    expect(res.body.data.submitRegistration).toMatchObject({ bondableRate: null, partialScopes: null, otherCompanyFollows: null, harkinsEmployeeName: null });
  });
});

describe('submit: form-level rules and limits', () => {
  it('needs a reference name or the reference document', async () => {
    expect(await submitErrors(validRegistration({ referenceName: '' }))).toEqual({ referenceName: 'Fill reference name or submit the reference document' });
    expect(await submitErrors(validRegistration({ referenceName: '' }), { references: true })).toEqual({});
  });

  it('needs the W9 file', async () => {
    expect(await submitErrors(validRegistration(), { w9: false })).toEqual({ w9File: 'W9 File is required' });
  });

  it('allows at most 3 secondary trades', async () => {
    const four = ['22 00 00', '21 10 00', '26 00 00', '07 50 00'];
    expect(await submitErrors(validRegistration({ secondaryTrades: four }))).toMatchObject({ secondaryTrades: 'At most 3 secondary trades are allowed' });
  });

  it('allows at most 3 contacts', async () => {
    const contact = (n: number) => ({ firstName: `C${n}`, lastName: 'Person', jobTitle: 'PM', email: `c${n}@example.com`, cellPhone: '443-555-0100' });
    expect(await submitErrors(validRegistration({ contacts: [1, 2, 3, 4].map(contact) }))).toEqual({ contacts: 'At most 3 contacts are allowed' });
    expect(await submitErrors(validRegistration({ contacts: [1, 2, 3].map(contact) }))).toEqual({});
  });

  it('checks each contact, secondary ones too', async () => {
    const contacts = [
      { firstName: 'Dana', lastName: 'W', jobTitle: 'President', email: 'not-an-email', cellPhone: '443-555-0101' },
      { firstName: '', lastName: 'Ortega', jobTitle: 'Estimator', email: 'luis@example.com', cellPhone: '4435550102' },
    ];
    expect(await submitErrors(validRegistration({ contacts }))).toEqual({
      'contacts.0.email': 'Email is not valid',
      'contacts.1.firstName': 'First Name is required',
      'contacts.1.cellPhone': 'Phone must be in the format NNN-NNN-NNNN',
    });
  });

  it('checks formats: tax ID, website, phone, zip, description', async () => {
    expect(await submitErrors(validRegistration({ taxId: '521234567' }))).toEqual({ taxId: 'Tax ID must be in the format NN-NNNNNNN' });
    expect(await submitErrors(validRegistration({ officeWebsiteUrl: 'not a website' }))).toEqual({ officeWebsiteUrl: 'Website URL is not valid' });
    expect(await submitErrors(validRegistration({ officePhoneNumber: '410.555.0134' }))).toEqual({
      officePhoneNumber: 'Office Phone Number must be in the format NNN-NNN-NNNN',
    });
    expect(await submitErrors(validRegistration({ officeLocationZip: '210440' }))).toEqual({ officeLocationZip: 'Office Location Zip must be at most 5 characters' });
    expect(await submitErrors(validRegistration({ companyDescription: 'x'.repeat(501) }))).toEqual({
      companyDescription: 'Company Description must be between 1 and 500 characters',
    });
  });

  it('refuses a trade of another work type and an unknown region', async () => {
    expect(await submitErrors(validRegistration({ workPerformedCategory: 'CONSULTANTS' }))).toMatchObject({ primaryTrade: 'Primary Trade is not valid' });
    expect(await submitErrors(validRegistration({ regions: ['MDBA', 'ATLANTIS'] }))).toEqual({ regions: 'Regions is not valid' });
  });
});

describe('money and numbers', () => {
  it('strips $ and commas and stores the amounts exactly as numeric(17,2)', async () => {
    const input = validRegistration({
      averageProjectSize: '$1,250,000.50',
      largestProjectSize: '$8,400,000',
      annualVolume: '999,999,999,999,999.99',
      bondableRate: '$0.10',
      emr: '0.82',
    });
    const res = await portal.gqlUpload(SUBMIT, { i: input }, { w9: pdf() });
    const id = res.body.data.submitRegistration.vendorId;
    const [row] = await portal
      .em()
      .getConnection()
      .execute(
        `select average_project_size::text a, largest_project_size::text l, annual_volume::text v, bondable_rate::text b, emr::text e, no_of_employees n from vendor where id = ?`,
        [id],
      );
    expect(row).toEqual({ a: '1250000.50', l: '8400000.00', v: '999999999999999.99', b: '0.10', e: '0.820', n: 45 });
    const read = await portal.gql(
      `query($id:ID!){ registration(vendorId:$id){ averageProjectSize annualVolume bondableRate emr } }`,
      { id },
      await portal.tokenFor('PREQUAL_VIEWER'),
    );
    expect(read.body.data.registration).toEqual({ averageProjectSize: '1250000.50', annualVolume: '999999999999999.99', bondableRate: '0.10', emr: 0.82 });
  });

  it('refuses amounts that are not money, and employees that are not a positive whole number', async () => {
    expect(await submitErrors(validRegistration({ annualVolume: '12.345' }))).toEqual({
      annualVolume: 'Annual Volume must be a valid amount of 0 or more with at most 2 decimals',
    });
    expect(await submitErrors(validRegistration({ averageProjectSize: '-5' }))).toMatchObject({ averageProjectSize: expect.stringContaining('valid amount') });
    expect(await submitErrors(validRegistration({ noOfEmployees: '0' }))).toEqual({ noOfEmployees: 'Number of Employees must be a positive whole number' });
    expect(await submitErrors(validRegistration({ emr: '12' }))).toEqual({ emr: 'EMR must be a number between 0 and 10' });
  });
});

describe('draft', () => {
  it('needs only the company name, with its own message ("Company name is required.")', async () => {
    const res = await portal.gql(DRAFT, { i: { taxId: '12-3456789' } });
    expect(res.body.errors[0].message).toBe('Company name is required.');
    expect(res.body.errors[0].extensions.fieldErrors).toEqual({ companyName: 'Company name is required.' });
    const rest = await portal.rest('POST', '/vendors', { body: { mode: 'DRAFT', companyName: '   ' } });
    expect([rest.status, rest.body.message]).toEqual([400, 'Company name is required.']);
    const ok = await portal.gql(DRAFT, { i: { companyName: 'Half Done LLC' } });
    expect(ok.body.data.saveRegistrationDraft).toMatchObject({ companyName: 'Half Done LLC', taxId: null });
  });

  it('still checks the formats of what is filled in', async () => {
    const res = await portal.gql(DRAFT, { i: { companyName: 'Half Done LLC', taxId: '1-2', officeWebsiteUrl: 'nope' } });
    expect(res.body.errors[0].extensions.fieldErrors).toEqual({ taxId: 'Tax ID must be in the format NN-NNNNNNN', officeWebsiteUrl: 'Website URL is not valid' });
  });
});

describe('general info (relaxed)', () => {
  const GENERAL_INFO = 'mutation($id:ID!,$i:RegistrationInput!){ updateGeneralInfo(vendorId:$id,input:$i){ noOfEmployees officeLocationCity companyName taxId } }';

  it('skips required checks: the employee count alone, or blanks, are accepted', async () => {
    const vendor = await createRegistration(portal, { status: 'APPROVED' });
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const alone = await portal.gql(GENERAL_INFO, { id: vendor.id, i: { noOfEmployees: '150' } }, token);
    expect(alone.body.data.updateGeneralInfo).toMatchObject({ noOfEmployees: 150, officeLocationCity: 'Baltimore' });
    const blanks = await portal.gql(GENERAL_INFO, { id: vendor.id, i: { officeLocationCity: '', regions: [] } }, token);
    expect(blanks.body.data.updateGeneralInfo.officeLocationCity).toBeNull();
  });

  it('still checks formats', async () => {
    const vendor = await createRegistration(portal, { status: 'APPROVED' });
    const res = await portal.gql(GENERAL_INFO, { id: vendor.id, i: { officePhoneNumber: '12345' } }, await portal.tokenFor('SYSTEM_ADMIN'));
    expect(res.body.errors[0].extensions.fieldErrors).toEqual({ officePhoneNumber: 'Office Phone Number must be in the format NNN-NNN-NNNN' });
  });

  it('ignores an unchanged tax ID and company name, and refuses changed ones', async () => {
    const vendor = await createRegistration(portal, { status: 'APPROVED', companyName: 'Steady Name Inc', taxId: '64-1111111' });
    const token = await portal.tokenFor('SYSTEM_ADMIN');
    const same = await portal.gql(GENERAL_INFO, { id: vendor.id, i: { companyName: 'Steady Name Inc', taxId: '64-1111111', noOfEmployees: '9' } }, token);
    expect(same.body.data.updateGeneralInfo).toMatchObject({ companyName: 'Steady Name Inc', taxId: '64-1111111', noOfEmployees: 9 });
    const changed = await portal.rest('PATCH', `/vendors/${vendor.id}`, { token, body: { source: 'generalInfo', companyName: 'New Name Inc', taxId: '64-2222222' } });
    expect(changed.status).toBe(400);
    expect(changed.body.errors).toEqual({ taxId: 'Tax ID cannot be changed.', companyName: 'Company name cannot be changed.' });
    const stored = await portal.em().findOneOrFail(Vendor, { id: vendor.id });
    expect([stored.companyName, stored.taxId]).toEqual(['Steady Name Inc', '64-1111111']);
  });
});
