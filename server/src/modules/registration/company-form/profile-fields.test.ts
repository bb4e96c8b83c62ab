import 'reflect-metadata';
import { build, registrationShape } from '@portal/common/validation/registration';
import { PROFILE_FIELDS, type ProfileField } from '@portal/common/validation/registration-fields';
import { printType, type GraphQLNamedType } from 'graphql';
import { Arg, buildSchema, InputType, ObjectType, Query, Resolver } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { crmAccountOf, type Vendor } from '../../companies/index.js';
import { declareProfileInputFields, declareProfileOutputFields, profileViewOf } from './company-form.types.js';

/**
 * A field added to the table alone (no column: the table is handed to each consumer, as the real one is by default)
 * reaches the schema, the GraphQL types, the loaded view and the CRM account. It takes over the CRM's phone
 * attribute from the office phone, so the account shows which row it came from.
 */
const FAX: ProfileField = {
  name: 'officeFaxNumber',
  label: 'Office Fax Number',
  kind: 'phone',
  requiredIn: ['registration'],
  crm: 'phone',
  screen: { section: 'company', order: 8, type: 'tel' },
};
const FIELDS: readonly ProfileField[] = [...PROFILE_FIELDS.map((f) => (f.name === 'officePhoneNumber' ? { ...f, crm: undefined } : f)), FAX];

const errorsOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a field declared only in the profile table', () => {
  it('is validated by the form schema: required on a submit, its format in every mode, kept when valid', () => {
    const submit = build('registration', registrationShape('registration', FIELDS));
    const generalInfo = build('generalInfo', registrationShape('generalInfo', FIELDS));
    expect(errorsOf(submit.safeParse({})).officeFaxNumber).toBe('Office Fax Number is required');
    expect(errorsOf(generalInfo.safeParse({ officeFaxNumber: '3015550100' }))).toEqual({
      officeFaxNumber: 'Office Fax Number must be in the format NNN-NNN-NNNN',
    });
    expect(generalInfo.parse({ officeFaxNumber: ' 301-555-0100 ' })).toMatchObject({ officeFaxNumber: '301-555-0100' });
  });

  it('is a field of the GraphQL output and input types, and of the loaded view', async () => {
    @ObjectType('ThrowawayRegistration')
    class Output {}
    @InputType('ThrowawayRegistrationInput')
    class Input {}
    declareProfileOutputFields(Output, FIELDS);
    declareProfileInputFields(Input, FIELDS);
    @Resolver()
    class ThrowawayResolver {
      @Query(() => Output)
      throwaway(@Arg('input', () => Input) input: Input): Output {
        return input;
      }
    }
    const schema = await buildSchema({ resolvers: [ThrowawayResolver], validate: false });
    const printed = (name: string) => printType(schema.getType(name) as GraphQLNamedType);
    expect(printed('ThrowawayRegistration')).toContain('  officeFaxNumber: String\n');
    expect(printed('ThrowawayRegistrationInput')).toContain('  officeFaxNumber: String\n');
    // the real table's fields are there as well, as in VendorRegistration
    expect(printed('ThrowawayRegistration')).toContain('  companyName: String!\n');

    const view = profileViewOf({ companyName: 'Acme', officeFaxNumber: '301-555-0100' }, { w9File: null, generalContractReferencesDocument: null }, FIELDS);
    expect(view).toMatchObject({ companyName: 'Acme', officeFaxNumber: '301-555-0100', officePhoneNumber: null, regions: undefined });
  });

  it('is written to the CRM account under its attribute', () => {
    const vendor = { companyName: 'Acme', officePhoneNumber: '301-555-0199', officeFaxNumber: '301-555-0100', contacts: { isInitialized: () => false } };
    expect(crmAccountOf(vendor as unknown as Vendor, FIELDS)).toMatchObject({ name: 'Acme', phone: '301-555-0100' });
    expect(crmAccountOf(vendor as unknown as Vendor)).toMatchObject({ name: 'Acme', phone: '301-555-0199' });
  });
});
