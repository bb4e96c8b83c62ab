import { defineModule } from '../module.js';
import { Project, VendorProject } from './project.entity.js';
import { projectsOperations } from './projects.operations.js';
import { ProjectsService } from './projects.service.js';

export { Project, VendorProject } from './project.entity.js';
export type { ProjectsService, ProjectView } from './projects.service.js';

declare module '../module.js' {
  interface Services {
    projects: ProjectsService;
  }
}

/**
 * Projects: the builder's CRM opportunities imported as projects, and their assignment to companies. Its GET
 * /vendors/{id}?dataType=projects route stands before the registration module's GET /vendors/{id} (modules/index.ts).
 */
export const projectsModule = defineModule({
  name: 'projects',
  entities: [Project, VendorProject],
  operations: projectsOperations,
  // A company's projects may ask more insurance of it: the insurance module checks it again when they change.
  services: { projects: ({ em, deps, services }) => new ProjectsService(em, deps.crm, (tx, vendorIds) => services.insurance.assignmentsChanged(tx, vendorIds)) },
});
