import { defineModule } from '../module.js';
import { JobsAdminResolver } from './jobs-admin.resolver.js';
import { jobsAdminRoutes } from './jobs-admin.routes.js';
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
  resolvers: [JobsAdminResolver],
  routes: jobsAdminRoutes,
  services: {
    jobsAdmin: ({ em, deps }) => new JobsAdminService(em, deps.jobs),
  },
});
