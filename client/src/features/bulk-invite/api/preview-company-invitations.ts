import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InvitationBatchFieldsFragment } from '../../../gql/graphql';

export const INVITATION_BATCH_FIELDS = graphql(`
  fragment InvitationBatchFields on CompanyInvitationBatch {
    invitedCount
    counts {
      invite
      alreadyRegistered
      draftExists
      duplicateInFile
      invalid
    }
    rows {
      rowNumber
      taxId
      companyName
      contactEmail
      outcome
      reason
      field
      existingStatus
      existingCompanyName
    }
  }
`);

export const PREVIEW_COMPANY_INVITATIONS = graphql(`
  mutation PreviewCompanyInvitations($file: Upload!) {
    previewCompanyInvitations(file: $file) {
      ...InvitationBatchFields
    }
  }
`);

export type InvitationBatch = InvitationBatchFieldsFragment;
export type InvitationRow = InvitationBatch['rows'][number];

/** Bulk invite, step 1: what sending the CSV would do to each row (nothing written). Errors are shown by the page. */
export function usePreviewCompanyInvitations() {
  return useMutation(PREVIEW_COMPANY_INVITATIONS, { context: { skipGlobalError: true } });
}
