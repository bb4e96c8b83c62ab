import { defineModule } from '../module.js';
import { invitationsOperations } from './invitations.operations.js';
import { InvitationsService } from './invitations.service.js';

declare module '../module.js' {
  interface Services {
    invitations: InvitationsService;
  }
}

/** Bulk invite: a CSV of companies previewed, then registration drafts created and their contacts mailed the link. */
export const invitationsModule = defineModule({
  name: 'invitations',
  operations: invitationsOperations,
  services: {
    invitations: ({ em, deps }) => new InvitationsService(em, deps),
  },
});
