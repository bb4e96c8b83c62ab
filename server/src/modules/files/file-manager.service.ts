import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_MESSAGES, fileExtension } from '@portal/common/validation/files';
import { listQuerySchema } from '@portal/common/validation/auth';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { listPage } from '../../db/list-query.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { idInput } from '../../operations/input.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import type { ObjectStorage } from '../../integrations/storage/object-storage.js';
import { audit } from '../audit/index.js';
import { parseExpiryDate } from './expiry-date.js';
import { FILE_COLUMNS, FILE_LIST, FOLDER_LIST, type FileListQuery, type FileListRow, type FolderListQuery, type FolderListRow } from './file-lists.js';
import { addDays, EXPIRY_WARNING_DAYS, todayInPortal, toFileView, type FileView } from './file-views.js';
import { versionsOf } from './file-versions.js';
import { REPLACED_MESSAGE } from './files.service.js';
import { StoredFile } from './stored-file.entity.js';
import { assertVendorMayChange } from './vendor-file-changes.js';
import { decodeLinkPart, encodeLinkPart, signViewToken, verifyViewToken, VIEW_LINK_MESSAGES } from './view-links.js';

export interface FileManagerDeps {
  storage: ObjectStorage;
  logger: Logger;
  config: { JWT_SECRET: string };
}

export const FILE_NAME_MAX = 255;
export const RENAME_MESSAGES = {
  required: FILE_MESSAGES.nameRequired,
  tooLong: `File Name must be at most ${FILE_NAME_MAX} characters`,
  separators: 'File Name cannot contain / or \\',
} as const;

/** The admin file manager shows 28 folders a page (specification section 9). */
export const FOLDER_PAGE_SIZE = 28;

/** A company's files list query (GET /files/vendor/{vendorId}/files, vendorFiles): the company, paging, sort and tab. */
export const fileListSchema = listInputSchema(FILE_LIST, { shape: { vendorId: idInput } });
export type FileListInput = z.output<typeof fileListSchema>;

/** The admin file manager's folders query: 28 a page unless asked otherwise. */
export const folderListSchema = listInputSchema(FOLDER_LIST, { shape: { limit: listQuerySchema.shape.limit.default(FOLDER_PAGE_SIZE) } });
export type FolderListInput = z.output<typeof folderListSchema>;

export type ViewMode = 'view' | 'download';

/**
 * The new name of a renamed file: trimmed, required, at most 255 characters, no path separators, and it keeps
 * the file's extension (appended when the new name does not end with it), so a file's type never changes by rename.
 */
export function renamedFileName(current: string, newName: unknown): string {
  const name = typeof newName === 'string' ? newName.trim() : '';
  if (!name) throw AppError.badInput(RENAME_MESSAGES.required, { newName: RENAME_MESSAGES.required });
  if (/[\\/]/.test(name)) throw AppError.badInput(RENAME_MESSAGES.separators, { newName: RENAME_MESSAGES.separators });
  const ext = fileExtension(current);
  const full = ext && fileExtension(name) !== ext ? `${name}.${ext}` : name;
  if (full.length > FILE_NAME_MAX) throw AppError.badInput(RENAME_MESSAGES.tooLong, { newName: RENAME_MESSAGES.tooLong });
  return full;
}

/**
 * The file managers (vendor and admin) and the company's Files tab: a company's files paged by tab, one file,
 * rename, delete, a document's expiry date, short-lived links that open one file, and the admin's folders.
 * Vendors reach only their own company's files; rename and delete are for staff who edit company detail. Each call's
 * permission is checked by the transport (files.operations.ts); what depends on the file's company is checked here.
 */
