import { signUpSchema } from '@portal/common/validation/signup';
import { z } from 'zod';

/** The sign-up screen's form: the server's schema plus a confirmation the server never sees. */
export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
