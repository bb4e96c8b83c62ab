import { SETTINGS } from '@portal/common/settings/registry';
import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';
import { FormTemplate } from './form-template.entity.js';

/** The newest legal template's own fields, so a permitted save adds an identical version and changes no one's forms. */
const legalFields = async (p: TestPortal) => (await p.em().findOneOrFail(FormTemplate, { category: 'LEGAL' }, { orderBy: { version: 'desc' } })).fields;
/** The threshold as it is (the default), so a permitted save changes nothing for the other suites' companies. */
const THRESHOLD = SETTINGS['safety-form-emp-count'].default;

// No vendor role may call any of these (forms.read and forms.edit are internal), so there is no cross-company case.
export const formsPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'formTemplate',
    send: (p, token) => p.gql('{ formTemplate(category: SAFETY) { version category } }', {}, token),
  },
  {
    kind: 'graphql',
    name: 'saveFormTemplate',
    send: async (p, token) => p.gql('mutation($f:JSON!){ saveFormTemplate(category: LEGAL, fields: $f) { version } }', { f: await legalFields(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'safetyFormEmployeeCount',
    send: (p, token) => p.gql('{ safetyFormEmployeeCount }', {}, token),
  },
  {
    kind: 'graphql',
    name: 'setSafetyFormEmployeeCount',
    send: (p, token) => p.gql('mutation($v:Int!){ setSafetyFormEmployeeCount(value: $v) }', { v: THRESHOLD }, token),
  },
  {
    kind: 'rest',
    name: 'GET /get-form',
    send: (p, token) => p.rest('GET', '/get-form?category=FINANCIAL', { token }),
  },
  {
    kind: 'rest',
    name: 'POST /create-form',
    send: async (p, token) => p.rest('POST', '/create-form', { body: { formTemplate: { category: 'LEGAL' }, formFields: { fields: await legalFields(p) } }, token }),
  },
  {
    kind: 'rest',
    name: 'GET /config/safety-form-emp-count',
    send: (p, token) => p.rest('GET', '/config/safety-form-emp-count', { token }),
  },
  {
    kind: 'rest',
    name: 'PUT /config/safety-form-emp-count',
    send: (p, token) => p.rest('PUT', '/config/safety-form-emp-count', { body: { value: THRESHOLD }, token }),
  },
];
