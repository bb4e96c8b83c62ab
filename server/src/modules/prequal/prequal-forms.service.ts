import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '@portal/common/errors';
import { answerErrorsMessage, draftAnswers, validateAnswers, type AnswerError, type AnswerMode, type AnswerRow, type Answers } from '@portal/common/forms/answers';
import { labelOf, walkFields, type FormField } from '@portal/common/forms/field-model';
import type { Permission } from '@portal/common/auth/roles';
import type { PrequalStatus } from '@portal/common/domain/statuses';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueScoreRefresh } from '../../jobs/score-refresh.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { StoredFile } from '../files/index.js';
import type { FormCategory } from '../forms/index.js';
import { emitEvent } from '../webhooks/index.js';
import { answerPermissionOf, assertMayReadAnswers, companyFor, PREQUAL_MESSAGES, staleForm } from './prequal-access.js';
import { PrequalForm } from './prequal-form.entity.js';
import { formSetOf, inTabOrder, isOpen, tabOf, tabWords, type PrequalFormSet, type PrequalTab, type ReturnNotice } from './prequal-form-set.js';
import { moveCompanyPrequal } from './prequal-projection.js';
import { PREQUAL_STATUS_WORDS } from './prequal-status.js';
import { Prequalification } from './prequalification.entity.js';

/** One form's answers as a save sends them: the form (by category), the answers by slug, the version it was loaded at. */
export interface FormAnswersInput {
  /** The form's category; SAFETY and SAFETY_LITE both name the safety tab's form. */
  category: FormCategory;
  answers: unknown;
  version: number;
}

/** Which company and cycle: the vendor user's own company when no vendorId; the newest cycle when no instance. */
export interface CycleRef {
  vendorId?: string | null;
  instance?: string | null;
}

/** A cycle locked for a change of its answers, with its forms in tab order. */
interface OpenCycle {
  actor: Actor;
  vendor: Vendor;
  prequal: Prequalification;
  forms: PrequalForm[];
}

/** A file an answer names, where it is named (the error's path and label). */
interface FileAnswer {
  path: string;
  label: string;
  fileId: string;
}

/**
 * The vendor's prequalification forms: reading a cycle's three forms, saving one as a draft, submitting.
 * Every answer is checked against the form's own template version (validateAnswers, the client's validator
 * too); files named by answers must be the company's own. Saves carry the version they were loaded at, so a
 * save from a stale copy (a second tab) is refused, never written over newer answers.
 */
