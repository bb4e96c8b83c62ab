/**
 * Whether a form in the review dialog may be changed. `edit`: its answers are editable; `read`: shown, nothing on
 * the screen saves them (the admin review); `viewOnly`: the signed-in role may not act on this tab; `decided`:
 * its department has decided, so it is no longer changed.
 */
export type FormAccess = 'edit' | 'read' | 'viewOnly' | 'decided';

/**
 * The instruction above a form being filled in (the specification's in-progress form; the vendor's own form page
 * shows the same words, features/prequal-form/prequal-messages.ts).
 */
export const FILL_INSTRUCTION = 'Please fill out the below information (All mandatory)';

/** The line the dialog shows above a read-only form, saying why (none for a plain read). */
export const FORM_ACCESS_NOTES: Record<FormAccess, string | null> = {
  edit: null,
  read: null,
  viewOnly: 'View only',
  decided: 'This form has been decided',
};
