import { answersOf } from '@portal/common/forms/answers';
import { departments, inWords, isFormCategory } from '@portal/common/domain/categories';
import type { FormField } from '@portal/common/forms/field-model';
import { Router, type Request } from 'express';
import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import type { FormCategory } from '../forms/index.js';
import { toRestBegunView, toRestFormView, toRestFormWithNotice } from './prequal-forms.types.js';

/**
 * REST facade for the vendor's prequalification forms (specification section 7): begin, read one tab's form,
 * save or submit it. The same services as GraphQL; paths and payloads as the specification writes them.
 * Decisions in docs/prequal-state-machine.md.
 */
export function prequalFormsRoutes(): Router {
  const r = Router();
  r.post(
    '/vendor/begin-prequal/:vendorId',
    allow('prequal.begin'),
    route(async (ctx, req) => toRestBegunView(await ctx.services.beginPrequal.begin(await ctx.getActor(), String(req.params.vendorId))), 201),
  );
  r.get(
    '/vendor/prequal',
    allow('prequal.read'),
    route(async (ctx, req) =>
      toRestFormWithNotice(
        await ctx.services.prequalForms.form(await ctx.getActor(), {
          vendorId: textOf(req.query.vendorId),
          instance: textOf(req.query.instance),
          category: categoryOf(req.query.category),
        }),
      ),
    ),
  );
  r.post(
    '/vendor/prequal',
    allow('prequal.answer'),
    route(async (ctx, req) => toRestFormView(await saveFromBody(ctx, req, textOf(bodyOf(req).vendorId) ?? textOf(req.query.vendorId)))),
  );
  // Staff on the vendor's behalf (the In Progress tab), the company in the path: read one tab's form, save or submit it.
  r.get(
    '/vendor/prequal/:vendorId',
    allow('prequal.read'),
    route(async (ctx, req) =>
      toRestFormWithNotice(
        await ctx.services.prequalForms.form(await ctx.getActor(), {
          vendorId: String(req.params.vendorId),
          instance: textOf(req.query.instance),
          category: categoryOf(req.query.category),
        }),
      ),
    ),
  );
  // The gate lets the company's admin, the editors and the reviewer through; the service insists on prequal.answer
  // (own company) or prequal.review (staff) in progress, and on prequal.departmentDecide for the department review's Save.
  r.patch(
    '/vendor/prequal/:vendorId',
    allow('prequal.formChange'),
    route(async (ctx, req) =>
      toRestFormView(
        textOf(req.query.source) === DEPARTMENT_REVIEW_SOURCE
          ? await departmentSaveFromBody(ctx, req, String(req.params.vendorId))
          : await saveFromBody(ctx, req, String(req.params.vendorId)),
      ),
    ),
  );
  return r;
}

/** `source` of the department review's Save ("Save submits the current form"); any other source is the form's own save. */
const DEPARTMENT_REVIEW_SOURCE = 'departmentReview';

/**
 * A save or submit of one form as REST posts it ({ status, formTemplate{category}, formFields, version, instance? }).
 * `source` (the screen it came from) is otherwise accepted and ignored.
 */
async function saveFromBody(ctx: RequestContext, req: Request, vendorId: string | undefined) {
  const body = bodyOf(req);
  const formTemplate = body.formTemplate as Record<string, unknown> | undefined;
  return ctx.services.prequalForms.save(await ctx.getActor(), {
    vendorId,
    instance: textOf(body.instance) ?? textOf(req.query.instance),
    mode: statusOf(body.status) === 'SUBMIT' ? 'submit' : 'draft',
    // The answers only: whatever else the posted tree says of the form is ignored, the form's own template decides.
    form: { category: categoryOf(formTemplate?.category), answers: answersOf(postedFields(body.formFields)), version: versionOf(body.version) },
  });
}

/** The department review's Save of one form, posted as any save (its status, if sent, must be SUBMIT: the Save submits). */
async function departmentSaveFromBody(ctx: RequestContext, req: Request, vendorId: string) {
  const body = bodyOf(req);
  if (body.status !== undefined && statusOf(body.status) !== 'SUBMIT') throw AppError.badInput(DEPARTMENT_STATUS_MESSAGE, { status: DEPARTMENT_STATUS_MESSAGE });
  const formTemplate = body.formTemplate as Record<string, unknown> | undefined;
  return ctx.services.prequalForms.saveInDepartmentReview(await ctx.getActor(), {
    vendorId,
    instance: textOf(body.instance) ?? textOf(req.query.instance),
    form: { category: categoryOf(formTemplate?.category), answers: answersOf(postedFields(body.formFields)), version: versionOf(body.version) },
  });
}

const DEPARTMENT_STATUS_MESSAGE = 'status must be SUBMIT: the department review saves a form complete';

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A query or body text; absent or blank is undefined. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** "category must be SAFETY, FINANCIAL or LEGAL": the registry's departments (SAFETY_LITE is accepted too). */
const categoryMessage = () => `category must be ${inWords(departments().map((d) => d.key))}`;

function categoryOf(value: unknown): FormCategory {
  const category = textOf(value)?.toUpperCase();
  if (!category || !isFormCategory(category)) throw AppError.badInput(categoryMessage(), { category: categoryMessage() });
  return category as FormCategory;
}

const STATUS_MESSAGE = 'status must be DRAFT or SUBMIT';

function statusOf(value: unknown): 'DRAFT' | 'SUBMIT' {
  const status = textOf(value)?.toUpperCase();
  if (status !== 'DRAFT' && status !== 'SUBMIT') throw AppError.badInput(STATUS_MESSAGE, { status: STATUS_MESSAGE });
  return status;
}

const VERSION_MESSAGE = 'version must be the whole number the form was loaded with';

function versionOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw AppError.badInput(VERSION_MESSAGE, { version: VERSION_MESSAGE });
  return n;
}

const FIELDS_MESSAGE = "formFields must be the form's fields: a list, or { fields: [...] }, each with its slug and type";
const MAX_DEPTH = 20;

/**
 * The posted field tree (a list, or `{ fields: [...] }`), made safe to walk: every node an object with a
 * slug and a type, groups with props and a list of children. Only the answers are read from it (answersOf);
 * they are then checked against the form's own template version.
 */
function postedFields(raw: unknown): FormField[] {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { fields?: unknown }).fields)
      ? (raw as { fields: unknown[] }).fields
      : null;
  if (!list) throw AppError.badInput(FIELDS_MESSAGE, { formFields: FIELDS_MESSAGE });
  return list.map((node) => postedField(node, 1));
}

function postedField(raw: unknown, depth: number): FormField {
  if (depth > MAX_DEPTH || !raw || typeof raw !== 'object' || Array.isArray(raw)) throw AppError.badInput(FIELDS_MESSAGE, { formFields: FIELDS_MESSAGE });
  const { slug, type, props, children, userInput } = raw as Record<string, unknown>;
  if (typeof slug !== 'string' || typeof type !== 'string') throw AppError.badInput(FIELDS_MESSAGE, { formFields: FIELDS_MESSAGE });
  return {
    slug,
    type,
    props: props && typeof props === 'object' && !Array.isArray(props) ? props : {},
    children: Array.isArray(children) ? children.map((c) => postedField(c, depth + 1)) : [],
    userInput,
  } as FormField;
}
