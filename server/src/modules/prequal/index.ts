import { defineModule } from '../module.js';
import { Prequalification } from './prequalification.entity.js';

export { moveCompanyPrequal, startCompanyPrequal } from './prequal-projection.js';
export { nextPrequalStatus, PREQUAL_STATUSES, PREQUAL_TRANSITIONS, type PrequalStatus, type PrequalTransition } from './prequal-status.js';
export { Prequalification } from './prequalification.entity.js';

/**
 * A company's prequalification per cycle: forms, department decisions, the final decision, expiry and
 * renewal. Owns the prequal status table and the company's prequalStatus projection.
 */
export const prequalModule = defineModule({
  name: 'prequal',
  entities: [Prequalification],
});
