/** What the onboarding screens and mails say on success (specification section 8, both documents). */
export const ONBOARDING_MESSAGES = {
  registrationSubmitted: 'Your request has been submitted for review. Please wait for approval. An email with further instructions will be sent to you.',
  draftSaved: 'Draft saved successfully',
  registrationDeleted: 'Registration deleted successfully',
  signUpSent: 'Request has been sent, please wait for Approval',
} as const;
