import { Router } from 'express';
import { defineModule } from '../module.js';
import { BeginPrequalService } from './begin-prequal.service.js';
import { DashboardService } from './dashboard.service.js';
import { LimitRule } from './limit-rule.entity.js';
import { LimitsResolver } from './limits.resolver.js';
import { limitsRoutes } from './limits.routes.js';
import { DashboardFieldsResolver } from './dashboard-fields.resolver.js';
import { PrequalListsResolver } from './lists.resolver.js';
import { prequalListsRoutes } from './lists.routes.js';
import { PrequalForm } from './prequal-form.entity.js';
import { PrequalFormsService } from './prequal-forms.service.js';
import { PrequalHistoryService } from './prequal-history.service.js';
import { PrequalListService } from './prequal-list.service.js';
import { PrequalResolver } from './prequal.resolver.js';
import { prequalRoutes } from './prequal.routes.js';
import { Prequalification } from './prequalification.entity.js';
import { ReviewResolver } from './review.resolver.js';
import { reviewRoutes } from './review.routes.js';
import { PrequalReviewService } from './review.service.js';
import { RenewalDiffResolver } from './renewal-diff.resolver.js';
import { renewalDiffRoutes } from './renewal-diff.routes.js';
import { RenewalDiffService } from './renewal-diff.service.js';
import { RenewalService } from './renewal.service.js';
import { renewalScanWorker } from './renewal-scan.js';
import { StaffActionsService } from './staff-actions.service.js';
import { StaffResolver } from './staff.resolver.js';
import { prequalStaffRoutes } from './staff.routes.js';
import { SuggestedLimitsService } from './suggested-limits.service.js';

export { moveCompanyPrequal, startCompanyPrequal } from './prequal-projection.js';
export { nextPrequalStatus, PREQUAL_STATUSES, PREQUAL_STATUS_WORDS, PREQUAL_TRANSITIONS, type PrequalStatus, type PrequalTransition } from './prequal-status.js';
export { Prequalification } from './prequalification.entity.js';
export { PREQUAL_FORM_STATUSES, PrequalForm, type PrequalFormStatus } from './prequal-form.entity.js';
export { NO_EMPLOYEES_TYPE, PREQUAL_MESSAGES } from './prequal-access.js';
export type { BeginPrequalService } from './begin-prequal.service.js';
export type { FormAnswersInput, PrequalFormsService } from './prequal-forms.service.js';
export type { PrequalFormSet } from './prequal-form-set.js';
export type { PrequalReviewService } from './review.service.js';
export type { Dashboard, DashboardService } from './dashboard.service.js';
export type { PrequalHistoryService } from './prequal-history.service.js';
export type { PrequalListService } from './prequal-list.service.js';
export type { RenewalService } from './renewal.service.js';
export type { RenewalDiffService } from './renewal-diff.service.js';
export type { StaffActionsService } from './staff-actions.service.js';
export type { SuggestedLimitsService } from './suggested-limits.service.js';

declare module '../module.js' {
  interface Services {
    prequalBegin: BeginPrequalService;
    prequalForms: PrequalFormsService;
    prequalReview: PrequalReviewService;
    prequalList: PrequalListService;
    prequalHistory: PrequalHistoryService;
    prequalDashboard: DashboardService;
    prequalStaff: StaffActionsService;
    prequalRenewal: RenewalService;
    prequalLimits: SuggestedLimitsService;
    prequalRenewalDiff: RenewalDiffService;
  }
}

/**
 * A company's prequalification per cycle: forms, department decisions, the final decision, expiry and
 * renewal. Owns the prequal status table and the company's prequalStatus projection, and the cycle's three
 * forms (each on the template version it began on).
 */
export const prequalModule = defineModule({
  name: 'prequal',
  entities: [Prequalification, PrequalForm, LimitRule],
  resolvers: [StaffResolver, PrequalResolver, PrequalListsResolver, DashboardFieldsResolver, ReviewResolver, LimitsResolver, RenewalDiffResolver],
  routes: () => Router().use(limitsRoutes(), renewalDiffRoutes(), reviewRoutes(), prequalListsRoutes(), prequalStaffRoutes(), prequalRoutes()),
  services: {
    prequalBegin: ({ em }) => new BeginPrequalService(em),
    prequalForms: ({ em }) => new PrequalFormsService(em),
    prequalReview: ({ em, deps }) => new PrequalReviewService(em, deps),
    prequalList: ({ em }) => new PrequalListService(em),
    prequalHistory: ({ em }) => new PrequalHistoryService(em),
    prequalDashboard: ({ em }) => new DashboardService(em),
    prequalStaff: ({ em }) => new StaffActionsService(em),
    prequalRenewal: ({ em }) => new RenewalService(em),
    prequalLimits: ({ em }) => new SuggestedLimitsService(em),
    prequalRenewalDiff: ({ em }) => new RenewalDiffService(em),
  },
  workers: [renewalScanWorker],
});
