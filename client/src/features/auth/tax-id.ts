import { TAX_ID_PATTERN } from '@portal/common/validation/fields';
import { z } from 'zod';

/** The registration screen calls it "Tax ID", the prequalification screen "FEIN" (spec section 5). */
export type TaxIdLabel = 'Tax ID' | 'FEIN';

export function taxIdFormSchema(label: TaxIdLabel) {
  return z.object({
    taxId: z.string().trim().min(1, `${label} is required`).regex(TAX_ID_PATTERN, `${label} must be in the format NN-NNNNNNN`),
  });
}

/** Typing "123456789" shows "12-3456789": only digits, the dash after the second. */
export function formatTaxIdInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
