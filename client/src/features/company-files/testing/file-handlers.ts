import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';

export interface TestFileRow {
  __typename: 'CompanyFile';
  fileId: string;
  vendorId: string;
  fileName: string;
  fileType: string;
  uploadedArea: 'GENERAL' | 'ESSENTIAL' | 'REGISTRATION';
  size: number;
  uploadedBy: string;
  updatedAt: string;
  expiresAt: string | null;
  expiryStatus: 'EXPIRED' | 'EXPIRING_SOON' | null;
  previewable: boolean;
  /** Newest first; one current version unless a test replaces it. */
  versions: TestFileVersion[];
}

export interface TestFileVersion {
  __typename: 'FileVersion';
  fileId: string;
  fileName: string;
  uploadedBy: string;
  uploadedAt: string;
  replacedAt: string | null;
  current: boolean;
}

/** A stored file as vendorFiles answers it. */
export function fileRow(n: number, overrides: Partial<TestFileRow> = {}): TestFileRow {
  const fileName = overrides.fileName ?? `document-${n}.pdf`;
  const ext = fileName.split('.').pop()!.toUpperCase();
  const fileId = overrides.fileId ?? `file-${n}`;
  return {
    __typename: 'CompanyFile',
    fileId,
    vendorId: 'v-1',
    fileName,
    fileType: ext,
    uploadedArea: 'GENERAL',
    size: 1000 + n,
    uploadedBy: 'Vera Vendor',
    // 15:00 UTC: the same day in New York.
    updatedAt: '2026-03-05T15:00:00.000Z',
    expiresAt: null,
    expiryStatus: null,
    previewable: ['PDF', 'PNG', 'JPG', 'JPEG', 'GIF', 'BMP'].includes(ext),
    versions: [{ __typename: 'FileVersion', fileId, fileName, uploadedBy: 'Vera Vendor', uploadedAt: '2026-03-05T15:00:00.000Z', replacedAt: null, current: true }],
    ...overrides,
  };
}

export interface FileCalls {
  lists: Record<string, unknown>[];
  renames: Record<string, unknown>[];
  deletes: Record<string, unknown>[];
  expiries: Record<string, unknown>[];
  links: Record<string, unknown>[];
}

/**
 * Answers the file calls from an in-memory list (paged by the query's page and limit, filtered by type); renames,
 * deletes and expiry dates change the list as the server would. `renameError` refuses every rename with it.
 */
export function answerFileCalls(initial: TestFileRow[], opts: { renameError?: { message: string; fieldErrors?: Record<string, string> } } = {}) {
  let files = [...initial];
  const calls: FileCalls = { lists: [], renames: [], deletes: [], expiries: [], links: [] };
  server.use(
    graphql.query('CompanyFiles', ({ variables: { vendorId, options = {} } }) => {
      const variables = { vendorId, ...options };
      calls.lists.push(variables);
      const type = variables.type as string | null;
      const matching = files.filter((f) => !type || (type === 'GENERAL' ? f.uploadedArea !== 'ESSENTIAL' : f.uploadedArea === type));
      const page = (variables.page as number) ?? 1;
      const limit = (variables.limit as number) ?? 25;
      return HttpResponse.json({
        data: { vendorFiles: { __typename: 'CompanyFilePage', totalCount: matching.length, items: matching.slice((page - 1) * limit, page * limit) } },
      });
    }),
    graphql.mutation('RenameFile', ({ variables }) => {
      calls.renames.push(variables);
      if (opts.renameError) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: opts.renameError.message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: opts.renameError.fieldErrors } }],
        });
      }
      const file = files.find((f) => f.fileId === variables.fileId)!;
      file.fileName = String(variables.newName);
      return HttpResponse.json({ data: { renameFile: { __typename: 'CompanyFile', fileId: file.fileId, fileName: file.fileName, fileType: file.fileType } } });
    }),
    graphql.mutation('DeleteFile', ({ variables }) => {
      calls.deletes.push(variables);
      files = files.filter((f) => f.fileId !== variables.fileId);
      return HttpResponse.json({ data: { deleteFile: true } });
    }),
    graphql.mutation('SetFileExpiry', ({ variables }) => {
      calls.expiries.push(variables);
      const file = files.find((f) => f.fileId === variables.fileId)!;
      file.expiresAt = (variables.expiresAt as string | null) ?? null;
      return HttpResponse.json({ data: { setFileExpiry: { __typename: 'CompanyFile', fileId: file.fileId, expiresAt: file.expiresAt, expiryStatus: null } } });
    }),
    graphql.query('FileViewLink', ({ variables }) => {
      calls.links.push(variables);
      const mode = variables.mode ? '&mode=view' : '';
      return HttpResponse.json({
        data: {
          fileViewLink: {
            __typename: 'FileViewLink',
            url: `/api/v1/s3files/view?s3FilePath=${btoa(String(variables.fileId))}&authToken=bGluay10b2tlbg${mode}`,
            expiresAt: '2026-03-05T15:05:00.000Z',
          },
        },
      });
    }),
  );
  return calls;
}