export class PrequalFormsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  /** A cycle's three forms (vendors: their own company; staff name the company). NOT_FOUND when there is none. */
  async formSet(actor: Actor | null, ref: CycleRef): Promise<PrequalFormSet> {
    const { actor: a, vendorId } = companyFor(actor, 'prequal.read', ref.vendorId);
    const vendor = await this.em.findOne(Vendor, { id: vendorId });
    if (!vendor) throw AppError.notFound('Company');
    const prequal = await this.cycleOf(this.em, vendor, ref.instance);
    const forms = await this.em.find(PrequalForm, { prequalification: prequal }, { populate: ['template'] });
    return formSetOf(a, vendor, prequal, forms);
  }

  /** One tab's form of a cycle with the cycle's return notice (GET /vendor/prequal?category= answers both). */
  async form(actor: Actor | null, ref: CycleRef & { category: FormCategory }): Promise<{ form: PrequalForm; returned: ReturnNotice | null }> {
    const set = await this.formSet(actor, ref);
    const form = formOfTab(set.forms, ref.category);
    assertMayReadAnswers(actor!, form.category);
    return { form, returned: set.returned };
  }

  /**
   * Saves one form: 'draft' keeps answers that may be incomplete or outside their questions' limits (an EMR
   * of 9: the typing is kept, Submit refuses it) but never ill-typed, oversized or unknown ones (the form moves to
   * IN_PROGRESS); 'submit' needs every field answered and marks the form SUBMIT, and when all three forms are
   * submitted the company moves to ADMIN_REVIEW_PENDING in the same transaction.
   */
  async save(actor: Actor | null, ref: CycleRef & { form: FormAnswersInput; mode: AnswerMode }): Promise<PrequalForm> {
    return this.inOpenCycle(actor, ref, async (tx, cycle) => {
      const form = formOfTab(cycle.forms, ref.form.category);
      assertMayReadAnswers(cycle.actor, form.category);
      assertChangeable(form, ref.form.version);
      const answers = checkedAnswers(form, ref.form.answers, ref.mode);
      const foreign = await this.foreignFiles(tx, cycle.vendor, fileAnswers(form.template.fields, answers));
      if (foreign.length) throw AppError.badInput(answerErrorsMessage(foreign), fieldErrorsOf(foreign));
      this.write(tx, cycle, form, answers, ref.mode);
      // The company's score reads these answers (modules/prequal-score): recomputed by a job this save commits.
      await queueScoreRefresh(this.jobs, tx, { vendorId: cycle.vendor.id });
      if (ref.mode === 'submit' && cycle.forms.every((f) => f.status === 'SUBMIT')) await this.submitCycle(tx, cycle);
      return form;
    });
  }

  /**
   * A department's Save in the department review ("Save submits the current form"): the reviewer's corrections to
   * the form of a department that has not decided, checked complete as a submit; the form stays submitted (its
   * submitted date too) and the company stays in department review. A decided form is never changed.
   */
  async saveInDepartmentReview(actor: Actor | null, ref: CycleRef & { form: FormAnswersInput }): Promise<PrequalForm> {
    // Before the cycle's state: a role that may not read the form learns nothing of it.
    if (actor) assertMayReadAnswers(actor, ref.form.category);
    return this.inCycle(actor, 'prequal.departmentDecide', ref, 'DEPARTMENT_REVIEW_PENDING', async (tx, cycle) => {
      const form = formOfTab(cycle.forms, ref.form.category);
      if (form.departmentStatus !== 'DEPARTMENT_PENDING') {
        throw new AppError('CONFLICT', `The ${tabWords(tabOf(form.category)).toLowerCase()} form has been decided; it cannot be changed.`);
      }
      if (ref.form.version !== form.version) throw staleForm();
      const answers = checkedAnswers(form, ref.form.answers, 'submit');
      const foreign = await this.foreignFiles(tx, cycle.vendor, fileAnswers(form.template.fields, answers));
      if (foreign.length) throw AppError.badInput(answerErrorsMessage(foreign), fieldErrorsOf(foreign));
      this.write(tx, cycle, form, answers, 'submit');
      await queueScoreRefresh(this.jobs, tx, { vendorId: cycle.vendor.id });
      return form;
    });
  }

  /**
   * Submits the three forms at once, all or nothing: every form is checked completely and every error of every
   * form is answered together (fieldErrors keyed `CATEGORY:path`, e.g. `FINANCIAL:revenue2024`); nothing is
   * written unless all three pass. A form already submitted (by REST's per-form SUBMIT) is left as it is.
   * The company moves to ADMIN_REVIEW_PENDING.
   */
  async submitAll(actor: Actor | null, ref: CycleRef & { forms: FormAnswersInput[] }): Promise<PrequalFormSet> {
    return this.inOpenCycle(actor, ref, async (tx, cycle) => {
      const given = new Map<PrequalTab, FormAnswersInput>();
      for (const input of ref.forms) {
        const tab = tabOf(input.category);
        if (given.has(tab)) throw AppError.badInput(`The ${tabWords(tab).toLowerCase()} form is sent twice.`);
        given.set(tab, input);
      }
      const missing = cycle.forms.filter((f) => isOpen(f) && !given.has(tabOf(f.category)));
      if (missing.length) {
        throw AppError.badInput(`Send the answers of every form to submit: ${missing.map((f) => tabWords(tabOf(f.category)).toLowerCase()).join(', ')} missing.`);
      }

      const checked: { form: PrequalForm; answers: Answers }[] = [];
      const invalid: { form: PrequalForm; errors: AnswerError[] }[] = [];
      for (const form of cycle.forms) {
        const input = given.get(tabOf(form.category));
        if (!input) continue;
        assertMayReadAnswers(cycle.actor, form.category);
        if (!isOpen(form)) {
          if (input.version !== form.version) throw staleForm();
          continue;
        }
        assertChangeable(form, input.version);
        const result = validateAnswers(form.template.fields, input.answers, 'submit');
        if (result.success) checked.push({ form, answers: result.answers });
        else invalid.push({ form, errors: result.errors });
      }
      for (const { form, answers } of checked) {
        const foreign = await this.foreignFiles(tx, cycle.vendor, fileAnswers(form.template.fields, answers));
        if (foreign.length) invalid.push({ form, errors: foreign });
      }
      if (invalid.length) {
        const ordered = inTabOrder(invalid.map((i) => i.form)).map((f) => invalid.find((i) => i.form === f)!);
        throw AppError.badInput(
          ordered.map(({ form, errors }) => `${tabWords(tabOf(form.category))}: ${answerErrorsMessage(errors)}`).join(' '),
          Object.assign({}, ...ordered.map(({ form, errors }) => fieldErrorsOf(errors, `${form.category}:`))) as FieldErrors,
        );
      }
      for (const { form, answers } of checked) this.write(tx, cycle, form, answers, 'submit');
      await queueScoreRefresh(this.jobs, tx, { vendorId: cycle.vendor.id });
      await this.submitCycle(tx, cycle);
      return formSetOf(cycle.actor, cycle.vendor, cycle.prequal, cycle.forms);
    });
  }

  /**
   * Runs a change of a cycle's answers in one transaction, with the company row locked (so saves and submits
   * of one company take turns, and a submit sees every form as it is): only the company's newest cycle, only
   * while it is in progress. The company's admin answers its own company's forms; staff with prequal.review
   * answer any company's on its behalf (answerPermissionOf). A concurrent write that slipped past (optimistic lock) answers as a stale save.
   */
  private async inOpenCycle<T>(actor: Actor | null, ref: CycleRef, change: (tx: EntityManager, cycle: OpenCycle) => Promise<T>): Promise<T> {
    return this.inCycle(actor, answerPermissionOf(actor), ref, 'IN_PROGRESS', change);
  }

  /** As inOpenCycle, for the holders of `permission`, while the company is at `stage`. */
  private async inCycle<T>(
    actor: Actor | null,
    permission: Permission,
    ref: CycleRef,
    stage: PrequalStatus,
    change: (tx: EntityManager, cycle: OpenCycle) => Promise<T>,
  ): Promise<T> {
    const { actor: a, vendorId } = companyFor(actor, permission, ref.vendorId);
    try {
      return await this.em.transactional(async (tx) => {
        const vendor = await tx.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!vendor) throw AppError.notFound('Company');
        const prequal = await this.cycleOf(tx, vendor, ref.instance);
        const newest = await this.cycleOf(tx, vendor, null);
        if (newest.id !== prequal.id) throw new AppError('CONFLICT', `The prequalification of ${prequal.cycle} is a past one; its forms cannot be changed.`);
        if (vendor.prequalStatus !== stage) {
          throw new AppError('CONFLICT', `This prequalification is ${PREQUAL_STATUS_WORDS[vendor.prequalStatus]}; its forms cannot be changed.`);
        }
        const forms = inTabOrder(await tx.find(PrequalForm, { prequalification: prequal }, { populate: ['template'], refresh: true }));
        const result = await change(tx, { actor: a, vendor, prequal, forms });
        await tx.flush();
        return result;
      });
    } catch (err) {
      throw err instanceof OptimisticLockError ? staleForm() : err;
    }
  }

  /** The cycle named by its instance, or the company's newest; NOT_FOUND when there is none. */
  private async cycleOf(em: EntityManager, vendor: Vendor, instance: string | null | undefined): Promise<Prequalification> {
    const wanted = instance?.trim();
    const prequal = wanted
      ? await em.findOne(Prequalification, { vendor, cycle: wanted })
      : await em.findOne(Prequalification, { vendor }, { orderBy: { cycle: 'desc', createdAt: 'desc' } });
    if (!prequal) throw new AppError('NOT_FOUND', wanted ? `There is no prequalification ${wanted} of this company.` : PREQUAL_MESSAGES.notBegun);
    return prequal;
  }

  /** The answers named files that are not this company's: one error per place, "<label>: Must be one of your company's files". */
  private async foreignFiles(em: EntityManager, vendor: Vendor, named: FileAnswer[]): Promise<AnswerError[]> {
    if (named.length === 0) return [];
    const ids = [...new Set(named.map((n) => n.fileId))];
    const own = new Set((await em.find(StoredFile, { id: { $in: ids }, vendor }, { fields: ['id'] })).map((f) => f.id));
    return named
      .filter((n) => !own.has(n.fileId))
      .map((n) => ({ path: n.path, slug: n.path.split('.').at(-1)!, label: n.label, message: PREQUAL_MESSAGES.foreignFile }));
  }

  /** Stores checked answers (the caller flushes): the form moves to IN_PROGRESS or SUBMIT; its version goes up by one. */
  private write(em: EntityManager, cycle: OpenCycle, form: PrequalForm, answers: Answers, mode: AnswerMode): void {
    const changedFields = [...new Set([...Object.keys(form.answers), ...Object.keys(answers)])].filter(
      (slug) => JSON.stringify(form.answers[slug]) !== JSON.stringify(answers[slug]),
    );
    const from = form.status;
    form.answers = answers;
    form.status = mode === 'submit' ? 'SUBMIT' : 'IN_PROGRESS';
    // A form saved again while submitted (a department's Save in its review) keeps the date it was submitted.
    if (mode === 'submit' && from !== 'SUBMIT') form.submittedAt = new Date();
    form.updatedById = cycle.actor.userId;
    // Always an UPDATE, so the version check guards every save (two saves from one version: the second is stale).
    form.updatedAt = new Date();
    audit(em, cycle.actor, {
      entityType: 'PrequalForm',
      entityId: form.id,
      action: mode === 'submit' && from !== 'SUBMIT' ? 'PREQUAL_FORM_SUBMITTED' : 'PREQUAL_FORM_SAVED',
      changes: {
        vendorId: cycle.vendor.id,
        instance: cycle.prequal.cycle,
        category: form.category,
        templateVersion: form.template.version,
        ...(from !== form.status ? { status: { from, to: form.status } } : {}),
        changedFields,
      },
    });
  }

  /**
   * Every form is submitted: the company (and the cycle) move to ADMIN_REVIEW_PENDING; the cycle's submitted date is
   * now. Integrators hear of it by the prequalification.submitted webhook, written with the change.
   */
  private async submitCycle(em: EntityManager, cycle: OpenCycle): Promise<void> {
    const { from, to } = moveCompanyPrequal(cycle.vendor, 'submit');
    cycle.prequal.status = to;
    cycle.prequal.submittedAt = new Date();
    audit(em, cycle.actor, {
      entityType: 'Prequalification',
      entityId: cycle.prequal.id,
      action: 'PREQUAL_SUBMITTED',
      changes: { vendorId: cycle.vendor.id, instance: cycle.prequal.cycle, prequalStatus: { from, to } },
    });
    await emitEvent(this.jobs, em, 'prequalification.submitted', { vendorId: cycle.vendor.id, prequalificationId: cycle.prequal.id, instance: cycle.prequal.cycle });
  }
}

