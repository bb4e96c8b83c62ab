import { defineModule } from '../module.js';
import { prequalReviewOperations } from './prequal-review.operations.js';
import { PrequalReviewService } from './prequal-review.service.js';

export type { PrequalReviewService } from './prequal-review.service.js';

declare module '../module.js' {
  interface Services {
    prequalReview: PrequalReviewService;
  }
}

/**
 * The review pipeline of a submitted cycle: admin review (on to the departments, or back to the vendor with
 * flagged questions), each department's decision with its limits and mitigation plan, the final decision, and
 * the mails they cause. Built on the prequal core (its status table and the locked cycle).
 */
export const prequalReviewModule = defineModule({
  name: 'prequal-review',
  operations: prequalReviewOperations,
  services: {
    prequalReview: ({ em, deps }) => new PrequalReviewService(em, deps),
  },
});
