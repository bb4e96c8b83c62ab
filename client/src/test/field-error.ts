/** The error text a form field shows under a control (FormField in components/form-field.tsx), or null. */
export function fieldErrorOf(control: HTMLElement): string | null {
  return control.closest('.chakra-field__root')?.querySelector('.chakra-field__errorText')?.textContent ?? null;
}
