import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SEND_COMPANY_INVITATIONS = graphql(`
  mutation SendCompanyInvitations($file: Upload!) {
    sendCompanyInvitations(file: $file) {
      ...InvitationBatchFields
    }
  }
`);

/** Bulk invite, step 2: the same CSV checked again on the server, drafts created and their contacts mailed. Errors are shown by the page. */
export function useSendCompanyInvitations() {
  return useMutation(SEND_COMPANY_INVITATIONS, { context: { skipGlobalError: true } });
}
