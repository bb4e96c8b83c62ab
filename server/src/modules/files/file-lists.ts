import { z } from 'zod';
import { listFilter, type FilterValues, type ListPaging, type ListSpec } from '../../db/list-query.js';
import type { UploadedArea } from './stored-file.entity.js';

/**
 * The file managers' tabs (`type`, the upper-cased tab name): General holds the company's own documents and
 * those of its registration (W9, references); Essential the prequalification forms' uploads.
 */
export const FILE_LIST_TYPES = {
  GENERAL: ['GENERAL', 'REGISTRATION'],
  ESSENTIAL: ['ESSENTIAL'],
} as const satisfies Record<string, readonly UploadedArea[]>;
export type FileListType = keyof typeof FILE_LIST_TYPES;

const TYPES = Object.keys(FILE_LIST_TYPES) as [FileListType, ...FileListType[]];

/** The file list's filter: a tab (`type`, any case; blank for every tab). */
const FILE_FILTERS = {
  type: listFilter(
    z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v), z.enum(TYPES, { error: `type must be ${TYPES.join(' or ')}` }).nullish()),
    (type) => {
      const areas = FILE_LIST_TYPES[type];
      return { sql: `f.uploaded_area in (${areas.map(() => '?').join(', ')})`, params: [...areas] };
    },
  ),
};

export type FileListQuery = ListPaging & { vendorId: string } & FilterValues<typeof FILE_FILTERS>;

/** A row of a company's file list as its SQL reads it. */
export interface FileListRow {
  fileId: string;
  vendorId: string;
  fileName: string;
  uploadedArea: UploadedArea;
  uploadedCategory: string | null;
  size: number;
  contentType: string;
  uploadedBy: string;
  expiresAt: string | null;
  replacedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns of a file, as the lists and the single-file answers read them. */
export const FILE_COLUMNS: Readonly<Record<keyof FileListRow, string>> = {
  fileId: 'f.id',
  vendorId: 'f.vendor_id',
  fileName: 'f.file_name',
  uploadedArea: 'f.uploaded_area',
  uploadedCategory: 'f.uploaded_category',
  size: 'f.size',
  contentType: 'f.content_type',
  uploadedBy: 'f.uploaded_by',
  expiresAt: `to_char(f.expires_at, 'YYYY-MM-DD')`,
  replacedAt: 'f.replaced_at',
  createdAt: 'f.created_at',
  updatedAt: 'f.updated_at',
};

/**
 * A company's files (GET /files/vendor/{vendorId}/files, the file managers and the company's Files tab): one
 * company's rows, optionally one tab's areas, newest first or by name, each through its index
 * (vendor, [area,] sort column, id).
 */
export const FILE_LIST = {
  name: 'vendor-files',
  table: 'stored_file',
  alias: 'f',
  columns: FILE_COLUMNS,
  dates: ['createdAt', 'updatedAt'],
  // The current versions only: earlier ones are listed under their document (file-versions.ts).
  where: (q) => [
    { sql: 'f.vendor_id = ?', params: [q.vendorId] },
    { sql: 'f.replaced_at is null', params: [] },
  ],
  filters: FILE_FILTERS,
  sorts: { updatedAt: 'f.updated_at', fileName: 'f.file_name' },
  defaultSort: () => ({ field: 'updatedAt', order: 'DESC' }),
  counterKey: () => null,
  indexes: ['stored_file_vendor_updated_at_idx', 'stored_file_vendor_area_updated_at_idx', 'stored_file_vendor_file_name_idx'],
} satisfies ListSpec<FileListQuery, FileListRow>;

export type FolderListQuery = ListPaging;

export interface FolderListRow {
  vendorId: string;
  companyName: string;
  fileCount: number;
}

/**
 * The admin file manager's folders: the approved companies by name (28 a page), searched by name, each with
 * its number of files (counted for the page's rows only, through stored_file's vendor index).
 */
export const FOLDER_LIST = {
  name: 'file-folders',
  table: 'vendor',
  alias: 'v',
  columns: {
    vendorId: 'v.id',
    companyName: 'v.company_name',
    fileCount: '(select count(*)::int from stored_file sf where sf.vendor_id = v.id and sf.replaced_at is null)',
  },
  where: () => [{ sql: 'v.registration_status = ?', params: ['APPROVED'] }],
  // The expression of the partial trigram index vendor_approved_company_name_trgm.
  search: 'lower(v.company_name)',
  sorts: { companyName: 'v.company_name' },
  defaultSort: () => ({ field: 'companyName', order: 'ASC' }),
  counterKey: () => 'vendor.registration_status:APPROVED',
  indexes: ['vendor_status_company_name_idx', 'vendor_approved_company_name_trgm'],
} satisfies ListSpec<FolderListQuery, FolderListRow>;
