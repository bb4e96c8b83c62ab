/** Vendor user sign-up (POST auth/signup/{accountNumber}): name, email, password, phone are required. */
import { z } from 'zod';
import { emailField, passwordField, phoneField, requiredText } from './fields.js';

export const signUpSchema = z.object({
  name: requiredText('Name is required').pipe(z.string().max(255, 'Name must be at most 255 characters')),
  email: emailField,
  password: passwordField,
  phone: phoneField,
});
export type SignUpInput = z.input<typeof signUpSchema>;
