import type { EntityManager } from '@mikro-orm/postgresql';
import { mayReadAnswers } from '@portal/common/auth/answer-access';
import type { Actor } from '../../auth/actor.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { Vendor } from '../companies/index.js';
import type { FormCategory } from '../forms/index.js';
import { diffAnswers, wholeFormChanged, type QuestionChange } from './renewal-diff.js';
import { type CategoryDecisionType, inTabOrder, PrequalForm, Prequalification, tabOf, toCategoryDecision } from '../prequal/index.js';

/** One tab's changes since the cycle renewed. */
export interface RenewalCategoryChanges {
  /** The current form's category (SAFETY_LITE stands for the safety tab). */
  category: FormCategory;
  /** The renewed cycle's form of the same tab was another category: the whole form counts as changed. */
  categoryChanged: boolean;
  changed: number;
  questions: QuestionChange[];
  /** Last cycle's decision of this tab (its limits, to prefill a financial approval), when it had the form. */
  previousDecision: CategoryDecisionType | null;
}

export interface RenewalChanges {
  /** The instance the newest cycle renews; null when it renews nothing (then no categories). */
  previousInstance: string | null;
  categories: RenewalCategoryChanges[];
}

/**
 * What changed since last year ("Renewal diff"): the company's newest cycle compared with the cycle
 * it renews (Prequalification.renewsId), tab by tab, question by question. Read only.
 */
export class RenewalDiffService {
  constructor(private readonly em: EntityManager) {}

  /** `reader`: the tabs whose answers it may not read (the financial one without prequal.financials.read) are left out. */
  async renewalChanges(vendorId: string, reader?: Actor | null): Promise<RenewalChanges> {
    assertUuid(vendorId, 'Company');
    if ((await this.em.count(Vendor, { id: vendorId })) === 0) throw AppError.notFound('Company');
    const current = await this.em.findOne(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc' } });
    if (!current?.renewsId) return { previousInstance: null, categories: [] };
    const previous = await this.em.findOne(Prequalification, { id: current.renewsId });
    if (!previous) return { previousInstance: null, categories: [] };
    const forms = await this.em.find(PrequalForm, { prequalification: { $in: [current.id, previous.id] } }, { populate: ['template'] });
    const now = inTabOrder(forms.filter((f) => f.prequalification.id === current.id && (!reader || mayReadAnswers(reader.role, f.category))));
    const before = forms.filter((f) => f.prequalification.id === previous.id);
    return {
      previousInstance: previous.cycle,
      categories: now.map((form) => {
        const old = before.find((f) => tabOf(f.category) === tabOf(form.category));
        const categoryChanged = !old || old.category !== form.category;
        const questions = categoryChanged ? wholeFormChanged(form.template.fields, form.answers) : diffAnswers(form.template.fields, old.answers, form.answers);
        return {
          category: form.category,
          categoryChanged,
          changed: questions.length,
          questions,
          previousDecision: old && !categoryChanged ? toCategoryDecision(old) : null,
        };
      }),
    };
  }
}
