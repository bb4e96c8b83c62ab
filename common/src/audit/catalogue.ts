/**
 * The activity log's vocabulary: every kind of record the audit log names, and every action it records,
 * with the words the Activity Logs screen labels and filters them by. The server's audit() only accepts
 * these (a new action is added here first), so the screen can never meet an action it cannot name.
 */
export const AUDIT_ENTITY_TYPES = {
  Vendor: 'Company',
  User: 'User',
  StoredFile: 'File',
  Prequalification: 'Prequalification',
  PrequalForm: 'Prequalification form',
  FormTemplate: 'Form template',
  FormSetting: 'Form setting',
  ReminderSetting: 'Reminder setting',
  LimitRule: 'Limit rule',
  ScoreWeights: 'Score weights',
  InsurancePolicy: 'Insurance policy',
  InsuranceRequirement: 'Insurance requirement',
  Project: 'Project',
  BackgroundJob: 'Background job',
  ApiKey: 'API key',
  WebhookSubscription: 'Webhook',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

export const AUDIT_ACTIONS = {
  // Sign-in and passwords
  LOGIN: { entityType: 'User', label: 'Signed in' },
  LOGOUT: { entityType: 'User', label: 'Signed out' },
  SSO_SIGN_IN_REFUSED: { entityType: 'User', label: 'Single sign-on refused' },
  MFA_ENABLED: { entityType: 'User', label: 'Turned on two-factor authentication' },
  MFA_DISABLED: { entityType: 'User', label: 'Turned off two-factor authentication' },
  MFA_RECOVERY_CODE_USED: { entityType: 'User', label: 'Signed in with a recovery code' },
  MFA_POLICY_CHANGED: { entityType: 'User', label: 'Changed the two-factor requirement' },
  PASSWORD_RESET_REQUESTED: { entityType: 'User', label: 'Asked for a password reset' },
  PASSWORD_RESET: { entityType: 'User', label: 'Reset the password' },
  PROFILE_UPDATED: { entityType: 'User', label: 'Updated a profile' },
  EMAIL_CHANGE_REQUESTED: { entityType: 'User', label: 'Asked to change an e-mail address' },
  EMAIL_CHANGED: { entityType: 'User', label: 'Confirmed a new e-mail address' },
  // Accounts of a company's users
  USER_SIGNED_UP: { entityType: 'User', label: 'Signed up' },
  SIGN_UP_EMAIL_IN_USE: { entityType: 'User', label: 'Sign-up tried with a registered e-mail' },
  ACCOUNT_APPROVED: { entityType: 'User', label: 'Approved an account' },
  ACCOUNT_REJECTED: { entityType: 'User', label: 'Rejected an account' },
  USER_PRIORITY_CHANGED: { entityType: 'User', label: 'Changed an account request priority' },
  // User administration (the Users screens)
  USER_CREATED: { entityType: 'User', label: 'Created an internal user' },
  USER_ADDED_TO_COMPANY: { entityType: 'User', label: 'Added a user to a company' },
  USER_UPDATED: { entityType: 'User', label: 'Edited a user' },
  USER_PASSWORD_SET: { entityType: 'User', label: "Set a user's password" },
  USER_ACTIVATED: { entityType: 'User', label: 'Activated a user' },
  USER_DEACTIVATED: { entityType: 'User', label: 'Deactivated a user' },
  USER_DELETED: { entityType: 'User', label: 'Deleted a user' },
  COMPANY_ADMIN_CHANGED: { entityType: 'User', label: 'Changed who is a company admin' },
  // Registration of a company
  REGISTRATION_DRAFT_CREATED: { entityType: 'Vendor', label: 'Started a registration draft' },
  REGISTRATION_DRAFT_SAVED: { entityType: 'Vendor', label: 'Saved a registration draft' },
  REGISTRATION_DRAFT_DELETED: { entityType: 'Vendor', label: 'Deleted a registration draft' },
  REGISTRATION_DRAFT_LINK_SENT: { entityType: 'Vendor', label: 'Sent a registration draft link' },
  COMPANY_INVITED: { entityType: 'Vendor', label: 'Invited a company to register' },
  REGISTRATION_SUBMITTED: { entityType: 'Vendor', label: 'Submitted a registration' },
  REGISTRATION_UPDATED: { entityType: 'Vendor', label: 'Edited a registration in review' },
  REGISTRATION_APPROVED: { entityType: 'Vendor', label: 'Approved a registration' },
  REGISTRATION_REJECTED: { entityType: 'Vendor', label: 'Did not approve a registration' },
  COMPANY_IMPORTED_FROM_CRM: { entityType: 'Vendor', label: 'Brought a CRM company into the portal at sign-up' },
  // The company's profile
  GENERAL_INFO_UPDATED: { entityType: 'Vendor', label: 'Updated general info' },
  ERP_ID_CHANGED: { entityType: 'Vendor', label: 'Changed the ERP Id' },
  CRM_SYNC_REQUESTED: { entityType: 'Vendor', label: 'Asked for a sync with Dynamics 365' },
  // The company page: staff notes, comments and related accounts
  COMPANY_NOTE_ADDED: { entityType: 'Vendor', label: 'Added a note' },
  COMPANY_NOTE_DELETED: { entityType: 'Vendor', label: 'Deleted a note' },
  COMPANY_COMMENT_ADDED: { entityType: 'Vendor', label: 'Added a comment' },
  COMPANY_COMMENT_DELETED: { entityType: 'Vendor', label: 'Deleted a comment' },
  PARENT_ACCOUNT_ADDED: { entityType: 'Vendor', label: 'Added a parent account' },
  PARENT_ACCOUNT_REMOVED: { entityType: 'Vendor', label: 'Removed a parent account' },
  CHILD_ACCOUNT_ADDED: { entityType: 'Vendor', label: 'Added a child account' },
  CHILD_ACCOUNT_REMOVED: { entityType: 'Vendor', label: 'Removed a child account' },
  COMPANY_DELETED: { entityType: 'Vendor', label: 'Deleted a company' },
  // Prequalification (the vendor's forms)
  PREQUAL_BEGUN: { entityType: 'Prequalification', label: 'Began prequalification' },
  PREQUAL_FORM_SAVED: { entityType: 'PrequalForm', label: 'Saved a prequalification form' },
  PREQUAL_FORM_SUBMITTED: { entityType: 'PrequalForm', label: 'Submitted a prequalification form' },
  PREQUAL_SUBMITTED: { entityType: 'Prequalification', label: 'Submitted the prequalification forms' },
  // Prequalification (the review pipeline's decisions)
  PREQUAL_ADMIN_APPROVED: { entityType: 'Prequalification', label: 'Sent a prequalification to department review' },
  PREQUAL_RETURNED: { entityType: 'Prequalification', label: 'Returned a prequalification to the vendor' },
  PREQUAL_DEPARTMENT_DECIDED: { entityType: 'PrequalForm', label: 'Made a department decision' },
  PREQUAL_DEPARTMENTS_DECIDED: { entityType: 'Prequalification', label: 'Sent a prequalification to final review' },
  PREQUAL_FINAL_DECIDED: { entityType: 'Prequalification', label: 'Made the final decision on a prequalification' },
  PREQUAL_LIMITS_CHANGED: { entityType: 'PrequalForm', label: 'Changed the financial limits' },
  PREQUAL_MITIGATION_CHANGED: { entityType: 'PrequalForm', label: 'Changed a mitigation plan' },
  LIMIT_RULES_SAVED: { entityType: 'LimitRule', label: 'Saved the suggested limit rules' },
  SCORE_WEIGHTS_SAVED: { entityType: 'ScoreWeights', label: 'Saved the prequalification score weights' },
  // Staff actions on a cycle
  PREQUAL_PRIORITY_CHANGED: { entityType: 'Prequalification', label: 'Changed the prequalification priority' },
  PREQUAL_SUBMITTED_AT_CHANGED: { entityType: 'Prequalification', label: 'Changed the prequalification submitted date' },
  PREQUAL_FORMS_DELETED: { entityType: 'Prequalification', label: 'Deleted the prequalification forms' },
  PREQUAL_RENEWAL_STARTED: { entityType: 'Prequalification', label: 'Started a prequalification renewal' },
  INSURANCE_POLICY_ADDED: { entityType: 'InsurancePolicy', label: 'Added an insurance policy' },
  INSURANCE_POLICY_UPDATED: { entityType: 'InsurancePolicy', label: 'Edited an insurance policy' },
  INSURANCE_POLICY_REMOVED: { entityType: 'InsurancePolicy', label: 'Removed an insurance policy' },
  INSURANCE_EXPIRY_REMINDED: { entityType: 'InsurancePolicy', label: 'Reminded of an insurance policy expiry' },
  INSURANCE_REQUIREMENTS_SAVED: { entityType: 'InsuranceRequirement', label: 'Saved the insurance requirements' },
  INSURANCE_PROJECT_REQUIREMENTS_SAVED: { entityType: 'Project', label: "Saved a project's insurance requirements" },
  PREQUAL_RENEWAL_DUE: { entityType: 'Prequalification', label: 'Moved to renewal at the 11th month' },
  PREQUAL_STALLED_REMINDED: { entityType: 'Prequalification', label: 'Reminded the company of its unsubmitted forms' },
  PREQUAL_REVIEW_OVERDUE: { entityType: 'Prequalification', label: 'Flagged a review as overdue' },
  REMINDER_SETTING_CHANGED: { entityType: 'ReminderSetting', label: 'Changed a reminder setting' },
  // The form builder
  FORM_TEMPLATE_SAVED: { entityType: 'FormTemplate', label: 'Saved a new form version' },
  FORM_SETTING_CHANGED: { entityType: 'FormSetting', label: 'Changed a form setting' },
  // Files
  FILE_UPLOADED: { entityType: 'StoredFile', label: 'Uploaded a file' },
  FILE_DELETED: { entityType: 'StoredFile', label: 'Deleted a file' },
  FILE_RENAMED: { entityType: 'StoredFile', label: 'Renamed a file' },
  FILE_REPLACED: { entityType: 'StoredFile', label: 'Replaced a file' },
  FILE_EXPIRY_CHANGED: { entityType: 'StoredFile', label: "Changed a document's expiry date" },
  // Projects (imported from the CRM) and their companies
  PROJECT_IMPORTED: { entityType: 'Project', label: 'Imported a project from the CRM' },
  PROJECT_REFRESHED: { entityType: 'Project', label: 'Refreshed a project from the CRM' },
  PROJECT_ASSIGNED: { entityType: 'Vendor', label: 'Assigned a project to a company' },
  PROJECT_UNASSIGNED: { entityType: 'Vendor', label: 'Removed a project from a company' },
  // Background jobs (/admin/jobs)
  JOB_RETRIED: { entityType: 'BackgroundJob', label: 'Retried a background job' },
  // API keys (/admin/api-keys)
  API_KEY_CREATED: { entityType: 'ApiKey', label: 'Created an API key' },
  API_KEY_ROTATED: { entityType: 'ApiKey', label: 'Rotated an API key' },
  API_KEY_REVOKED: { entityType: 'ApiKey', label: 'Revoked an API key' },
  // Webhooks (/admin/webhooks)
  WEBHOOK_CREATED: { entityType: 'WebhookSubscription', label: 'Created a webhook' },
  WEBHOOK_UPDATED: { entityType: 'WebhookSubscription', label: 'Edited a webhook' },
  WEBHOOK_DELETED: { entityType: 'WebhookSubscription', label: 'Deleted a webhook' },
  WEBHOOK_SECRET_ROTATED: { entityType: 'WebhookSubscription', label: "Rotated a webhook's secret" },
  WEBHOOK_REDELIVERED: { entityType: 'WebhookSubscription', label: 'Redelivered a webhook event' },
} as const satisfies Record<string, { entityType: AuditEntityType; label: string }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The label of an action as the Activity Logs screen shows it; an action it does not know shows as recorded. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, { label: string }>)[action]?.label ?? action;
}

/** The label of an entity type as the Activity Logs screen shows it; a type it does not know shows as recorded. */
export function auditEntityTypeLabel(entityType: string): string {
  return (AUDIT_ENTITY_TYPES as Record<string, string>)[entityType] ?? entityType;
}