export class FileManagerService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: FileManagerDeps,
  ) {}

  /** GET /files/vendor/{vendorId}/files?limit&page&type: a company's files (current versions, each with its versions), newest first, 25 a page. */
  async list(actor: Actor, q: FileListInput): Promise<ListPageResult<FileView>> {
    assertUuid(q.vendorId, 'Company');
    authorize(actor, 'files.read', { vendorId: q.vendorId });
    const { rows, totalCount } = await listPage<FileListQuery, FileListRow>(this.em, FILE_LIST, q);
    const today = todayInPortal();
    const versions = await versionsOf(
      this.em,
      rows.map((r) => r.fileId),
    );
    return { items: rows.map((r) => toFileView(r, today, versions.get(r.fileId))), totalCount };
  }

  /** GET /files/files?fileId: one file (a current version or an earlier one), with its document's versions. */
  async get(actor: Actor, fileId: string): Promise<FileView> {
    const row = await this.rowOf(fileId);
    authorize(actor, 'files.read', { vendorId: row.vendorId });
    const versions = await versionsOf(this.em, [row.fileId]);
    return toFileView(row, todayInPortal(), versions.get(row.fileId));
  }

  /**
   * PUT|POST /files/{fileId}/rename { newName }: keeps the extension; audited. A company's admin renames its own
   * company's files, except those a submitted prequalification keeps (vendor-file-changes.ts).
   */
  async rename(a: Actor, fileId: string, newName: unknown): Promise<FileView> {
    await this.em.transactional(async (tx) => {
      const file = await this.fileFor(tx, a, fileId, 'files.edit');
      const name = renamedFileName(file.fileName, newName);
      await assertVendorMayChange(tx, a, file, 'rename', [file.id]);
      if (name === file.fileName) return;
      audit(tx, a, {
        entityType: 'StoredFile',
        entityId: file.id,
        action: 'FILE_RENAMED',
        changes: { vendorId: file.vendor.id, fileName: { from: file.fileName, to: name } },
      });
      file.fileName = name;
    });
    return this.get(a, fileId);
  }

  /** A document's expiry date (YYYY-MM-DD, or null for none); audited. */
  async setExpiry(a: Actor, fileId: string, expiresAt: unknown): Promise<FileView> {
    const date = parseExpiryDate(expiresAt);
    await this.em.transactional(async (tx) => {
      const file = await this.fileFor(tx, a, fileId, 'files.manage');
      if ((file.expiresAt ?? null) === date) return;
      audit(tx, a, {
        entityType: 'StoredFile',
        entityId: file.id,
        action: 'FILE_EXPIRY_CHANGED',
        changes: { vendorId: file.vendor.id, fileName: file.fileName, expiresAt: { from: file.expiresAt ?? null, to: date } },
      });
      file.expiresAt = date;
    });
    return this.get(a, fileId);
  }

  /**
   * DELETE /files/files/{fileId}: the document (every version of it) and its audit entry in one transaction, then
   * the stored objects. A company's admin deletes its own company's documents that no prequalification form names
   * (vendor-file-changes.ts); staff delete any.
   */
  async remove(a: Actor, fileId: string): Promise<void> {
    const keys = await this.em.transactional(async (tx) => {
      const file = await this.fileFor(tx, a, fileId, 'files.edit');
      const versions = await tx.find(StoredFile, { documentId: file.documentId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      await assertVendorMayChange(
        tx,
        a,
        file,
        'delete',
        versions.map((v) => v.id),
      );
      audit(tx, a, {
        entityType: 'StoredFile',
        entityId: file.id,
        action: 'FILE_DELETED',
        changes: { vendorId: file.vendor.id, fileName: file.fileName, versions: versions.map((v) => v.id) },
      });
      for (const v of versions) tx.remove(v);
      return versions.map((v) => v.storageKey);
    });
    for (const key of keys) {
      await this.deps.storage.delete(key).catch((err: unknown) => this.deps.logger.error({ err, key }, 'stored file could not be removed'));
    }
  }

  /**
   * A link that opens one file for a few minutes, for those who may read it: /api/v1/s3files/view with the file
   * (s3FilePath) and a token signed for that file alone (authToken), both base64url; mode=view shows it in the
   * page. The link never carries the session.
   */
  async viewLink(actor: Actor, fileId: string, mode: unknown): Promise<{ url: string; expiresAt: Date }> {
    const row = await this.rowOf(fileId);
    authorize(actor, 'files.read', { vendorId: row.vendorId });
    const { token, expiresAt } = await signViewToken(this.deps.config.JWT_SECRET, { id: row.fileId, vendorId: row.vendorId });
    const params = new URLSearchParams({ s3FilePath: encodeLinkPart(row.fileId), authToken: encodeLinkPart(token) });
    if (mode === 'view') params.set('mode', 'view');
    return { url: `/api/v1/s3files/view?${params.toString()}`, expiresAt };
  }

  /** GET /s3files/view: the file a link opens, when its token is valid, unexpired and for this very file. */
  async view(s3FilePath: unknown, authToken: unknown): Promise<{ file: StoredFile; stream: Readable }> {
    const fileId = decodeLinkPart(s3FilePath);
    const token = decodeLinkPart(authToken);
    if (!fileId || !token) throw AppError.forbidden(VIEW_LINK_MESSAGES.invalid);
    const claims = await verifyViewToken(this.deps.config.JWT_SECRET, token, fileId);
    assertUuid(fileId, 'File');
    const file = await this.em.findOne(StoredFile, { id: fileId });
    // The file may have been deleted, or moved to another company, since the link was made.
    if (!file || file.vendor.id !== claims.vendorId) throw AppError.notFound('File');
    return { file, stream: await this.deps.storage.get(file.storageKey) };
  }

  /** The admin file manager's folders: approved companies by name, 28 a page, searched by name. */
  async folders(q: FolderListInput): Promise<ListPageResult<FolderListRow>> {
    const { rows, totalCount } = await listPage<FolderListQuery, FolderListRow>(this.em, FOLDER_LIST, q);
    return { items: rows, totalCount };
  }

  /** One folder of the admin file manager (its company's name for the breadcrumb): an approved company, else NOT_FOUND. */
  async folder(vendorId: string): Promise<FolderListRow> {
    assertUuid(vendorId, 'Company');
    const [row] = await this.em
      .getConnection()
      .execute<FolderListRow[]>(
        `select v.id as "vendorId", v.company_name as "companyName", (select count(*)::int from stored_file sf where sf.vendor_id = v.id and sf.replaced_at is null) as "fileCount" from vendor v where v.id = ? and v.registration_status = 'APPROVED'`,
        [vendorId],
      );
    if (!row) throw AppError.notFound('Company');
    return row;
  }

  /** One file's row, or NOT_FOUND. */
  private async rowOf(fileId: string): Promise<FileListRow> {
    assertUuid(fileId, 'File');
    const columns = Object.entries(FILE_COLUMNS)
      .map(([name, sql]) => `${sql} as "${name}"`)
      .join(', ');
    const [row] = await this.em.getConnection().execute<FileListRow[]>(`select ${columns} from stored_file f where f.id = ?`, [fileId]);
    if (!row) throw AppError.notFound('File');
    return { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
  }

  /**
   * A file for a change, locked in the transaction, when the actor may change that company's files. Changes are
   * made to a document's current version: an earlier one stays as it was (CONFLICT).
   */
  private async fileFor(tx: EntityManager, actor: Actor, fileId: string, permission: 'files.edit' | 'files.manage'): Promise<StoredFile> {
    assertUuid(fileId, 'File');
    const file = await tx.findOne(StoredFile, { id: fileId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!file) throw AppError.notFound('File');
    authorize(actor, permission, { vendorId: file.vendor.id });
    if (file.replacedAt) throw new AppError('CONFLICT', REPLACED_MESSAGE);
    return file;
  }
}

/**
 * The dashboard's count of documents that have expired or expire within 30 days (beyond the specification), for
 * the prequal module's dashboard: one statement through the partial index on expires_at.
 */
export function expiringDocumentsStatement(now: Date = new Date()): { sql: string; params: unknown[] } {
  return {
    sql: 'select count(*)::int as expiring_documents from stored_file where expires_at is not null and expires_at <= ?::date and replaced_at is null',
    params: [addDays(todayInPortal(now), EXPIRY_WARNING_DAYS)],
  };
}
