import { describe, expect, it } from 'vitest';
import { COMPANY_PERFORM_ACTION_OTHER } from '../lookups/company-perform-actions.js';
import { HOW_HEARD_EMPLOYEE_REFERRAL } from '../lookups/how-heard.js';
import { SCOPE_SUB_OUT_PARTIAL } from '../lookups/scope-options.js';
import {
  applyFieldChange,
  canAddContact,
  canRemoveContact,
  draftRegistrationSchema,
  fieldsToClearOn,
  fromLoadedVendorShape,
  generalInfoSchema,
  invalidFields,
  isBondableLimitShown,
  isEmployeeNameShown,
  isOtherCompanyFollowsShown,
  isPartialScopesShown,
  isStateRequired,
  labelForPath,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FORM_ID,
  REGISTRATION_MESSAGES,
  registrationDefaultValues,
  registrationFormSchema,
  registrationSchema,
  toFieldErrors,
  toLoadedVendorShape,
} from './registration.js';

type Input = Record<string, unknown>;

/** A complete, valid registration as the client form would submit it. */
function validInput(): Input {
  return {
    taxId: '52-1234567',
    noOfEmployees: '45',
    companyName: 'Chesapeake Mechanical, LLC',
    dbaName: 'Chesapeake Mech',
    mailingAddress: 'PO Box 1200, Columbia, MD 21044',
    suiteNumber: '200',
    officeLocationAddress1: '10490 Little Patuxent Pkwy',
    officeLocationAddress2: '',
    officeLocationCity: 'Columbia',
    officeLocationState: 'Maryland',
    officeLocationZip: '21044',
    officeLocationCountry: 'United States',
    officePhoneNumber: '410-555-0134',
    officeWebsiteUrl: 'https://www.chesapeakemech.com',
    contacts: [
      { firstName: 'Dana', lastName: 'Whitfield', jobTitle: 'President', email: 'Dana@ChesapeakeMech.com', cellPhone: '443-555-0101' },
      { contactId: '77', firstName: 'Luis', lastName: 'Ortega', jobTitle: 'Estimator', email: 'luis@chesapeakemech.com', cellPhone: '443-555-0102' },
    ],
    companyDescription: 'Commercial HVAC and plumbing contractor serving the Baltimore-Washington region since 1998.',
    regions: ['MDBA', 'DC', 'NOVA'],
    marketSectors: ['HEALTHCARE', 'HIGHER_EDUCATION'],
    supplierStatus: 'No',
    selfPerformStatus: 'COMPLETE_TURNKEY_SCOPE',
    partialScopes: '',
    workPerformedCategory: 'SUPPLY_AND_INSTALL',
    primaryTrade: '23 00 00',
    secondaryTrades: ['22 00 00', '21 10 00'],
    averageProjectSize: '$1,250,000.50',
    largestProjectSize: '$8,400,000',
    annualVolume: '32,000,000.00',
    emr: '0.82',
    bondable: 'true',
    bondableRate: '$5,000,000',
    classificationsCertifications: ['MBE', 'SBE'],
    companyPerformActions: ['WRITTEN_SAFETY_PROGRAM', 'E_VERIFY'],
    otherCompanyFollows: '',
    referenceName: 'Whiting-Turner, Jane Smith',
    contractVolume: '$2,500,000',
    howHeard: 'BID_INVITATION',
    harkinsEmployeeName: '',
    hasW9File: true,
    hasGeneralContractReferencesDocument: false,
  };
}

const withValues = (patch: Input): Input => ({ ...validInput(), ...patch });

