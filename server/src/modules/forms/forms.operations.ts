import { GraphQLJSON } from 'graphql-scalars';
import { Int } from 'type-graphql';
import { SETTINGS } from '@portal/common/settings/registry';
import { z } from 'zod';
import { arg, operation } from '../../operations/operation.js';
import { FormCategoryEnum } from './form-category.enum.js';
import { categorySchema, employeeThresholdSchema, versionSchema } from './forms.service.js';
import { FormTemplateType, toFormTemplateRest, toFormTemplateView } from './forms.types.js';

/** The body of POST /create-form: `formFields: { fields }` as the specification writes it, or the list itself. */
function fieldsOf(formFields: unknown): unknown {
  if (formFields && typeof formFields === 'object' && !Array.isArray(formFields) && 'fields' in formFields) return formFields.fields;
  return formFields;
}

/** No version (absent, null or blank) reads the newest. */
const optionalVersion = z.preprocess((v) => (v === null || v === '' ? undefined : v), versionSchema.optional());

/** The form builder (admin specification, Form builder): templates and the Safety Lite threshold; docs/forms.md. */
export const formsOperations = {
  formTemplate: operation({
    access: 'forms.read',
    description: "The newest version of a category's questionnaire, or the version asked for.",
    input: z.object({ category: categorySchema, version: optionalVersion }),
    run: ({ services, input }) => services.forms.template(input.category, input.version),
    graphql: {
      kind: 'query',
      returns: () => FormTemplateType,
      args: { category: arg(() => FormCategoryEnum), version: arg(() => Int, { nullable: true }) },
      answer: toFormTemplateView,
    },
    rest: { method: 'get', path: '/get-form', answer: toFormTemplateRest },
  }),

  saveFormTemplate: operation({
    access: 'forms.edit',
    description: 'Saves the fields as the next version of the category; forms begun earlier keep their version.',
    input: z.object({ category: categorySchema, fields: z.unknown() }),
    run: ({ services, actor, input }) => services.forms.saveTemplate(actor, input.category, input.fields),
    graphql: {
      kind: 'mutation',
      returns: () => FormTemplateType,
      args: { category: arg(() => FormCategoryEnum), fields: arg(() => GraphQLJSON) },
      answer: toFormTemplateView,
    },
    rest: {
      method: 'post',
      path: '/create-form',
      status: 201,
      input: (req) => {
        const body = (req.body ?? {}) as { formTemplate?: { category?: unknown }; formFields?: unknown };
        return { category: body.formTemplate?.category, fields: fieldsOf(body.formFields) };
      },
      answer: toFormTemplateRest,
    },
  }),

  safetyFormEmployeeCount: operation({
    access: SETTINGS['safety-form-emp-count'].read,
    description: 'safety-form-emp-count: a company with fewer employees answers the Safety Lite form.',
    input: z.object({}),
    run: ({ services }) => services.forms.employeeCount(),
    graphql: { kind: 'query', returns: () => Int, args: {} },
    rest: { method: 'get', path: '/config/safety-form-emp-count', answer: (value) => ({ value }) },
  }),

  setSafetyFormEmployeeCount: operation({
    access: SETTINGS['safety-form-emp-count'].write,
    description: 'Sets the Safety Lite employee threshold (at least 1).',
    input: employeeThresholdSchema,
    run: ({ services, actor, input }) => services.forms.setEmployeeCount(actor, input.value),
    graphql: { kind: 'mutation', returns: () => Int, args: { value: arg(() => Int) } },
    rest: { method: 'put', path: '/config/safety-form-emp-count', answer: (value) => ({ value }) },
  }),
};
