import { ID } from 'type-graphql';
import { z } from 'zod';
import { arg, operation } from '../../operations/operation.js';
import { ApprovalLetterType } from './approval-letter.types.js';

/** The approval letter of a company's newest approved cycle (docs/approval-letter.md). */
export const approvalLetterOperations = {
  approvalLetter: operation({
    access: 'files.read',
    description: "The approval letter of the company's newest approved cycle (a vendor user: its own company when vendorId is not given); null when none was made.",
    input: z.object({ vendorId: z.string().nullish() }),
    run: ({ services, actor, input }) => services.approvalLetter.latest(actor, input.vendorId),
    graphql: { kind: 'query', returns: () => ApprovalLetterType, nullable: true, args: { vendorId: arg(() => ID, { nullable: true }) } },
    rest: { method: 'get', path: '/vendors/:vendorId/approval-letter', input: (req) => ({ vendorId: String(req.params.vendorId) }) },
  }),
};
