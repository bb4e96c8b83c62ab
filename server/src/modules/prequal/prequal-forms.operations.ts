import type { Request, RequestHandler } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { bodyOf, objectOf, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import type { Services } from '../module.js';
import { cycleRefInput, departmentSaveInput, formSaveInput, postedFormSaveBody, submitAllInput, tabFormInput } from './prequal-forms.inputs.js';
import {
  PrequalFormAnswersInput,
  PrequalFormSetType,
  PrequalFormType,
  toPrequalFormSetView,
  toPrequalFormView,
  toRestBegunView,
  toRestFormView,
  toRestFormWithNotice,
} from './prequal-forms.types.js';

/**
 * One form's save is reached through three gates, one per transport, each its own row with its own permission
 * over the one schema (formSaveInput) and the one call (saveForm): GraphQL's savePrequalForm (prequal.fill),
 * REST's POST /vendor/prequal (prequal.answer, the company's admin) and PATCH /vendor/prequal/{id} (prequal.formChange,
 * staff on the vendor's behalf). The service then insists on prequal.answer for the company's admin (its own
 * company) or prequal.review for staff (answerPermissionOf); docs/decisions.md says why these are rows, not bindings.
 */
const saveForm = ({ services, actor, input: { status, ...ref } }: { services: Services; actor: Actor; input: z.output<typeof formSaveInput> }) =>
  services.prequalForms.save(actor, { ...ref, mode: status === 'SUBMIT' ? 'submit' : 'draft' });

/**
 * A save as REST posts it: `{ status, formTemplate: { category }, formFields, version, instance? }` (the answers are
 * read from the posted tree; whatever else it says of the form is ignored, the form's own template decides), the
 * instance from the body or the query. `source` (the screen it came from) is otherwise accepted and ignored.
 */
const postedSave = (vendorIdOf: (req: Request) => unknown) => (req: Request) => {
  const body = bodyOf(req);
  return {
    vendorId: vendorIdOf(req),
    instance: textOf(body.instance)?.trim() || req.query.instance,
    status: body.status,
    category: objectOf(body.formTemplate).category,
    version: body.version,
    formFields: body.formFields ?? null,
  };
};
const vendorIdInPath = (req: Request) => req.params.vendorId;

/** PATCH /vendor/prequal/{id}?source=departmentReview is the department review's Save; any other source passes on to the form's own save. */
const fromDepartmentReview: RequestHandler = (req, _res, next) => next(textOf(req.query.source)?.trim() === 'departmentReview' ? undefined : 'route');

const formArgs = { vendorId: arg(() => ID, { nullable: true }), instance: arg(() => String), form: arg(() => PrequalFormAnswersInput) };
/** GraphQL's form argument spread over the cycle's ids. */
const spreadForm = (a: Record<string, unknown>) => ({ vendorId: a.vendorId, instance: a.instance, ...(a.form as object) });

/**
 * The vendor's prequalification forms (specification section 7): begin, read a cycle's forms or one tab's,
 * save or submit them, and the department review's Save. Paths and payloads as the specification writes them;
 * the rules in the services (prequal-forms.service.ts, begin-prequal.service.ts), states in docs/prequal-state-machine.md.
 */
export const prequalFormsOperations = {
  prequalForms: operation({
    access: 'prequal.read',
    description:
      "A cycle's three forms. vendorId defaults to the caller's company (staff name one); instance to the newest cycle. NOT_FOUND when the company has begun none.",
    input: cycleRefInput,
    run: ({ services, actor, input }) => services.prequalForms.formSet(actor, input),
    graphql: {
      kind: 'query',
      returns: () => PrequalFormSetType,
      nullable: true,
      args: { vendorId: arg(() => ID, { nullable: true }), instance: arg(() => String, { nullable: true }) },
      answer: toPrequalFormSetView,
    },
  }),

  // Staff on the vendor's behalf (the In Progress tab) name the company in the path.
  prequalForm: operation({
    access: 'prequal.read',
    description: "One tab's form of a cycle (category SAFETY, FINANCIAL or LEGAL) with the cycle's return notice; the caller's company unless named.",
    input: tabFormInput,
    run: ({ services, actor, input }) => services.prequalForms.form(actor, input),
    rest: [
      { method: 'get', path: '/vendor/prequal', answer: toRestFormWithNotice },
      { method: 'get', path: '/vendor/prequal/:vendorId', answer: toRestFormWithNotice },
    ],
  }),

  beginPrequal: operation({
    access: 'prequal.begin',
    description:
      'Begin prequalification: a new cycle with three DRAFT forms on the newest templates; the company moves to IN_PROGRESS. Without a number of employees: BAD_USER_INPUT with extensions.type NoEmployeesFoundException.',
    input: cycleRefInput.pick({ vendorId: true }),
    run: ({ services, actor, input }) => services.beginPrequal.begin(actor, input.vendorId),
    graphql: { kind: 'mutation', returns: () => PrequalFormSetType, args: { vendorId: arg(() => ID, { nullable: true }) }, answer: toPrequalFormSetView },
    rest: { method: 'post', path: '/vendor/begin-prequal/:vendorId', status: 201, answer: toRestBegunView },
  }),

  savePrequalForm: operation({
    access: 'prequal.fill',
    description:
      'Save one form as a draft (the company admin, or staff with prequal.review on its behalf): answers may be incomplete, never ill-typed (BAD_USER_INPUT with fieldErrors by path). A stale version is a CONFLICT.',
    input: formSaveInput,
    run: saveForm,
    graphql: { kind: 'mutation', returns: () => PrequalFormType, args: formArgs, input: (a) => ({ ...spreadForm(a), status: 'DRAFT' }), answer: toPrequalFormView },
  }),

  answerPrequalForm: operation({
    access: 'prequal.answer',
    description:
      "The company admin's save (status DRAFT) or submit (SUBMIT) of one form of its own company; the last form submitted moves the company to ADMIN_REVIEW_PENDING.",
    input: formSaveInput,
    run: saveForm,
    rest: {
      method: 'post',
      path: '/vendor/prequal',
      input: postedSave((req) => textOf(bodyOf(req).vendorId)?.trim() || req.query.vendorId),
      body: postedFormSaveBody,
      answer: toRestFormView,
    },
  }),

  // Before changePrequalForm: its route shares the path, and passes the request on unless ?source=departmentReview.
  saveDepartmentForm: operation({
    access: 'prequal.departmentDecide',
    description:
      'The department review\'s Save of one form ("Save submits the current form"): the corrected answers of a department that has not decided, checked complete; the form stays submitted. CONFLICT when the company is not in department review or the department has decided, or on a stale version.',
    input: departmentSaveInput,
    run: ({ services, actor, input: { status: _submits, ...ref } }) => services.prequalForms.saveInDepartmentReview(actor, ref),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalFormType,
      args: { ...formArgs, vendorId: arg(() => ID) },
      input: spreadForm,
      answer: toPrequalFormView,
    },
    rest: {
      method: 'patch',
      path: '/vendor/prequal/:vendorId',
      match: fromDepartmentReview,
      input: postedSave(vendorIdInPath),
      body: postedFormSaveBody,
      answer: toRestFormView,
    },
  }),

  changePrequalForm: operation({
    access: 'prequal.formChange',
    description: "Staff's save (DRAFT) or submit (SUBMIT) of one form on the company's behalf, with prequal.review, while it is in progress.",
    input: formSaveInput,
    run: saveForm,
    rest: { method: 'patch', path: '/vendor/prequal/:vendorId', input: postedSave(vendorIdInPath), body: postedFormSaveBody, answer: toRestFormView },
  }),

  submitPrequalForms: operation({
    access: 'prequal.fill',
    description:
      'Submit the three forms at once (the company admin, or staff with prequal.review on its behalf), all or nothing; every field is required. Errors of every form together: fieldErrors keyed CATEGORY:path (e.g. FINANCIAL:revenue2024). The company moves to ADMIN_REVIEW_PENDING.',
    input: submitAllInput,
    run: ({ services, actor, input }) => services.prequalForms.submitAll(actor, input),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalFormSetType,
      args: { vendorId: arg(() => ID, { nullable: true }), instance: arg(() => String), forms: arg(() => [PrequalFormAnswersInput]) },
      answer: toPrequalFormSetView,
    },
  }),
};
