/** What the prequalification form screen tells the vendor, in the specification's words. */
export const MESSAGES = {
  instruction: 'Please fill out the below information (All mandatory)',
  saved: 'Form is saved successfully',
  savedWithErrors: 'The marked answers are kept as typed; correct them before you submit.',
  submitted: 'Forms are submitted successfully',
  unsaved: 'Save changes before you move from this page',
  stale: 'This form was changed in another tab or by someone else. Reload it to see the latest answers.',
} as const;