/** The cycle's form of the tab `category` names (SAFETY names the safety tab's SAFETY or SAFETY_LITE form). */
function formOfTab(forms: readonly PrequalForm[], category: FormCategory): PrequalForm {
  const form = forms.find((f) => tabOf(f.category) === tabOf(category));
  if (!form) throw AppError.notFound('Form');
  return form;
}

/** A form takes answers while open, and only from a save made on its current version. */
function assertChangeable(form: PrequalForm, version: number): void {
  if (!isOpen(form)) throw new AppError('CONFLICT', `The ${tabWords(tabOf(form.category)).toLowerCase()} form is submitted; it cannot be changed.`);
  if (version !== form.version) throw staleForm();
}

/**
 * The answers checked against the form's own template version, or BAD_USER_INPUT naming each field (fieldErrors
 * by path): a draft as draftAnswers stores it (refused only for what a draft never holds), a submit complete and valid.
 */
function checkedAnswers(form: PrequalForm, raw: unknown, mode: AnswerMode): Answers {
  if (mode === 'draft') {
    const draft = draftAnswers(form.template.fields, raw);
    if (draft.refused.length) throw AppError.badInput(answerErrorsMessage(draft.refused), fieldErrorsOf(draft.refused));
    return draft.answers;
  }
  const result = validateAnswers(form.template.fields, raw, mode);
  if (!result.success) throw AppError.badInput(answerErrorsMessage(result.errors), fieldErrorsOf(result.errors));
  return result.answers;
}

/** Field errors by path (as the form library names fields), the first message of each path. */
function fieldErrorsOf(errors: readonly AnswerError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) out[`${prefix}${e.path || '_'}`] ??= e.message;
  return out;
}

/** Every file the answers name, with where (path, label): top-level file inputs and those in repeatable groups' rows. */
function fileAnswers(fields: readonly FormField[], answers: Answers): FileAnswer[] {
  const out: FileAnswer[] = [];
  for (const { field, dynamicGroup } of walkFields(fields)) {
    if (field.type !== 'fileInput') continue;
    if (!dynamicGroup) {
      const value = answers[field.slug];
      if (typeof value === 'string') out.push({ path: field.slug, label: labelOf(field), fileId: value });
      continue;
    }
    const rows = answers[dynamicGroup.slug];
    if (!Array.isArray(rows)) continue;
    (rows as AnswerRow[]).forEach((row, i) => {
      const value = row[field.slug];
      if (typeof value === 'string')
        out.push({ path: `${dynamicGroup.slug}.${i}.${field.slug}`, label: `${labelOf(dynamicGroup)}, row ${i + 1}: ${labelOf(field)}`, fileId: value });
    });
  }
  return out;
}
