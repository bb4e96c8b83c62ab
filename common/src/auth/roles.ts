/**
 * Roles and what each may open and edit (specification section 6 of both documents).
 * This file is the one source: the client reads it for route guards and edit controls,
 * the server reads it for every operation. Anything not listed is denied.
 */
export const INTERNAL_ROLES = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER'] as const;
export const VENDOR_ROLES = ['VENDOR_ADMIN', 'VENDOR_USER'] as const;
export const ROLES = [...INTERNAL_ROLES, ...VENDOR_ROLES] as const;

export type InternalRole = (typeof INTERNAL_ROLES)[number];
export type VendorRole = (typeof VENDOR_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SYSTEM_ADMIN: 'System Admin',
  PREQUAL_ADMIN: 'Prequal Admin',
  PREQUAL_REVIEWER: 'Prequal Reviewer',
  PREQUAL_VIEWER: 'Prequal Viewer',
  VENDOR_ADMIN: 'Company Admin',
  VENDOR_USER: 'Company User',
};

export function isInternalRole(role: string | null | undefined): role is InternalRole {
  return (INTERNAL_ROLES as readonly string[]).includes(role ?? '');
}

export function isVendorRole(role: string | null | undefined): role is VendorRole {
  return (VENDOR_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * The side of the portal a role works on: INTERNAL_ROLES are staff, VENDOR_ROLES a company's users. The database
 * keeps it as data: the users module writes every role's row (key, label, kind) into the `role` table at start, and
 * each user carries its role's kind (app_user.kind), which the user lists' indexes and counters read.
 */
export const ROLE_KINDS = ['INTERNAL', 'VENDOR'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

export function roleKind(role: Role): RoleKind {
  return isInternalRole(role) ? 'INTERNAL' : 'VENDOR';
}

/** Edit keys that are not screens of their own (popups and inline fields inside a screen). */
export const EDIT_KEYS = {
  historicalPopup: 'historical-popup',
  submissionDate: 'submission-date',
} as const;

export interface RoleAccess {
  basePath: '/admin' | '/vendor';
  home: string;
  /** Paths the role may open; an entry ending in '/*' allows everything below it. */
  allowedLocations: readonly string[];
}

const ADMIN_HOME = '/admin/dashboard';
const VENDOR_HOME = '/vendor/overview';
const VENDOR_PAGES = ['overview', 'prequal-form', 'general-info', 'profile', 'file-manager'] as const;
const ADMIN_ACCESS: RoleAccess = { basePath: '/admin', home: ADMIN_HOME, allowedLocations: ['/admin/*'] };

export const ROLE_ACCESS: Record<Role, RoleAccess> = {
  SYSTEM_ADMIN: ADMIN_ACCESS,
  PREQUAL_ADMIN: ADMIN_ACCESS,
  PREQUAL_REVIEWER: ADMIN_ACCESS,
  PREQUAL_VIEWER: ADMIN_ACCESS,
  VENDOR_ADMIN: { basePath: '/vendor', home: VENDOR_HOME, allowedLocations: [...VENDOR_PAGES, 'users'].map((p) => `/vendor/${p}`) },
  VENDOR_USER: { basePath: '/vendor', home: VENDOR_HOME, allowedLocations: VENDOR_PAGES.map((p) => `/vendor/${p}`) },
};

export function homeFor(role: Role): string {
  return ROLE_ACCESS[role].home;
}

/** True when the role may open the path (query string and trailing slash ignored). */
export function isPathAllowed(role: Role, path: string): boolean {
  const [pathOnly = ''] = path.split(/[?#]/, 1);
  const clean = pathOnly.replace(/\/+$/, '') || '/';
  return ROLE_ACCESS[role].allowedLocations.some((loc) => (loc.endsWith('/*') ? clean === loc.slice(0, -2) || clean.startsWith(loc.slice(0, -1)) : clean === loc));
}

/**
 * The operation behind each screen's edit controls (the specification's canEdit by path). A role sees
 * a screen's edit controls when it may open the screen and holds that operation's permission, so the
 * screens and the server can never disagree about who edits what.
 */
export const EDIT_OPERATIONS: Readonly<Record<string, Permission>> = {
  '/admin/profile': 'profile.update',
  '/vendor/profile': 'profile.update',
  '/admin/users': 'users.manage',
  '/vendor/users': 'users.manage',
  '/admin/companies': 'companies.update',
  '/admin/companies/:companyId': 'companies.update',
  '/admin/prequalification': 'registration.review',
  '/vendor/general-info': 'generalInfo.update',
  '/vendor/overview': 'prequal.answer',
  '/vendor/prequal-form': 'prequal.answer',
  [EDIT_KEYS.historicalPopup]: 'prequal.editHistory',
  [EDIT_KEYS.submissionDate]: 'prequal.editSubmissionDate',
};

/**
 * Edit permission for a path or edit key. A company-detail path (/admin/companies/<id>/...)
 * is looked up as /admin/companies/:companyId, as the specification says.
 */
export function canEdit(role: Role, pathOrKey: string): boolean {
  const clean = pathOrKey.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const key = /^\/admin\/companies\/[^/]+/.test(clean) ? '/admin/companies/:companyId' : clean;
  const permission = EDIT_OPERATIONS[key];
  if (!permission || !hasPermission(role, permission)) return false;
  // Edit keys are not screens; a path must be one the role may open.
  return !key.startsWith('/') || isPathAllowed(role, key.replace('/:companyId', ''));
}

/**
 * Operations of the API and the roles that may call them. Each operation declares one beside its
 * declaration and is refused before it runs without it; services check it again with authorize(), which
 * also checks ownership (a vendor only reaching its own company).
 */
export const PERMISSIONS = {
  /** End one's own session (logout). */
  'auth.logout': ROLES,
  /** Set up, read and turn off one's own second factor (TOTP and its recovery codes). */
  'auth.mfa': ROLES,
  /** The portal's sign-in policy: whether every internal user must use a second factor. */
  'settings.security': ['SYSTEM_ADMIN'],
  'profile.read': ROLES,
  'profile.update': ROLES,
  'users.list': [...INTERNAL_ROLES, 'VENDOR_ADMIN'],
  'users.read': ROLES,
  /** Add, delete a company's users and set its company admins (a company admin: its own company's users). */
  'users.manage': ['SYSTEM_ADMIN', 'VENDOR_ADMIN'],
  /** The internal users list (Users screen, Internal tab). */
  'users.listInternal': INTERNAL_ROLES,
  /** Create and edit internal users, set any user's password, activate and deactivate users: who edits /admin/users. */
  'users.admin': ['SYSTEM_ADMIN'],
  // Vendor onboarding. Anonymous registrants reach their own drafts through the service, not these.
  /** Read a company's registration / general info (vendors: their own company only). */
  'registration.read': ROLES,
  /** The admin lists "Registration in progress" and "Registrations Waiting on Approval". */
  'registration.list': INTERNAL_ROLES,
  /** Edit a registration under review, or a draft (the roles that edit /admin/prequalification). */
  'registration.review': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Approve or not approve a submitted registration. */
  'registration.approve': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Delete a draft registration from the admin list. */
  'registration.deleteDraft': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** General info: the company's admin, or internal roles that edit company detail. */
  'generalInfo.update': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'VENDOR_ADMIN'],
  /** The "Account Creation" tab: users awaiting approval. */
  'accounts.list': INTERNAL_ROLES,
  /** Approve or reject a signed-up user. */
  'accounts.approve': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Change a pending user's priority (the viewer cannot). */
  'accounts.priority': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Download a stored file (vendors: their own company's files only). */
  'files.read': ROLES,
  /** The admin file manager's folders: the approved companies. */
  'files.folders': INTERNAL_ROLES,
  /** Add a company's General documents, replace a file, set a document's expiry date (vendors: their own company's only). */
  'files.manage': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'VENDOR_ADMIN'],
  /**
   * Rename and delete a company's files: the roles that edit company detail, and the company's admin its own
   * company's General and Essential files that no submitted prequalification keeps (server files/vendor-file-changes.ts).
   */
  'files.edit': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'VENDOR_ADMIN'],
  /** Edit a company from the admin Companies screens (assign projects, ERP id, related accounts). */
  'companies.update': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'],
  /** The Companies list (/admin/companies), its qualified-vendor search and the approved-companies lookups. */
  'companies.list': INTERNAL_ROLES,
  /**
   * Delete a company with its users, prequalification cycles and files: the roles that run the prequalification
   * (section 6 keeps the reviewer and viewer out of most list-screen actions).
   */
  'companies.delete': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Bulk invite (/admin/invite-companies): a CSV of companies previewed, then drafts created and their contacts mailed. */
  'companies.invite': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /**
   * POST /vendor/sync-vendor-to-dynamics/{id}: write the company's account to the CRM again (a job); the roles that
   * edit its general info (a company admin: its own company).
   */
  'companies.crmSync': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'VENDOR_ADMIN'],
  /** The company page's staff-only parts: ERP id, CRM link, notes, comments and related accounts. */
  'companyDetail.read': INTERNAL_ROLES,
  /** Add a note or a comment on a company: the roles that edit company detail. */
  'companyNotes.write': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'],
  /** Delete a company's note or comment: only the system admin (admin specification section 6). */
  'companyNotes.delete': ['SYSTEM_ADMIN'],
  /** Read a form template and the Safety Lite employee threshold (the form builder, read only for the viewer roles). */
  'forms.read': INTERNAL_ROLES,
  /** Save a new template version and the employee threshold: the prequalification editors. */
  'forms.edit': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Read a company's prequalification forms (vendors: their own company's only). */
  'prequal.read': ROLES,
  /** Begin prequalification: the company's admin, or the internal prequalification editors from the company page. */
  'prequal.begin': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'VENDOR_ADMIN'],
  /**
   * Reach the save and submit of a company's forms: its admin (its own company), or the prequalification editors on
   * its behalf. The service then holds each to its own: prequal.answer for the vendor, prequal.review for staff.
   */
  'prequal.fill': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'VENDOR_ADMIN'],
  /**
   * Reach REST's one change of a form (PATCH /vendor/prequal/{id}?source): prequal.fill's roles, and the reviewer, whose
   * Save in the department review (source=departmentReview) the service holds to prequal.departmentDecide.
   */
  'prequal.formChange': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'VENDOR_ADMIN'],
  /** Fill and submit the company's prequalification forms. */
  'prequal.answer': ['VENDOR_ADMIN'],
  /**
   * The financial department's answers (the questionnaire, its files, the limits suggested from it, its rows of the
   * renewal diff): every role that read them before this permission existed. A fresh array, so a role can be taken
   * out of it alone (docs/reminders.md, "Financial information"); a department row names it as its readPermission.
   */
  'prequal.financials.read': [...ROLES],
  /** The prequalification lists of /admin/prequalification, a company's history, and the dashboard's counts. */
  'prequal.list': INTERNAL_ROLES,
  /**
   * Work the pipeline: admin review (send to departments or return), final decisions, forms on the vendor's
   * behalf, delete a cycle's forms, renewal: the roles that edit /admin/prequalification.
   */
  'prequal.review': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Department decisions, limits, mitigation plans and priority: the department review table, which the reviewer may edit throughout. */
  'prequal.departmentDecide': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'],
  /** Change a past prequalification from the history popup. */
  'prequal.editHistory': ['SYSTEM_ADMIN'],
  /** Change a prequalification's submitted date. */
  'prequal.editSubmissionDate': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Edit the reminders' settings: after how many business days a review is overdue (docs/reminders.md). */
  'reminders.settings': ['SYSTEM_ADMIN'],
  /** Edit the rules that suggest a company's financial limits (suggested limits, beyond the specification). */
  'limits.rules': ['SYSTEM_ADMIN'],
  /** Read and edit the prequalification score's weights and thresholds (docs/insights.md, "Score"). */
  'score.weights': ['SYSTEM_ADMIN'],
  /** The background jobs screen (/admin/jobs): queued, running, failed and retried jobs. */
  'jobs.read': ['SYSTEM_ADMIN'],
  /** Retry a failed job from /admin/jobs. */
  'jobs.retry': ['SYSTEM_ADMIN'],
  /** Webhook subscriptions, their secrets and delivery log (/admin/webhooks); the log may hold receivers' answers. */
  'webhooks.manage': ['SYSTEM_ADMIN'],
  /** Create, list, rotate and revoke API keys (/admin/api-keys): a person only; no key holds it (auth/api-key-permissions.ts). */
  'apiKeys.manage': ['SYSTEM_ADMIN'],
  /** The Activity Logs screen, a company's Activity tab and their CSV export: every internal role (section 2 opens /admin to all four). */
  'audit.read': INTERNAL_ROLES,
  /** A company's insurance policies and their compliance (vendors: their own company's only). */
  'insurance.read': ROLES,
  /**
   * Add, edit and remove a company's policies: the roles that edit company detail, and the company's admin (its own,
   * while its forms are editable; a renewed certificate's policy always: server insurance/policy-rules.ts).
   */
  'insurance.manage': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'VENDOR_ADMIN'],
  /** The insurance lists and the dashboard card "Insurance gaps and lapses". */
  'insurance.list': INTERNAL_ROLES,
  /** Edit the insurance requirement profile (the minimum limits and flags per coverage). */
  'insurance.requirements': ['SYSTEM_ADMIN'],
  /** The Projects list (/admin/projects). */
  'projects.list': INTERNAL_ROLES,
  /** A company's assigned projects (vendors: their own company's only). */
  'projects.read': ROLES,
  /** Assign projects to companies and companies to projects (specification section 6). */
  'projects.assign': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN'],
  /** Browse the CRM's opportunities and import them as projects (specification section 6). */
  'projects.import': ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
