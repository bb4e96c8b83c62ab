/** Controls a person can focus: not the hidden mirrors that Chakra's select and radio parts render. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'textarea',
  'select:not([tabindex="-1"]):not([aria-hidden="true"])',
  'button:not([tabindex="-1"])',
].join(', ');

/** The control of the field at `path` inside `root` (fields are marked with data-field-path). */
export function findFieldControl(root: ParentNode | null | undefined, path: string): HTMLElement | null {
  const wrapper = root?.querySelector<HTMLElement>(`[data-field-path="${path}"]`);
  if (!wrapper) return null;
  return wrapper.querySelector<HTMLElement>(FOCUSABLE);
}

/** Scrolls the field into the middle of the view and puts the keyboard on it. */
export function revealField(root: ParentNode | null | undefined, path: string): HTMLElement | null {
  const control = findFieldControl(root, path);
  if (!control) return null;
  control.scrollIntoView({ block: 'center', behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return control;
}
