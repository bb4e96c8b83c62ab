import { z } from 'zod';
import { operation, arg } from '../../../operations/operation.js';
import { TaxIdVerificationType } from './tax-id.types.js';

/**
 * Tax-ID (FEIN) verification before registering or signing up: GET /vendors/verify-tax-id/{taxId}?from=register
 * and verifyTaxId, open to anonymous visitors. The service counts the client's try before it checks the tax ID
 * (a malformed one counts too), so the input here only says where the values come from and
 * taxIdVerificationSchema (common) is applied by TaxIdService after the count.
 */
export const taxIdOperations = {
  verifyTaxId: operation({
    access: 'public',
    description: "Open to anonymous visitors (rate limited). `from` is 'register' on the registration screen; draftVendors are listed on both screens.",
    input: z.object({ taxId: z.string(), from: z.unknown().optional() }),
    // Public: the caller's token (even a stale one) plays no part. `from` is a free string in the schema; the service refuses anything but 'register' in words.
    run: ({ ctx, services, input }) => services.taxId.verify(null, input as { taxId: string; from?: 'register' | null }, { ip: ctx.ip }),
    graphql: { kind: 'query', returns: () => TaxIdVerificationType, args: { taxId: arg(() => String), from: arg(() => String, { nullable: true }) } },
    rest: { method: 'get', path: '/vendors/verify-tax-id/:taxId' },
  }),
};
