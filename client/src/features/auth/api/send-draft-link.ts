import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SEND_DRAFT_LINK_MUTATION = graphql(`
  mutation SendDraftLink($vendorId: ID!) {
    sendDraftLink(vendorId: $vendorId) {
      success
      message
    }
  }
`);

/** "Send me the link again": the server mails a fresh continuation link to the draft's contact. */
export function useSendDraftLink() {
  // The outcome view says what happened beside the draft (also a refusal past the limit).
  return useMutation(SEND_DRAFT_LINK_MUTATION, { context: { skipGlobalError: true } });
}
