import { defineModule } from '../module.js';
import { BeginPrequalService } from './begin-prequal.service.js';
import { PrequalForm } from './prequal-form.entity.js';
import { PrequalFormsService } from './prequal-forms.service.js';
import { PrequalResolver } from './prequal.resolver.js';
import { prequalRoutes } from './prequal.routes.js';
import { Prequalification } from './prequalification.entity.js';

export { moveCompanyPrequal, startCompanyPrequal } from './prequal-projection.js';
export { nextPrequalStatus, PREQUAL_STATUSES, PREQUAL_STATUS_WORDS, PREQUAL_TRANSITIONS, type PrequalStatus, type PrequalTransition } from './prequal-status.js';
export { Prequalification } from './prequalification.entity.js';
export { PREQUAL_FORM_STATUSES, PrequalForm, type PrequalFormStatus } from './prequal-form.entity.js';
export { NO_EMPLOYEES_TYPE, PREQUAL_MESSAGES } from './prequal-access.js';
export type { BeginPrequalService } from './begin-prequal.service.js';
export type { FormAnswersInput, PrequalFormsService } from './prequal-forms.service.js';
export type { PrequalFormSet } from './prequal-form-set.js';

declare module '../module.js' {
  interface Services {
    prequalBegin: BeginPrequalService;
    prequalForms: PrequalFormsService;
  }
}

/**
 * A company's prequalification per cycle: forms, department decisions, the final decision, expiry and
 * renewal. Owns the prequal status table and the company's prequalStatus projection, and the cycle's three
 * forms (each on the template version it began on).
 */
export const prequalModule = defineModule({
  name: 'prequal',
  entities: [Prequalification, PrequalForm],
  resolvers: [PrequalResolver],
  routes: prequalRoutes,
  services: {
    prequalBegin: ({ em }) => new BeginPrequalService(em),
    prequalForms: ({ em }) => new PrequalFormsService(em),
  },
});
