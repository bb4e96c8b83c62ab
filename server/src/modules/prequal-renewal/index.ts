import { defineModule } from '../module.js';
import { PrequalRenewalService } from './prequal-renewal.service.js';
import { prequalRenewalOperations } from './prequal-renewal.operations.js';
import { RenewalDiffService } from './renewal-diff.service.js';
import { renewalScanWorker } from './renewal-scan.js';

export { carriedAnswers, type PrequalRenewalService } from './prequal-renewal.service.js';
export type { RenewalDiffService } from './renewal-diff.service.js';

declare module '../module.js' {
  interface Services {
    prequalRenewal: PrequalRenewalService;
    renewalDiff: RenewalDiffService;
  }
}

/**
 * The yearly renewal: the daily scan that marks expiring cycles and mails the companies, Start Renewal (a new
 * cycle pre-filled with the last completed one's answers), and what changed since, question by question.
 */
export const prequalRenewalModule = defineModule({
  name: 'prequal-renewal',
  operations: prequalRenewalOperations,
  services: {
    prequalRenewal: ({ em }) => new PrequalRenewalService(em),
    renewalDiff: ({ em }) => new RenewalDiffService(em),
  },
  workers: [renewalScanWorker],
});
