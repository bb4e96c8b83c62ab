import { defineModule } from '../module.js';
import { approvalLetterOperations } from './approval-letter.operations.js';
import { ApprovalLetterService } from './approval-letter.service.js';
import { approvalLetterWorker } from './approval-letter.worker.js';

export { queueApprovalLetter, type ApprovalLetterJob } from './approval-letter.job.js';
export type { ApprovalLetterService } from './approval-letter.service.js';

declare module '../module.js' {
  interface Services {
    approvalLetter: ApprovalLetterService;
  }
}

/**
 * The approval letter of a final approval (docs/approval-letter.md): queued with the decision, made by its job
 * (PDF, stored as the company's file, linked from the cycle), carried by the completion mails, read by the company
 * and the staff as its files are.
 */
export const approvalLetterModule = defineModule({
  name: 'approval-letter',
  operations: approvalLetterOperations,
  services: { approvalLetter: ({ em }) => new ApprovalLetterService(em) },
  workers: [approvalLetterWorker],
});
