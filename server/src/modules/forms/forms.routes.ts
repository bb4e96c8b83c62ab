import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { toFormTemplateRest } from './forms.types.js';

/** The body of POST /create-form: `formFields: { fields }` as the specification writes it, or the list itself. */
function fieldsOf(formFields: unknown): unknown {
  if (formFields && typeof formFields === 'object' && !Array.isArray(formFields) && 'fields' in formFields) return formFields.fields;
  return formFields;
}

/** REST facade for the form builder: GET /get-form, POST /create-form, GET and PUT /config/safety-form-emp-count. */
export function formsRoutes(): Router {
  const r = Router();
  r.get(
    '/get-form',
    allow('forms.read'),
    route(async (ctx, req) => toFormTemplateRest(await ctx.services.forms.template(await ctx.getActor(), req.query.category, req.query.version))),
  );
  r.post(
    '/create-form',
    allow('forms.edit'),
    route(async (ctx, req) => {
      const body = (req.body ?? {}) as { formTemplate?: { category?: unknown }; formFields?: unknown };
      return toFormTemplateRest(await ctx.services.forms.saveTemplate(await ctx.getActor(), body.formTemplate?.category, fieldsOf(body.formFields)));
    }, 201),
  );
  r.get(
    '/config/safety-form-emp-count',
    allow('forms.read'),
    route(async (ctx) => ({ value: await ctx.services.forms.employeeCount(await ctx.getActor()) })),
  );
  r.put(
    '/config/safety-form-emp-count',
    allow('forms.edit'),
    route(async (ctx, req) => ({ value: await ctx.services.forms.setEmployeeCount(await ctx.getActor(), (req.body ?? {}).value) })),
  );
  return r;
}
