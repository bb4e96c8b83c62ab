/** Vendor user sign-up (POST auth/signup/{accountNumber}): name, email, password, phone are required. */
import { z } from 'zod';
import { emailField, passwordField, phoneField, requiredText } from './fields.js';
import { TEXT_MESSAGES } from './text-input.js';
import { TEXT_LIMITS } from './text-limits.js';

export const signUpSchema = z.object({
  name: requiredText().pipe(z.string().max(TEXT_LIMITS.userName, TEXT_MESSAGES.atMost('Name', TEXT_LIMITS.userName))),
  email: emailField,
  password: passwordField,
  phone: phoneField,
});
export type SignUpInput = z.input<typeof signUpSchema>;
