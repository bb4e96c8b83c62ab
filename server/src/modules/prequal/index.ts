import { defineModule } from '../module.js';
import { BeginPrequalService } from './begin-prequal.service.js';
import { PrequalForm } from './prequal-form.entity.js';
import { prequalFormsOperations } from './prequal-forms.operations.js';
import { PrequalFormsService } from './prequal-forms.service.js';
import { Prequalification } from './prequalification.entity.js';

// The core's surface: what the company modules and the prequal-* siblings (review, limits, lists, renewal, staff) build on.
export { lastCompletedCycle, openCycle, type BeginPrequalService } from './begin-prequal.service.js';
export { companyRecipients, type Recipient } from './mail/company-recipients.js';
export { CategoryDecisionType, DepartmentStatusEnum, FinalDecisionEnum, PrequalCycleType, PrequalListItemType, PrequalPriorityEnum } from './cycle.types.js';
export { toCategoryDecision, toPrequalCycle, toPrequalListItem, type DecisionSource } from './cycle-views.js';
export { formOfTab, type LockedCycle } from './locked-cycle.js';
export { companyFor, cycleOf, NO_EMPLOYEES_TYPE, PREQUAL_MESSAGES } from './prequal-access.js';
export { formSetOf, inTabOrder, tabOf, tabWords, type PrequalFormSet } from './prequal-form-set.js';
export { PREQUAL_FORM_STATUSES, PrequalForm, type PrequalFormStatus } from './prequal-form.entity.js';
export { categoryInput } from './prequal-forms.inputs.js';
export type { FormAnswersInput, PrequalFormsService } from './prequal-forms.service.js';
export { PrequalFormSetType, toPrequalFormSetView, toRestBegunView } from './prequal-forms.types.js';
export { moveCompanyPrequal, startCompanyPrequal } from './prequal-projection.js';
export {
  allDepartmentsDecided,
  assertDepartmentReview,
  DEPARTMENT_STATUS_WORDS,
  departmentTabOf,
  expiryOf,
  FINAL_TRANSITIONS,
  nextDepartmentStatus,
  nextPrequalStatus,
  PREQUAL_STATUSES,
  PREQUAL_STATUS_WORDS,
  PREQUAL_TRANSITIONS,
  type DepartmentTab,
  type PrequalStatus,
  type PrequalTransition,
} from './prequal-status.js';
export { Prequalification } from './prequalification.entity.js';
export { prequalReturnedMail, questionLabel } from './mail/review-mail.js';

declare module '../module.js' {
  interface Services {
    beginPrequal: BeginPrequalService;
    prequalForms: PrequalFormsService;
  }
}

/**
 * A company's prequalification per cycle, the core the prequal-* modules build on: the cycle and its forms
 * (each on the template version it began on), the prequal status table and the company's prequalStatus
 * projection, access, and the vendor's side (begin, fill, save, submit). The review pipeline, the limits, the
 * lists and dashboard, the renewal and the staff actions are sibling modules that import this one.
 */
export const prequalModule = defineModule({
  name: 'prequal',
  entities: [Prequalification, PrequalForm],
  operations: prequalFormsOperations,
  services: {
    beginPrequal: ({ em }) => new BeginPrequalService(em),
    prequalForms: ({ em, deps }) => new PrequalFormsService(em, deps.jobs),
  },
});
