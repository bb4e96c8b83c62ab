/**
 * Tax-ID (FEIN) verification (GET vendors/verify-tax-id/{taxId}?from=register): the format NN-NNNNNNN,
 * 10 characters including the dash. The registration form checks the same pattern (./registration.js).
 */
import { z } from 'zod';
import { cleanText, TAX_ID_PATTERN } from './fields.js';
import { REGISTRATION_MESSAGES } from './registration.js';

export const TAX_ID_MESSAGES = {
  required: 'Tax ID is required',
  format: REGISTRATION_MESSAGES.taxIdFormat,
} as const;

/** Where the verification is asked from: 'register' on the VendorRegistration screen, absent on Prequalification. */
export const TAX_ID_VERIFY_SOURCES = ['register'] as const;

export const taxIdVerificationSchema = z.object({
  taxId: z
    .string({ error: TAX_ID_MESSAGES.required })
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().min(1, { error: TAX_ID_MESSAGES.required, abort: true }).regex(TAX_ID_PATTERN, TAX_ID_MESSAGES.format)),
  from: z.enum(TAX_ID_VERIFY_SOURCES, { error: "from must be 'register' when given" }).nullish(),
});
export type TaxIdVerificationInput = z.input<typeof taxIdVerificationSchema>;
