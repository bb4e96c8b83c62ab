import { accountsModule } from './accounts/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { approvalLetterModule } from './approval-letter/index.js';
import { auditModule } from './audit/index.js';
import { authModule } from './auth/index.js';
import { companiesModule } from './companies/index.js';
import { configModule } from './config/index.js';
import { filesModule } from './files/index.js';
import { formsModule } from './forms/index.js';
import { insightsModule } from './insights/index.js';
import { insuranceModule } from './insurance/index.js';
import { invitationsModule } from './invitations/index.js';
import { jobsAdminModule } from './jobs-admin/index.js';
import { lookupsModule } from './lookups/index.js';
import { mfaModule } from './mfa/index.js';
import { notesModule } from './notes/index.js';
import type { PortalModule } from './module.js';
import { prequalModule } from './prequal/index.js';
import { prequalLimitsModule } from './prequal-limits/index.js';
import { prequalScoreModule } from './prequal-score/index.js';
import { prequalListsModule } from './prequal-lists/index.js';
import { prequalRemindersModule } from './prequal-reminders/index.js';
import { prequalRenewalModule } from './prequal-renewal/index.js';
import { prequalReviewModule } from './prequal-review/index.js';
import { prequalStaffModule } from './prequal-staff/index.js';
import { profilePicturesModule } from './profile-pictures/index.js';
import { projectsModule } from './projects/index.js';
import { registrationModule } from './registration/index.js';
import { settingsModule } from './settings/index.js';
import { ssoModule } from './sso/index.js';
import { usersModule } from './users/index.js';
import { webhooksModule } from './webhooks/index.js';

/**
 * The one list of modules. A new module is its folder (with an index.ts manifest) and one line here;
 * entities, resolvers, REST routes and services are all read from this list.
 */
export const MODULES: readonly PortalModule[] = [
  authModule,
  mfaModule,
  ssoModule,
  usersModule,
  profilePicturesModule,
  accountsModule,
  companiesModule,
  // Before registration: its GET /vendors/{id}?dataType=projects stands before registration's GET /vendors/{id}.
  projectsModule,
  registrationModule,
  invitationsModule,
  // The prequal siblings before their core: their routes stood before the core's when they were one module.
  insightsModule,
  prequalLimitsModule,
  prequalScoreModule,
  prequalRemindersModule,
  prequalRenewalModule,
  prequalReviewModule,
  approvalLetterModule,
  prequalListsModule,
  prequalStaffModule,
  prequalModule,
  formsModule,
  filesModule,
  insuranceModule,
  notesModule,
  auditModule,
  lookupsModule,
  configModule,
  settingsModule,
  jobsAdminModule,
  apiKeysModule,
  webhooksModule,
];