function messagesAt(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) {
  const r = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

const errorsOf = (input: unknown) => messagesAt(registrationFormSchema, input);

describe('registration mode: a valid full registration', () => {
  it('passes and normalises', () => {
    const r = registrationFormSchema.safeParse(validInput());
    expect(r.error?.issues ?? []).toEqual([]);
    const v = r.data!;
    expect(v.noOfEmployees).toBe(45);
    expect(v.emr).toBe(0.82);
    expect(v.averageProjectSize).toBe('1250000.50');
    expect(v.largestProjectSize).toBe('8400000');
    expect(v.annualVolume).toBe('32000000.00');
    expect(v.bondableRate).toBe('5000000');
    expect(v.contractVolume).toBe('2500000');
    expect(v.contacts[0]!.email).toBe('dana@chesapeakemech.com');
    expect(v.contacts[1]!.contactId).toBe('77');
    expect(v.officeLocationAddress2).toBeNull();
    expect(v.hasW9File).toBe(true);
    expect(v.hasGeneralContractReferencesDocument).toBe(false);
  });

  it('defaults the country to United States when absent (and then requires the state)', () => {
    const input = validInput();
    delete input.officeLocationCountry;
    expect(registrationFormSchema.parse(input).officeLocationCountry).toBe('United States');
    delete input.officeLocationState;
    expect(errorsOf(input)).toEqual({ officeLocationState: ['Office Location State is required'] });
  });

  it('cleans text: control characters stripped, basic entities decoded, trimmed', () => {
    const v = registrationFormSchema.parse(withValues({ companyName: '  Acme &amp; Sons\u0007 ', dbaName: '&lt;Acme&gt;' }));
    expect(v.companyName).toBe('Acme & Sons');
    expect(v.dbaName).toBe('<Acme>');
  });

  it('accepts the spec-shaped values from a multipart body (strings everywhere)', () => {
    const v = registrationFormSchema.parse(withValues({ regions: 'MDBA', secondaryTrades: '22 00 00', hasW9File: 'true', bondable: true, noOfEmployees: 12 }));
    expect(v.regions).toEqual(['MDBA']);
    expect(v.secondaryTrades).toEqual(['22 00 00']);
    expect(v.bondable).toBe('true');
    expect(v.noOfEmployees).toBe(12);
  });
});

describe('registration mode: each required field gives its exact message', () => {
  const cases: [field: string, path: string, message: string][] = [
    ['taxId', 'taxId', 'Tax ID is required'],
    ['noOfEmployees', 'noOfEmployees', 'Number of Employees is required'],
    ['companyName', 'companyName', 'Company Name is required'],
    ['officeLocationAddress1', 'officeLocationAddress1', 'Office Location Address 1 is required'],
    ['officeLocationCity', 'officeLocationCity', 'Office Location City is required'],
    ['officeLocationZip', 'officeLocationZip', 'Office Location Zip is required'],
    ['officeLocationState', 'officeLocationState', 'Office Location State is required'],
    ['officePhoneNumber', 'officePhoneNumber', 'Office Phone Number is required'],
    ['officeWebsiteUrl', 'officeWebsiteUrl', 'Office Website Url is required'],
    ['companyDescription', 'companyDescription', 'Company Description is required'],
    ['regions', 'regions', 'Regions is required'],
    ['marketSectors', 'marketSectors', 'Market Sectors is required'],
    ['selfPerformStatus', 'selfPerformStatus', 'Self Perform Status is required'],
    ['workPerformedCategory', 'workPerformedCategory', 'Work Performed Category is required'],
    ['primaryTrade', 'primaryTrade', 'Primary Trade is required'],
    ['secondaryTrades', 'secondaryTrades', 'Secondary Trade is required'],
    ['averageProjectSize', 'averageProjectSize', 'Average Project Size is required'],
    ['largestProjectSize', 'largestProjectSize', 'Largest project size is required'],
    ['annualVolume', 'annualVolume', 'Annual Volume is required'],
    ['bondable', 'bondable', 'Bondable is required'],
    ['classificationsCertifications', 'classificationsCertifications', 'Classifications Certifications is required'],
    ['companyPerformActions', 'companyPerformActions', 'Company Perform Actions is required'],
    ['howHeard', 'howHeard', 'How Heard is required'],
    ['hasW9File', 'w9File', 'W9 File is required'],
  ];

  for (const [field, path, message] of cases) {
    it(`${field} absent -> "${message}"`, () => {
      const input = validInput();
      delete input[field];
      if (field === 'bondable') delete input.bondableRate; // the limit is only shown for bondable 'true'
      expect(errorsOf(input)).toEqual({ [path]: [message] });
    });
  }

  for (const [field, path, message] of cases.filter(([f]) => f !== 'hasW9File')) {
    it(`${field} blank -> "${message}"`, () => {
      const blank = ['regions', 'marketSectors', 'secondaryTrades', 'classificationsCertifications', 'companyPerformActions'].includes(field) ? [] : '   ';
      const patch: Input = { [field]: blank };
      if (field === 'bondable') patch.bondableRate = '';
      expect(errorsOf(withValues(patch))).toEqual({ [path]: [message] });
    });
  }

  it('a body that is not an object is refused without throwing', () => {
    for (const body of [null, undefined, 'text', 42, []]) {
      for (const schema of [registrationFormSchema, draftRegistrationSchema, generalInfoSchema]) {
        const r = schema.safeParse(body);
        expect(r.success).toBe(false);
        expect(r.error!.issues).toHaveLength(1);
        expect(r.error!.issues[0]!.path).toEqual([]);
      }
    }
  });

  it('null counts as missing', () => {
    expect(errorsOf(withValues({ companyName: null, regions: null }))).toEqual({
      companyName: ['Company Name is required'],
      regions: ['Regions is required'],
    });
  });

  it('an empty form reports every unconditional required field at once', () => {
    const errors = errorsOf({});
    for (const [, path, message] of cases) expect(errors[path]).toEqual([message]);
    expect(errors.referenceName).toEqual(['Fill reference name or submit the reference document']);
    expect(errors['contacts.0.firstName']).toEqual(['First Name is required']);
  });

  it('the country typed blank -> "Office Location Country is required"', () => {
    expect(errorsOf(withValues({ officeLocationCountry: '', officeLocationState: '' }))).toEqual({
      officeLocationCountry: ['Office Location Country is required'],
    });
  });

  const contactCases: [field: string, message: string][] = [
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['jobTitle', 'Job Title is required'],
    ['email', 'Email is required'],
    ['cellPhone', 'Phone is required'],
  ];
  for (const index of [0, 1]) {
    for (const [field, message] of contactCases) {
      it(`contact ${index} ${field} blank -> "${message}"`, () => {
        const input = validInput();
        const list = input.contacts as Input[];
        list[index] = { ...list[index], [field]: '' };
        expect(errorsOf(input)).toEqual({ [`contacts.${index}.${field}`]: [message] });
      });
    }
  }

  it('no contacts at all -> the primary contact fields are required', () => {
    for (const contacts of [[], undefined, null]) {
      expect(errorsOf(withValues({ contacts }))).toEqual({
        'contacts.0.firstName': ['First Name is required'],
        'contacts.0.lastName': ['Last Name is required'],
        'contacts.0.jobTitle': ['Job Title is required'],
        'contacts.0.email': ['Email is required'],
        'contacts.0.cellPhone': ['Phone is required'],
      });
    }
  });
});

describe('formats and limits', () => {
  it('Tax ID must be NN-NNNNNNN (10 characters)', () => {
    for (const taxId of ['521234567', '52-123456', '52-12345678', 'AB-1234567', '5-21234567']) {
      expect(errorsOf(withValues({ taxId }))).toEqual({ taxId: ['Tax ID must be in the format NN-NNNNNNN'] });
    }
  });

  it('office phone: NNN-NNN-NNNN, at most 12 characters', () => {
    expect(errorsOf(withValues({ officePhoneNumber: '4105550134' }))).toEqual({
      officePhoneNumber: ['Office Phone Number must be in the format NNN-NNN-NNNN'],
    });
    expect(errorsOf(withValues({ officePhoneNumber: '410-555-01345' })).officePhoneNumber?.[0]).toBe('Office Phone Number must be at most 12 characters');
  });

  it('contact phone and email formats', () => {
    const input = validInput();
    (input.contacts as Input[])[1] = { firstName: 'A', lastName: 'B', jobTitle: 'C', email: 'not-an-email', cellPhone: '443 555 0102' };
    expect(errorsOf(input)).toEqual({
      'contacts.1.email': ['Email is not valid'],
      'contacts.1.cellPhone': ['Phone must be in the format NNN-NNN-NNNN'],
    });
  });

  it('zip at most 5 characters', () => {
    expect(errorsOf(withValues({ officeLocationZip: '21044-1234' }))).toEqual({
      officeLocationZip: ['Office Location Zip must be at most 5 characters'],
    });
  });

  it('website: "Website URL is not valid"; with or without scheme accepted', () => {
    for (const officeWebsiteUrl of ['not a url', 'http://', 'acme', 'ftp://acme.com', 'https://acme.com/has space']) {
      expect(errorsOf(withValues({ officeWebsiteUrl }))).toEqual({ officeWebsiteUrl: ['Website URL is not valid'] });
    }
    for (const officeWebsiteUrl of ['www.acme.com', 'acme.com', 'https://acme.com/about?x=1', 'http://sub.acme-builders.co.uk:8080/']) {
      expect(errorsOf(withValues({ officeWebsiteUrl }))).toEqual({});
    }
  });

  it('company description 1 to 500 characters', () => {
    expect(errorsOf(withValues({ companyDescription: 'x'.repeat(500) }))).toEqual({});
    expect(errorsOf(withValues({ companyDescription: 'x'.repeat(501) }))).toEqual({
      companyDescription: ['Company Description must be between 1 and 500 characters'],
    });
  });

  it('number of employees is a positive whole number', () => {
    for (const noOfEmployees of ['0', '-3', '2.5', 'many', 0]) {
      expect(errorsOf(withValues({ noOfEmployees }))).toEqual({ noOfEmployees: ['Number of Employees must be a positive whole number'] });
    }
    expect(registrationFormSchema.parse(withValues({ noOfEmployees: '1,250' })).noOfEmployees).toBe(1250);
  });

  it('emr is a number from 0 to 10, optional', () => {
    for (const emr of ['-0.1', '10.5', 'abc']) {
      expect(errorsOf(withValues({ emr }))).toEqual({ emr: ['EMR must be a number between 0 and 10'] });
    }
    expect(registrationFormSchema.parse(withValues({ emr: '' })).emr).toBeNull();
    expect(registrationFormSchema.parse(withValues({ emr: 1 })).emr).toBe(1);
  });

  it('options must come from the lookup lists', () => {
    expect(errorsOf(withValues({ regions: ['MDBA', 'MARS'] }))).toEqual({ regions: ['Regions is not valid'] });
    expect(errorsOf(withValues({ selfPerformStatus: 'MAYBE' }))).toEqual({ selfPerformStatus: ['Self Perform Status is not valid'] });
    expect(errorsOf(withValues({ bondable: 'yes' }))).toEqual({ bondable: ['Bondable is not valid'] });
    expect(errorsOf(withValues({ officeLocationCountry: 'Atlantis' }))).toEqual({
      officeLocationCountry: ['Office Location Country is not valid'],
    });
  });

  it('the state must belong to the country; a country without regions takes none', () => {
    expect(errorsOf(withValues({ officeLocationState: 'Ontario' }))).toEqual({ officeLocationState: ['Office Location State is not valid'] });
    expect(errorsOf(withValues({ officeLocationCountry: 'Canada', officeLocationState: 'Ontario' }))).toEqual({});
  });

  it('the state is required only for the United States', () => {
    expect(errorsOf(withValues({ officeLocationCountry: 'Canada', officeLocationState: '' }))).toEqual({});
    expect(errorsOf(withValues({ officeLocationCountry: 'Jersey', officeLocationState: '' }))).toEqual({});
    expect(errorsOf(withValues({ officeLocationState: '' }))).toEqual({ officeLocationState: ['Office Location State is required'] });
  });

  it('primary and secondary trades must belong to the chosen work type', () => {
    expect(errorsOf(withValues({ primaryTrade: '01 91 13' }))).toEqual({ primaryTrade: ['Primary Trade is not valid'] });
    expect(errorsOf(withValues({ secondaryTrades: ['22 00 00', '01 52 13'] }))).toEqual({ secondaryTrades: ['Secondary Trade is not valid'] });
    expect(errorsOf(withValues({ workPerformedCategory: 'CONSULTANTS', primaryTrade: '01 91 13', secondaryTrades: ['01 45 23'] }))).toEqual({});
  });
});

describe('money fields', () => {
  const money = ['averageProjectSize', 'largestProjectSize', 'annualVolume', 'bondableRate', 'contractVolume'] as const;
  const labels: Record<(typeof money)[number], string> = {
    averageProjectSize: 'Average Project Size',
    largestProjectSize: 'Largest project size',
    annualVolume: 'Annual Volume',
    bondableRate: 'Bondable Limit',
    contractVolume: 'Contract Volume',
  };

  it('strip $, commas and spaces and keep an exact decimal string', () => {
    const pairs: [unknown, string][] = [
      ['$1,250,000.50', '1250000.50'],
      [' $ 1,000 ', '1000'],
      ['0', '0'],
      ['007.5', '7.5'],
      ['.5', '0.5'],
      ['12.', '12'],
      [1500, '1500'],
      [99.99, '99.99'],
      ['123456789012345.12', '123456789012345.12'],
    ];
    for (const field of money) {
      for (const [given, expected] of pairs) {
        expect(registrationFormSchema.parse(withValues({ [field]: given }))[field]).toBe(expected);
      }
    }
  });

  it('refuse negatives, more than 2 decimals and non-numbers', () => {
    for (const field of money) {
      for (const bad of ['-5', '$-1,000', '1.234', 'abc', '1.2.3', '1e6', '1234567890123456']) {
        expect(errorsOf(withValues({ [field]: bad }))).toEqual({
          [field]: [`${labels[field]} must be a valid amount of 0 or more with at most 2 decimals`],
        });
      }
    }
  });

  it('contract volume is optional', () => {
    expect(registrationFormSchema.parse(withValues({ contractVolume: '' })).contractVolume).toBeNull();
  });
});

describe('conditional fields are required only when revealed', () => {
  it('partialScopes with "sub-out partial scopes"', () => {
    expect(errorsOf(withValues({ selfPerformStatus: SCOPE_SUB_OUT_PARTIAL, partialScopes: '' }))).toEqual({
      partialScopes: ['Partial Scopes is required'],
    });
    const v = registrationFormSchema.parse(withValues({ selfPerformStatus: SCOPE_SUB_OUT_PARTIAL, partialScopes: 'Insulation, TAB' }));
    expect(v.partialScopes).toBe('Insulation, TAB');
    expect(errorsOf(withValues({ selfPerformStatus: 'COMPLETE_TURNKEY_SCOPE', partialScopes: '' }))).toEqual({});
  });

  it('bondable limit with bondable "true"', () => {
    expect(errorsOf(withValues({ bondable: 'true', bondableRate: '' }))).toEqual({ bondableRate: ['Bondable Limit is required'] });
    expect(errorsOf(withValues({ bondable: true, bondableRate: undefined }))).toEqual({ bondableRate: ['Bondable Limit is required'] });
    expect(errorsOf(withValues({ bondable: 'false', bondableRate: '' }))).toEqual({});
  });

  it('other company follows with Other', () => {
    expect(errorsOf(withValues({ companyPerformActions: ['E_VERIFY', COMPANY_PERFORM_ACTION_OTHER], otherCompanyFollows: ' ' }))).toEqual({
      otherCompanyFollows: ['Other Company Follows is required'],
    });
    expect(errorsOf(withValues({ companyPerformActions: [COMPANY_PERFORM_ACTION_OTHER], otherCompanyFollows: 'Lean construction practices' }))).toEqual({});
  });

  it('employee name with the employee how-heard option', () => {
    expect(errorsOf(withValues({ howHeard: HOW_HEARD_EMPLOYEE_REFERRAL, harkinsEmployeeName: '' }))).toEqual({
      harkinsEmployeeName: ['Employee Name is required'],
    });
    expect(errorsOf(withValues({ howHeard: HOW_HEARD_EMPLOYEE_REFERRAL, harkinsEmployeeName: 'Pat Harkins' }))).toEqual({});
  });

  it('a hidden field is neither validated nor kept', () => {
    const v = registrationFormSchema.parse(
      withValues({
        bondable: 'false',
        bondableRate: 'not money',
        selfPerformStatus: 'NOT_APPLICABLE',
        partialScopes: 'x'.repeat(900),
        companyPerformActions: ['E_VERIFY'],
        otherCompanyFollows: 'stale',
        howHeard: 'COMPANY_WEBSITE',
        harkinsEmployeeName: 'stale',
      }),
    );
    expect(v.bondableRate).toBeNull();
    expect(v.partialScopes).toBeNull();
    expect(v.otherCompanyFollows).toBeNull();
    expect(v.harkinsEmployeeName).toBeNull();
  });
});

describe('list limits and form-level rules', () => {
  it('at most 3 secondary trades', () => {
    expect(errorsOf(withValues({ secondaryTrades: ['22 00 00', '21 10 00', '26 00 00'] }))).toEqual({});
    expect(errorsOf(withValues({ secondaryTrades: ['22 00 00', '21 10 00', '26 00 00', '27 00 00'] }))).toEqual({
      secondaryTrades: ['At most 3 secondary trades are allowed'],
    });
  });

  it('duplicate selections are dropped before counting', () => {
    const v = registrationFormSchema.parse(withValues({ secondaryTrades: ['22 00 00', '22 00 00', '21 10 00', '26 00 00', ' 26 00 00 '] }));
    expect(v.secondaryTrades).toEqual(['22 00 00', '21 10 00', '26 00 00']);
  });

  it('at most 3 contacts in total', () => {
    const c = (n: number) => ({ firstName: `F${n}`, lastName: `L${n}`, jobTitle: 'PM', email: `c${n}@acme.com`, cellPhone: '410-555-0100' });
    expect(errorsOf(withValues({ contacts: [c(1), c(2), c(3)] }))).toEqual({});
    expect(errorsOf(withValues({ contacts: [c(1), c(2), c(3), c(4)] }))).toEqual({ contacts: ['At most 3 contacts are allowed'] });
  });

  it('reference name or reference document', () => {
    const message = 'Fill reference name or submit the reference document';
    expect(errorsOf(withValues({ referenceName: '', hasGeneralContractReferencesDocument: false }))).toEqual({ referenceName: [message] });
    expect(errorsOf(withValues({ referenceName: undefined, hasGeneralContractReferencesDocument: undefined }))).toEqual({
      referenceName: [message],
    });
    expect(errorsOf(withValues({ referenceName: '', hasGeneralContractReferencesDocument: 'true' }))).toEqual({});
    expect(errorsOf(withValues({ referenceName: 'Turner Construction', hasGeneralContractReferencesDocument: false }))).toEqual({});
  });

  it('W9: the presence indicator accepts booleans and multipart strings', () => {
    expect(errorsOf(withValues({ hasW9File: 'true' }))).toEqual({});
    expect(errorsOf(withValues({ hasW9File: 'false' }))).toEqual({ w9File: ['W9 File is required'] });
    expect(errorsOf(withValues({ hasW9File: false }))).toEqual({ w9File: ['W9 File is required'] });
  });
});

describe('draft mode', () => {
  const draftErrors = (input: unknown) => messagesAt(draftRegistrationSchema, input);

  it('needs only the company name ("Company name is required.")', () => {
    expect(draftErrors({})).toEqual({ companyName: ['Company name is required.'] });
    expect(draftErrors({ companyName: '  ' })).toEqual({ companyName: ['Company name is required.'] });
    expect(draftErrors({ companyName: 'Acme' })).toEqual({});
    expect(draftErrors({ companyName: 'Acme', taxId: '52-1234567', contacts: [{}], hasW9File: false })).toEqual({});
  });

  it('still checks formats and limits', () => {
    expect(draftErrors({ companyName: 'Acme', taxId: '12345' })).toEqual({ taxId: ['Tax ID must be in the format NN-NNNNNNN'] });
    expect(draftErrors({ companyName: 'Acme', secondaryTrades: ['22 00 00', '21 10 00', '26 00 00', '27 00 00'] })).toEqual({
      secondaryTrades: ['At most 3 secondary trades are allowed'],
    });
  });

  it('keeps what was typed and leaves out what was not', () => {
    const v = draftRegistrationSchema.parse({ companyName: 'Acme', averageProjectSize: '$1,000', regions: ['DC'] });
    expect(v).toEqual({
      companyName: 'Acme',
      averageProjectSize: '1000',
      regions: ['DC'],
      hasW9File: false,
      hasGeneralContractReferencesDocument: false,
    });
  });
});

describe('generalInfo mode', () => {
  const giErrors = (input: unknown) => messagesAt(generalInfoSchema, input);

  it('skips every required check (taxId and companyName are not sent)', () => {
    expect(giErrors({})).toEqual({});
    const input = validInput();
    delete input.taxId;
    delete input.companyName;
    const v = generalInfoSchema.parse({ ...input, hasW9File: false, referenceName: '', officeLocationState: '', bondableRate: '' });
    expect('taxId' in v).toBe(false);
    expect('companyName' in v).toBe(false);
    expect(giErrors({ regions: [], contacts: [{ firstName: '' }], bondable: 'true', bondableRate: '' })).toEqual({});
  });

  it('keeps formats and limits', () => {
    expect(
      giErrors({
        taxId: '1234',
        officePhoneNumber: '4105550134',
        officeWebsiteUrl: 'nope',
        officeLocationZip: '123456',
        companyDescription: 'x'.repeat(501),
        averageProjectSize: '-1',
        noOfEmployees: '0',
        contacts: [{ email: 'bad' }, { cellPhone: '12' }],
        secondaryTrades: ['22 00 00', '21 10 00', '26 00 00', '27 00 00'],
        regions: ['NOPE'],
      }),
    ).toEqual({
      taxId: ['Tax ID must be in the format NN-NNNNNNN'],
      officePhoneNumber: ['Office Phone Number must be in the format NNN-NNN-NNNN'],
      officeWebsiteUrl: ['Website URL is not valid'],
      officeLocationZip: ['Office Location Zip must be at most 5 characters'],
      companyDescription: ['Company Description must be between 1 and 500 characters'],
      averageProjectSize: ['Average Project Size must be a valid amount of 0 or more with at most 2 decimals'],
      noOfEmployees: ['Number of Employees must be a positive whole number'],
      'contacts.0.email': ['Email is not valid'],
      'contacts.1.cellPhone': ['Phone must be in the format NNN-NNN-NNNN'],
      secondaryTrades: ['At most 3 secondary trades are allowed'],
      regions: ['Regions is not valid'],
    });
    const four = [{}, { firstName: 'a' }, { firstName: 'b' }, { firstName: 'c' }];
    expect(giErrors({ contacts: four })).toEqual({ contacts: ['At most 3 contacts are allowed'] });
  });

  it('drops blank secondary contacts and empties cleared fields to null', () => {
    const v = generalInfoSchema.parse({ contacts: [{ firstName: 'Dana' }, { firstName: ' ', email: '' }], dbaName: '' });
    expect(v.contacts).toEqual([{ firstName: 'Dana' }]);
    expect(v.dbaName).toBeNull();
  });
});

describe('registrationSchema(mode)', () => {
  it('answers the schema of each mode', () => {
    expect(registrationSchema('registration')).toBe(registrationFormSchema);
    expect(registrationSchema('draft')).toBe(draftRegistrationSchema);
    expect(registrationSchema('generalInfo')).toBe(generalInfoSchema);
    expect(REGISTRATION_FORM_ID).toBe('vendor_registration');
  });

  it('default values are a valid draft and fail registration with the required messages', () => {
    const defaults = registrationDefaultValues();
    expect(defaults.officeLocationCountry).toBe('United States');
    expect(generalInfoSchema.safeParse(defaults).success).toBe(true);
    expect(errorsOf(defaults).companyName).toEqual(['Company Name is required']);
  });
});

describe('labels and the failed-submit summary', () => {
  it('labels match the spec', () => {
    expect(REGISTRATION_FIELD_LABELS.officeWebsiteUrl).toBe('Office Website Url');
    expect(REGISTRATION_FIELD_LABELS.largestProjectSize).toBe('Largest project size');
    expect(REGISTRATION_FIELD_LABELS.bondableRate).toBe('Bondable Limit');
    expect(REGISTRATION_FIELD_LABELS.harkinsEmployeeName).toBe('Employee Name');
    expect(REGISTRATION_MESSAGES.failedSubmitTitle).toBe('The following required fields have validation errors:');
  });

  it('labelForPath handles contact indexes and the upload presence flags', () => {
    expect(labelForPath('officeLocationZip')).toBe('Office Location Zip');
    expect(labelForPath(['contacts', 0, 'email'])).toBe('Primary Contact Email');
    expect(labelForPath('contacts.2.cellPhone')).toBe('Contact 3 Phone');
    expect(labelForPath(['w9File'])).toBe('W9 File');
    expect(labelForPath(['hasW9File'])).toBe('W9 File');
  });

  it('invalidFields lists each path once, in form order', () => {
    const r = registrationFormSchema.safeParse(withValues({ howHeard: '', taxId: '', contacts: [{}], hasW9File: false }));
    const fields = invalidFields(r.error!.issues);
    expect(fields.map((f) => f.label)).toEqual([
      'Tax ID',
      'Primary Contact First Name',
      'Primary Contact Last Name',
      'Primary Contact Job Title',
      'Primary Contact Email',
      'Primary Contact Phone',
      'W9 File',
      'How Heard',
    ]);
    expect(toFieldErrors(r.error!.issues)).toMatchObject({ taxId: 'Tax ID is required', 'contacts.0.email': 'Email is required' });
  });
});

describe('dependent-field helpers', () => {
  it('fieldsToClearOn: country clears the state; work category clears the trades', () => {
    expect(fieldsToClearOn('officeLocationCountry')).toEqual(['officeLocationState']);
    expect(fieldsToClearOn('workPerformedCategory')).toEqual(['primaryTrade', 'secondaryTrades']);
    expect(fieldsToClearOn('companyName')).toEqual([]);
    expect(fieldsToClearOn('constructor')).toEqual([]);
    expect(fieldsToClearOn({ field: 'officeLocationCountry', previous: 'Canada', next: 'Canada' })).toEqual([]);
    expect(fieldsToClearOn({ field: 'officeLocationCountry', previous: 'Canada', next: 'Mexico' })).toEqual(['officeLocationState']);
  });

  it('applyFieldChange sets the value and clears dependants only on a real change', () => {
    const values = {
      officeLocationCountry: 'United States',
      officeLocationState: 'Virginia',
      workPerformedCategory: 'SPECIALTY',
      primaryTrade: '10 14 00',
      secondaryTrades: ['10 51 00'],
    };
    expect(applyFieldChange(values, 'officeLocationCountry', 'Canada')).toEqual({ ...values, officeLocationCountry: 'Canada', officeLocationState: '' });
    expect(applyFieldChange(values, 'workPerformedCategory', 'CONSULTANTS')).toEqual({
      ...values,
      workPerformedCategory: 'CONSULTANTS',
      primaryTrade: '',
      secondaryTrades: [],
    });
    expect(applyFieldChange(values, 'workPerformedCategory', 'SPECIALTY')).toEqual(values);
    expect(values.officeLocationState).toBe('Virginia');
  });

  it('visibility rules', () => {
    expect(isStateRequired('United States')).toBe(true);
    expect(isStateRequired('Canada')).toBe(false);
    expect(isPartialScopesShown({ selfPerformStatus: SCOPE_SUB_OUT_PARTIAL })).toBe(true);
    expect(isPartialScopesShown({ selfPerformStatus: 'NOT_APPLICABLE' })).toBe(false);
    expect(isBondableLimitShown({ bondable: 'true' })).toBe(true);
    expect(isBondableLimitShown({ bondable: true })).toBe(true);
    expect(isBondableLimitShown({ bondable: 'false' })).toBe(false);
    expect(isOtherCompanyFollowsShown({ companyPerformActions: ['E_VERIFY', COMPANY_PERFORM_ACTION_OTHER] })).toBe(true);
    expect(isOtherCompanyFollowsShown({ companyPerformActions: ['E_VERIFY'] })).toBe(false);
    expect(isEmployeeNameShown({ howHeard: HOW_HEARD_EMPLOYEE_REFERRAL })).toBe(true);
    expect(isEmployeeNameShown({ howHeard: 'SOCIAL_MEDIA' })).toBe(false);
    expect([0, 1, 2, 3].map(canAddContact)).toEqual([true, true, true, false]);
    expect([0, 1, 2].map(canRemoveContact)).toEqual([false, true, true]);
  });
});

describe('loaded vendor shape', () => {
  it('maps contacts to primaryContact* and secondaryContacts and back', () => {
    const values = registrationFormSchema.parse(validInput());
    const loaded = toLoadedVendorShape(values);
    expect(loaded).toMatchObject({
      companyName: 'Chesapeake Mechanical, LLC',
      primaryContactFirstName: 'Dana',
      primaryContactLastName: 'Whitfield',
      primaryContactJobTitle: 'President',
      primaryContactEmail: 'dana@chesapeakemech.com',
      primaryContactOfficePhone: '410-555-0134',
      primaryContactCellPhone: '443-555-0101',
      secondaryContacts: [
        { contactId: '77', firstName: 'Luis', lastName: 'Ortega', jobTitle: 'Estimator', email: 'luis@chesapeakemech.com', cellPhone: '443-555-0102' },
      ],
    });
    expect('contacts' in loaded).toBe(false);

    const back = fromLoadedVendorShape(loaded);
    expect(back.contacts).toEqual([
      { firstName: 'Dana', lastName: 'Whitfield', jobTitle: 'President', email: 'dana@chesapeakemech.com', cellPhone: '443-555-0101' },
      { contactId: '77', firstName: 'Luis', lastName: 'Ortega', jobTitle: 'Estimator', email: 'luis@chesapeakemech.com', cellPhone: '443-555-0102' },
    ]);
    expect('primaryContactEmail' in back).toBe(false);
    expect(registrationFormSchema.safeParse(back).success).toBe(true);
  });

  it('a loaded vendor without contacts gives one blank primary contact; the office phone stands in for a missing cell phone', () => {
    expect(fromLoadedVendorShape({ companyName: 'Acme' }).contacts).toEqual([{ firstName: '', lastName: '', jobTitle: '', email: '', cellPhone: '' }]);
    expect(
      fromLoadedVendorShape({ primaryContactOfficePhone: '410-555-0000', primaryContactCellPhone: null, secondaryContacts: [{ contactId: 5, firstName: 'X' }] })
        .contacts,
    ).toEqual([
      { firstName: '', lastName: '', jobTitle: '', email: '', cellPhone: '410-555-0000' },
      { contactId: '5', firstName: 'X', lastName: '', jobTitle: '', email: '', cellPhone: '' },
    ]);
  });
});
