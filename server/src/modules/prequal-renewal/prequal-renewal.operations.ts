import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { RenewalChangesType } from './renewal-diff.types.js';

/**
 * What changed since last year, question by question (renewal-diff.service.ts): the internal roles read it.
 * Start Renewal is served by the prequal-staff module's table (prequal-staff.operations.ts), next to the other
 * staff actions on a cycle, and run by this module's PrequalRenewalService.
 */
export const prequalRenewalOperations = {
  renewalChanges: operation({
    access: 'prequal.list',
    description: "What changed in the company's newest cycle since the cycle it renews, tab by tab, question by question.",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.renewalDiff.renewalChanges(input.vendorId, actor),
    graphql: { kind: 'query', returns: () => RenewalChangesType, args: { vendorId: arg(() => ID) } },
    rest: { method: 'get', path: '/vendor/prequal/:vendorId/renewal-changes' },
  }),
};
