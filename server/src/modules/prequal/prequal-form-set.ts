import { hiddenCategories } from '@portal/common/auth/answer-access';
import { hasPermission } from '@portal/common/auth/roles';
import { departmentIndexOf, departmentKeyOf, departmentOf } from '@portal/common/domain/categories';
import type { FormField } from '@portal/common/forms/field-model';
import { withAnswers } from '@portal/common/forms/answers';
import type { Actor } from '../../auth/actor.js';
import { answerPermissionOf } from './prequal-access.js';
import type { Vendor } from '../companies/index.js';
import type { FormCategory } from '../forms/index.js';
import type { PrequalForm } from './prequal-form.entity.js';
import type { PrequalStatus } from './prequal-status.js';
import type { Prequalification } from './prequalification.entity.js';
import { questionLabel } from './mail/review-mail.js';

/** The vendor's form has a tab per department (common/src/domain/categories.ts); the safety tab holds the SAFETY or the SAFETY_LITE form. */
export type PrequalTab = string;

/** The tab of a category's form (SAFETY for SAFETY_LITE). */
export const tabOf = (category: FormCategory): PrequalTab => departmentKeyOf(category);

/** A tab's name in words (Safety, Financial, Legal). */
export function tabWords(tab: PrequalTab): string {
  return departmentOf(tab)?.label ?? tab;
}

/** A cycle's forms in tab order: safety (or safety lite), financial, legal. */
export function inTabOrder(forms: readonly PrequalForm[]): PrequalForm[] {
  return [...forms].sort((a, b) => departmentIndexOf(a.category) - departmentIndexOf(b.category));
}

/** One cycle's forms as the vendor's screen reads them. */
export interface PrequalFormSet {
  vendorId: string;
  instance: string;
  prequalStatus: PrequalStatus;
  /**
   * The actor may answer now: holds prequal.answer (its own company) or, staff on the vendor's behalf,
   * prequal.review; the cycle is in progress and a form is still open.
   */
  editable: boolean;
  forms: PrequalForm[];
  /** While the cycle is back with the vendor after a return: the reviewer's comment and the flagged questions. */
  returned: ReturnNotice | null;
  /** The categories whose answers the actor may not read (their department's readPermission): the views leave them out. */
  answersHidden: readonly string[];
}

/** A flagged question as the vendor's screens name it: its tab, its label in words, where it is, the reviewer's note. */
export interface ReturnedQuestion {
  tab: PrequalTab;
  form: string;
  question: string;
  path: string;
  note: string;
}

/** Why the forms came back: the reviewer's comment and each flagged question. */
export interface ReturnNotice {
  comment: string;
  questions: ReturnedQuestion[];
}

/**
 * The notice of a return, read from the cycle: a return (returnToVendor in return-to-vendor.ts) is the only move
 * that brings a submitted cycle back to IN_PROGRESS, and it writes its comment; a cycle that is begun or renewed
 * starts without one. Submitting again ends the notice. Null otherwise.
 */
export function returnNoticeOf(prequal: Prequalification, forms: readonly PrequalForm[]): ReturnNotice | null {
  if (prequal.status !== 'IN_PROGRESS' || !prequal.comment) return null;
  const questions = inTabOrder(forms).flatMap((form) =>
    (form.flags ?? []).map((f) => ({
      tab: tabOf(form.category),
      form: tabWords(tabOf(form.category)),
      question: questionLabel(form.template.fields, f.path),
      path: f.path,
      note: f.note,
    })),
  );
  return { comment: prequal.comment, questions };
}

/** A return notice without the flagged questions of tabs the actor may not read (their notes quote answers). */
function withoutHidden(notice: ReturnNotice | null, hidden: readonly string[]): ReturnNotice | null {
  if (!notice || !hidden.length) return notice;
  const hiddenTabs = new Set(hidden.map((c) => departmentKeyOf(c)));
  return { ...notice, questions: notice.questions.filter((q) => !hiddenTabs.has(q.tab)) };
}

/** Whether the form still takes answers (not yet submitted). */
export function isOpen(form: PrequalForm): boolean {
  return form.status === 'DRAFT' || form.status === 'IN_PROGRESS';
}

/**
 * The set of a cycle. The caller has authorized the actor for the company. A past cycle is never IN_PROGRESS
 * (only the newest cycle's status follows the company's), so it is never editable.
 */
export function formSetOf(actor: Actor, vendor: Vendor, prequal: Prequalification, forms: readonly PrequalForm[]): PrequalFormSet {
  const hidden = hiddenCategories(actor.role);
  return {
    vendorId: vendor.id,
    instance: prequal.cycle,
    prequalStatus: prequal.status,
    editable: hasPermission(actor.role, answerPermissionOf(actor)) && vendor.prequalStatus === 'IN_PROGRESS' && prequal.status === 'IN_PROGRESS' && forms.some(isOpen),
    forms: inTabOrder(forms),
    returned: withoutHidden(returnNoticeOf(prequal, forms), hidden),
    answersHidden: hidden,
  };
}

/** The form's own template version's fields, each answer in its field's userInput (none when the answers are hidden). */
export function filledFields(form: PrequalForm, hidden = false): FormField[] {
  return withAnswers(form.template.fields, hidden ? {} : form.answers);
}
