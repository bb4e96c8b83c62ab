import { defineModule } from '../module.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { invitationsRoutes } from './invitations.routes.js';
import { InvitationsService } from './invitations.service.js';

declare module '../module.js' {
  interface Services {
    invitations: InvitationsService;
  }
}

/** Bulk invite: a CSV of companies previewed, then registration drafts created and their contacts mailed the link. */
export const invitationsModule = defineModule({
  name: 'invitations',
  resolvers: [InvitationsResolver],
  routes: invitationsRoutes,
  services: {
    invitations: ({ em, deps }) => new InvitationsService(em, deps),
  },
});
