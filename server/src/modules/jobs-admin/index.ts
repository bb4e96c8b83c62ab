import { defineModule } from '../module.js';
import { jobsAdminOperations } from './jobs-admin.operations.js';
import { JobsAdminService } from './jobs-admin.service.js';

export type { JobsAdminService } from './jobs-admin.service.js';

declare module '../module.js' {
  interface Services {
    jobsAdmin: JobsAdminService;
  }
}

/** The background jobs screen (/admin/jobs): pg-boss's jobs listed by state and queue, and Retry of a failed one. */
export const jobsAdminModule = defineModule({
  name: 'jobs-admin',
  operations: jobsAdminOperations,
  services: {
    jobsAdmin: ({ em, deps }) => new JobsAdminService(em, deps.jobs),
  },
});
