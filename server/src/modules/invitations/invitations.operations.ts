import { z } from 'zod';
import { GraphQLUpload } from '../../graphql/upload.js';
import { arg, operation } from '../../operations/operation.js';
import { multipartForm } from '../../rest/multipart.js';
import type { IncomingFile } from '../files/index.js';
import { INVITATION_FILE_MAX_BYTES } from './invitation-csv.js';
import { CompanyInvitationBatchType } from './invitations.types.js';

/** The CSV: GraphQL's Upload (a promise of it) or the multipart reader's `file` field. */
const csvInput = z.object({ file: z.unknown() });
const csvFile = async (file: unknown) => (await file) as IncomingFile | null | undefined;
const csvRest = (path: string, status?: number, idempotent?: boolean) => ({
  method: 'post' as const,
  path,
  status,
  idempotent,
  before: [multipartForm({ fileFields: ['file'], maxFileBytes: INVITATION_FILE_MAX_BYTES })],
  input: (req: { uploads?: Record<string, IncomingFile> }) => ({ file: req.uploads?.file }),
});

/** Bulk invite (docs/api/bulk-invite.md): the CSV previewed (POST /invitations/preview), then sent (POST /invitations). */
export const invitationsOperations = {
  previewCompanyInvitations: operation({
    access: 'companies.invite',
    description: 'Bulk invite, step 1: what sending this CSV (Tax ID, Company Name, Contact Email) would do to each row. Nothing is written.',
    input: csvInput,
    run: async ({ services, input }) => services.invitations.preview(await csvFile(input.file)),
    graphql: { kind: 'mutation', returns: () => CompanyInvitationBatchType, args: { file: arg(() => GraphQLUpload) } },
    // Writes nothing: no Idempotency-Key to honour.
    rest: csvRest('/invitations/preview', undefined, false),
  }),

  sendCompanyInvitations: operation({
    access: 'companies.invite',
    description: 'Bulk invite, step 2: the same CSV checked again, a registration draft created for each INVITE row and its contact mailed the link.',
    input: csvInput,
    run: async ({ services, actor, input }) => services.invitations.send(actor, await csvFile(input.file)),
    graphql: { kind: 'mutation', returns: () => CompanyInvitationBatchType, args: { file: arg(() => GraphQLUpload) } },
    rest: csvRest('/invitations', 201),
  }),
};
