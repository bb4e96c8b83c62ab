import { answersOf } from '@portal/common/forms/answers';
import { departments, inWords, isFormCategory } from '@portal/common/domain/categories';
import type { FormField } from '@portal/common/forms/field-model';
import { z } from 'zod';
import type { FormCategory } from '../forms/index.js';

/**
 * The inputs of the vendor's forms (prequal-forms.operations.ts), one schema per kind of call for both transports.
 * GraphQL's enums and Int arrive already checked; REST sends free text and the posted field tree, refused here
 * with the sentences the REST facade has always answered, keyed by the name the caller sent.
 */

/** A text trimmed and upper-cased; blank or not a text reads as absent. */
const upperText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined);

/** "category must be SAFETY, FINANCIAL or LEGAL": the registry's departments (SAFETY_LITE is accepted too). */
const categoryMessage = () => `category must be ${inWords(departments().map((d) => d.key))}`;

export const categoryInput = z.preprocess(
  upperText,
  z.custom<FormCategory>((v) => typeof v === 'string' && isFormCategory(v), { error: categoryMessage }),
);

/** A company id or a cycle's instance as a filter: a text, or absent (blank and not a text read as absent; the service trims). */
const refText = z.preprocess((v) => (typeof v === 'string' && v.trim() ? v : undefined), z.string().optional());

/** Which company and cycle (CycleRef): the caller's own company and the newest cycle unless named. */
export const cycleRefInput = z.object({ vendorId: refText, instance: refText });

/** One tab's form of a cycle (GET /vendor/prequal?category=). */
export const tabFormInput = cycleRefInput.extend({ category: categoryInput });

const VERSION_MESSAGE = 'version must be the whole number the form was loaded with';

/** The form row version the save was loaded at: a whole number, or its digits as text. */
const versionInput = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.custom<number>((v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0, { error: VERSION_MESSAGE }),
);

const FIELDS_MESSAGE = "formFields must be the form's fields: a list, or { fields: [...] }, each with its slug and type";
const MAX_DEPTH = 20;

/**
 * REST's posted field tree (a list, or `{ fields: [...] }`), made safe to walk: every node an object with a slug
 * and a type, groups with props and a list of children. Only its answers are read (answersOf); they are then
 * checked against the form's own template version by the service.
 */
const formFieldsInput = z.unknown().transform((raw, ctx) => {
  const list = Array.isArray(raw) ? raw : Array.isArray((raw as { fields?: unknown } | null)?.fields) ? (raw as { fields: unknown[] }).fields : null;
  const tree = list?.map((node) => postedField(node, 1));
  if (tree && tree.every(Boolean)) return answersOf(tree as FormField[]);
  ctx.addIssue({ code: 'custom', message: FIELDS_MESSAGE });
  return z.NEVER;
});

function postedField(raw: unknown, depth: number): FormField | null {
  if (depth > MAX_DEPTH || !raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { slug, type, props, children, userInput } = raw as Record<string, unknown>;
  if (typeof slug !== 'string' || typeof type !== 'string') return null;
  const kids = Array.isArray(children) ? children.map((c) => postedField(c, depth + 1)) : [];
  if (!kids.every(Boolean)) return null;
  return { slug, type, props: props && typeof props === 'object' && !Array.isArray(props) ? props : {}, children: kids, userInput } as FormField;
}

const STATUS_MESSAGE = 'status must be DRAFT or SUBMIT';
const DEPARTMENT_STATUS_MESSAGE = 'status must be SUBMIT: the department review saves a form complete';

/** DRAFT keeps incomplete answers, SUBMIT needs every field. */
const saveStatusInput = z.preprocess(upperText, z.enum(['DRAFT', 'SUBMIT'], { error: STATUS_MESSAGE }));

/** The department review's Save submits the form: its status, if sent, must be SUBMIT. */
const departmentStatusInput = saveStatusInput.optional().refine((s) => s !== 'DRAFT', { error: DEPARTMENT_STATUS_MESSAGE });

/**
 * One form's save, as both transports send it: GraphQL names the answers by slug (`answers`), REST posts the
 * form's field tree with each answer in its userInput (`formFields`, always named by REST's binding, so a missing
 * tree is refused rather than read as no answers). Parsed, it is a CycleRef with the form's answers.
 */
const formSaveShape = {
  ...cycleRefInput.shape,
  category: categoryInput,
  version: versionInput,
  answers: z.unknown().optional(),
  formFields: formFieldsInput.optional(),
};

interface PostedSave<S> {
  vendorId?: string;
  instance?: string;
  status?: S;
  category: FormCategory;
  version: number;
  answers?: unknown;
  formFields?: unknown;
}

function toFormSave<S>({ category, version, answers, formFields, ...ref }: PostedSave<S>) {
  return { ...ref, form: { category, version, answers: formFields === undefined ? answers : formFields } };
}

/**
 * A node of the posted field tree as REST sends it: its slug and type, its answer in userInput, a group's children
 * (nodes of the same shape: written out, not as a reference, since the document takes the body's properties alone).
 */
const postedFieldBody = z.looseObject({
  slug: z.string(),
  type: z.string(),
  props: z.record(z.string(), z.unknown()).optional(),
  userInput: z.unknown().optional().describe("The field's answer."),
  children: z.array(z.record(z.string(), z.unknown())).optional().describe("A group's fields, each a node of this shape."),
});

/**
 * The body of REST's form save (POST /vendor/prequal, PATCH /vendor/prequal/{vendorId}) as the specification writes
 * it, for the OpenAPI document: the operations' REST bindings reshape it into formSaveInput, which checks it.
 */
export const postedFormSaveBody = z.object({
  vendorId: z.string().optional().describe("The company; the caller's own unless named (staff name one, or in the path)."),
  instance: z.string().optional().describe('The cycle; the newest unless named (also read from the query).'),
  status: z.enum(['DRAFT', 'SUBMIT']).describe('DRAFT keeps incomplete answers, SUBMIT needs every field.'),
  formTemplate: z.object({ category: z.string().describe('SAFETY, FINANCIAL or LEGAL.') }),
  version: z.int().min(0).describe('The form row version the form was loaded at.'),
  formFields: z.union([z.array(postedFieldBody), z.object({ fields: z.array(postedFieldBody) })]).describe("The form's field tree, each answer in its userInput."),
  source: z.string().optional().describe("The screen the save came from; departmentReview on PATCH is the department review's Save."),
});

/** A save or submit of one form (the company admin, or staff on its behalf). */
export const formSaveInput = z.object({ ...formSaveShape, status: saveStatusInput }).transform(toFormSave);

/** The department review's Save of one form (the company named). */
export const departmentSaveInput = z.object({ ...formSaveShape, status: departmentStatusInput }).transform(toFormSave);

/** The three forms submitted at once (GraphQL's submitPrequalForms). */
export const submitAllInput = cycleRefInput.extend({
  forms: z.array(z.object({ category: categoryInput, answers: z.unknown(), version: versionInput })),
});
