import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { InvitationBatch, InvitationRow } from '../api/preview-company-invitations';

export function invitationRow(n: number, overrides: Partial<InvitationRow> = {}): InvitationRow {
  return {
    __typename: 'CompanyInvitationRow',
    rowNumber: n,
    taxId: `12-000000${n}`,
    companyName: `Company ${n}`,
    contactEmail: `contact${n}@example.test`,
    outcome: 'INVITE',
    reason: 'A registration draft will be created and its contact invited.',
    field: null,
    existingStatus: null,
    existingCompanyName: null,
    ...overrides,
  };
}

export function batchOf(rows: InvitationRow[], invitedCount = 0): InvitationBatch {
  const count = (o: InvitationRow['outcome']) => rows.filter((r) => r.outcome === o).length;
  return {
    __typename: 'CompanyInvitationBatch',
    invitedCount,
    counts: {
      __typename: 'CompanyInvitationCounts',
      invite: count('INVITE'),
      alreadyRegistered: count('ALREADY_REGISTERED'),
      draftExists: count('DRAFT_EXISTS'),
      duplicateInFile: count('DUPLICATE_IN_FILE'),
      invalid: count('INVALID'),
    },
    rows,
  };
}

export interface InviteCalls {
  /** The text of the file each call carried, as the server received it. */
  previews: string[];
  sends: string[];
}

const fileTextOf = async (variables: Record<string, unknown>): Promise<string> => {
  const f = variables.file as Blob | null | undefined;
  if (!f) return '(no file)';
  // jsdom's File has no text(); FileReader reads it.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(f);
  });
};

/**
 * Answers bulk invite's two mutations: `preview` for the dry run and `sent` for the send (or refuses either
 * with the server's words, as BAD_USER_INPUT).
 */
export function answerInviteCalls({
  preview,
  sent,
  previewError,
  sendError,
}: {
  preview?: InvitationBatch;
  sent?: InvitationBatch;
  previewError?: string;
  sendError?: string;
}): InviteCalls {
  const calls: InviteCalls = { previews: [], sends: [] };
  server.use(
    graphql.mutation('PreviewCompanyInvitations', async ({ variables }) => {
      calls.previews.push(await fileTextOf(variables));
      if (previewError) return HttpResponse.json({ errors: [{ message: previewError, extensions: { code: 'BAD_USER_INPUT' } }], data: null });
      return HttpResponse.json({ data: { previewCompanyInvitations: preview } });
    }),
    graphql.mutation('SendCompanyInvitations', async ({ variables }) => {
      calls.sends.push(await fileTextOf(variables));
      if (sendError) return HttpResponse.json({ errors: [{ message: sendError, extensions: { code: 'BAD_USER_INPUT' } }], data: null });
      return HttpResponse.json({ data: { sendCompanyInvitations: sent } });
    }),
  );
  return calls;
}
