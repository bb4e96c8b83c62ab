import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { Vendor } from '../companies/index.js';
import type { PrequalForm } from './prequal-form.entity.js';
import { departmentTabOf, type DepartmentTab } from './prequal-status.js';
import type { Prequalification } from './prequalification.entity.js';
import type { ClosingDecision, DepartmentDecisionNotice } from '../../integrations/mail/prequal-templates.js';
import type { FlaggedQuestion } from './mail/review-mail.js';

/** A company's newest cycle, locked for a decision (prequal-review/prequal-review.service.ts), with its forms in tab order. */
export interface LockedCycle {
  actor: Actor;
  vendor: Vendor;
  prequal: Prequalification;
  forms: PrequalForm[];
  /** Set by a return to the vendor: what the return mail says, sent once the change is committed. */
  returned?: { comment: string; flags: FlaggedQuestion[] };
  /** The department decisions made by this change, each mailed to the company. */
  decided?: DepartmentDecisionNotice[];
  /** The final decision made by this change (approval or rejection), mailed to the company. */
  closed?: { decision: ClosingDecision; comment: string | null; expiresAt: Date | null };
}

/** The cycle's form of a tab (SAFETY names the SAFETY or SAFETY_LITE form). */
export function formOfTab(forms: readonly PrequalForm[], tab: DepartmentTab): PrequalForm {
  const form = forms.find((f) => departmentTabOf(f.category) === tab);
  if (!form) throw AppError.notFound('Form');
  return form;
}
