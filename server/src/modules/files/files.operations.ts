import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import type { NextFunction, Request, Response } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Services } from '../../context.js';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import { bodyOf, idInput, textOf } from '../../operations/input.js';
import { listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { arg, operation } from '../../operations/operation.js';
import { multipartForm } from '../../rest/multipart.js';
import type { IncomingFile } from '../../uploads/incoming-file.js';
import { FILE_LIST, FOLDER_LIST, type FolderListRow } from './file-lists.js';
import { fileListSchema, folderListSchema } from './file-manager.service.js';
import { storedFileUrl, type FileView } from './file-views.js';
import {
  CompanyFilePageType,
  CompanyFileType,
  FileFolderPageType,
  FileFoldersListOptions,
  FileFolderType,
  FileViewLinkType,
  VendorFilesListOptions,
} from './files.types.js';

/** Where an upload goes: a new version of `fileId`, else a new file of the area and company (each optional, checked by the service). */
const uploadWhere = z.object({
  vendorId: z.string().nullish(),
  uploadedArea: z.string().nullish(),
  fileId: z.string().nullish(),
  expiresAt: z.string().nullish(),
});
type UploadWhere = z.output<typeof uploadWhere>;

/** Who may upload there (the area's or the replaced file's company rule), and the upload's destination. */
function uploadTarget(services: Services, actor: Actor, where: UploadWhere) {
  return where.fileId?.trim()
    ? services.files.replaceTarget(actor, where.fileId, where.vendorId, where.expiresAt)
    : services.files.uploadTarget(actor, where.uploadedArea, where.vendorId, where.expiresAt);
}

/** The upload's query string as the operation's input. */
const uploadWhereOf = (req: Request) => ({
  vendorId: textOf(req.query.vendorId),
  uploadedArea: textOf(req.query.uploadedArea),
  fileId: textOf(req.query.fileId),
  expiresAt: textOf(req.query.expiresAt),
});

/** Checks who may upload where before a byte of the body is read (the operation checks it again, with the body). */
function mayUpload(req: Request, _res: Response, next: NextFunction) {
  req.ctx
    .getActor()
    .then((actor) => uploadTarget(req.ctx.services, actor!, uploadWhereOf(req)))
    .then(() => next(), next);
}

const fileIdArgs = { fileId: arg(() => ID) };

/**
 * Stored files (specification section 7, Files), the file managers' operations: a company's files
 * (GET /files/vendor/{vendorId}/files `{ data, totalCount }`), one file (GET /files/files?fileId), rename
 * (PUT or POST /files/{fileId}/rename `{ newName }`), delete (DELETE /files/files/{fileId}), a document's expiry
 * date (PUT /files/{fileId}/expiry, beyond the specification), a short-lived link (GET /files/{fileId}/view-link),
 * the admin's folders (GET /files/folders, /files/folders/{vendorId}: approved companies, 28 a page) and the
 * upload (POST /s3files/upload, multipart `file`: `{ url, fileId, name }`; with fileId a new version of that
 * file under a new fileId, docs/file-versions.md). The two routes that stream a file are files.routes.ts'.
 */
export const filesOperations = {
  fileFolders: operation({
    access: 'files.folders',
    description: "The admin file manager's folders: approved companies by name, 28 a page.",
    input: folderListSchema,
    run: ({ services, input }) => services.fileManager.folders(input),
    graphql: listQueryBinding(FileFoldersListOptions, FileFolderPageType),
    // The specification's answer: data, totalCount.
    rest: listRestBinding(FOLDER_LIST, '/files/folders', ({ items, totalCount }: ListPageResult<FolderListRow>) => ({ data: items, totalCount })),
  }),

  fileFolder: operation({
    access: 'files.folders',
    description: 'One folder of the admin file manager: an approved company.',
    input: z.object({ vendorId: idInput }),
    run: ({ services, input }) => services.fileManager.folder(input.vendorId),
    graphql: { kind: 'query', returns: () => FileFolderType, args: { vendorId: arg(() => ID) } },
    rest: { method: 'get', path: '/files/folders/:vendorId', input: (req) => ({ vendorId: String(req.params.vendorId) }) },
  }),

  vendorFiles: operation({
    access: 'files.read',
    description: "A company's files, newest first. type: GENERAL or ESSENTIAL (the file manager's tabs), or none for all.",
    input: fileListSchema,
    run: ({ services, actor, input }) => services.fileManager.list(actor, input),
    graphql: listQueryBinding(VendorFilesListOptions, CompanyFilePageType, undefined, { vendorId: arg(() => ID) }),
    rest: listRestBinding(FILE_LIST, '/files/vendor/:vendorId/files', ({ items, totalCount }: ListPageResult<FileView>) => ({ data: items, totalCount })),
  }),

  companyFile: operation({
    access: 'files.read',
    description: "One file (a current version or an earlier one), with its document's versions.",
    input: z.object({ fileId: idInput }),
    run: ({ services, actor, input }) => services.fileManager.get(actor, input.fileId),
    graphql: { kind: 'query', returns: () => CompanyFileType, args: fileIdArgs, description: null },
    rest: { method: 'get', path: '/files/files', input: (req) => ({ fileId: textOf(req.query.fileId) ?? '' }) },
  }),

  fileViewLink: operation({
    access: 'files.read',
    description: 'A link opening one file for a few minutes; mode "view" shows it in the page, else it downloads.',
    input: z.object({ fileId: idInput, mode: z.unknown() }),
    run: ({ services, actor, input }) => services.fileManager.viewLink(actor, input.fileId, input.mode),
    graphql: { kind: 'query', returns: () => FileViewLinkType, args: { ...fileIdArgs, mode: arg(() => String, { nullable: true }) } },
    rest: { method: 'get', path: '/files/:fileId/view-link', input: (req) => ({ fileId: String(req.params.fileId), mode: req.query.mode }) },
  }),

  renameFile: operation({
    access: 'files.edit',
    description: 'Renames a file; its extension is kept.',
    // The new name's rules depend on the file's own (its extension is kept): renamedFileName says them.
    input: z.object({ fileId: idInput, newName: z.unknown() }),
    run: ({ services, actor, input }) => services.fileManager.rename(actor, input.fileId, input.newName),
    graphql: { kind: 'mutation', returns: () => CompanyFileType, args: { ...fileIdArgs, newName: arg(() => String) } },
    rest: (['put', 'post'] as const).map((method) => ({
      method,
      path: '/files/:fileId/rename',
      input: (req: Request) => ({ fileId: String(req.params.fileId), newName: bodyOf(req).newName }),
    })),
  }),

  setFileExpiry: operation({
    access: 'files.manage',
    description: "Sets a document's expiry date (YYYY-MM-DD), or clears it with null.",
    input: z.object({ fileId: idInput, expiresAt: z.unknown() }),
    run: ({ services, actor, input }) => services.fileManager.setExpiry(actor, input.fileId, input.expiresAt ?? null),
    graphql: { kind: 'mutation', returns: () => CompanyFileType, args: { ...fileIdArgs, expiresAt: arg(() => String, { nullable: true }) } },
    rest: { method: 'put', path: '/files/:fileId/expiry', input: (req) => ({ fileId: String(req.params.fileId), expiresAt: bodyOf(req).expiresAt }) },
  }),

  deleteFile: operation({
    access: 'files.edit',
    description: 'Deletes a document, every version of it.',
    input: z.object({ fileId: idInput }),
    run: ({ services, actor, input }) => services.fileManager.remove(actor, input.fileId),
    graphql: { kind: 'mutation', returns: () => Boolean, args: fileIdArgs, description: null, answer: () => true },
    rest: { method: 'delete', path: '/files/files/:fileId', answer: () => ({ success: true }) },
  }),

  uploadCompanyFile: operation({
    access: 'files.read',
    description:
      "POST /s3files/upload's GraphQL twin: a company's new file (uploadedArea GENERAL, or ESSENTIAL for the forms' uploads) or, with fileId, a new version of that file (a new fileId; the earlier version is kept as it was). Who may depends on the area or the file's company; the checks are the REST route's.",
    // The file: GraphQL's Upload (a promise of it, read only after the check) or the multipart reader's file.
    input: uploadWhere.extend({ file: z.unknown() }),
    run: async ({ services, actor, input: { file, ...where } }) => {
      const target = await uploadTarget(services, actor, where);
      const stored = await services.files.upload(target, (await resolveUpload(file as UploadArg)) as IncomingFile | null);
      return services.fileManager.get(actor, stored.id);
    },
    graphql: {
      kind: 'mutation',
      returns: () => CompanyFileType,
      args: {
        file: arg(() => GraphQLUpload),
        vendorId: arg(() => ID, { nullable: true }),
        uploadedArea: arg(() => String, { nullable: true }),
        fileId: arg(() => ID, { nullable: true }),
        expiresAt: arg(() => String, { nullable: true }),
      },
    },
    rest: {
      method: 'post',
      path: '/s3files/upload',
      status: 201,
      before: [mayUpload, multipartForm({ fileFields: ['file'], maxFileBytes: UPLOAD_MAX_BYTES })],
      input: (req) => ({ ...uploadWhereOf(req), file: req.uploads?.file }),
      answer: (file) => ({ url: storedFileUrl(file.fileId), fileId: file.fileId, name: file.fileName }),
    },
  }),
};
