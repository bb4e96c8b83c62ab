/**
 * Whether a form in the review dialog may be changed. `edit`: its answers are editable; `read`: shown, nothing on
 * the screen saves them (the admin review); `viewOnly`: the signed-in role may not act on this tab; `decided`:
 * its department has decided, so it is no longer changed.
 */
export type FormAccess = 'edit' | 'read' | 'viewOnly' | 'decided';

/** The line the dialog shows above a read-only form, saying why (none for a plain read). */
export const FORM_ACCESS_NOTES: Record<FormAccess, string | null> = {
  edit: null,
  read: null,
  viewOnly: 'View only',
  decided: 'This form has been decided',
};
