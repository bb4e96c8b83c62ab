import { useWatch } from 'react-hook-form';
import type { RegistrationFormValues } from '../form-values';

/**
 * Whether a conditional field is shown, from the one answer it depends on (`isShown` is one of common's rules, such as
 * isBondableLimitShown). Its caller is drawn again only when the answer turns, not at every change of `name`.
 */
export function useShown<N extends keyof RegistrationFormValues>(name: N, isShown: (values: Record<string, unknown>) => boolean): boolean {
  return useWatch<RegistrationFormValues, N, RegistrationFormValues, boolean>({ name, compute: (value) => isShown({ [name]: value }) });
}
