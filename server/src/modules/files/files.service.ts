import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '@portal/common/errors';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../integrations/storage/object-storage.js';
import { audit } from '../audit/index.js';
import type { Vendor } from '../companies/index.js';
import type { IncomingFile } from './incoming-file.js';
import { StoredFile, type UploadedArea } from './stored-file.entity.js';
import { fileNameProblem, receiveUpload, UploadRefusedError, type ReceivedFile } from './upload-intake.js';

export interface FilesDeps {
  storage: ObjectStorage;
  logger: Logger;
}

/** Uploads by form field name (e.g. w9File); absent or null fields are ignored. */
export type Uploads = Record<string, IncomingFile | null | undefined>;

/** Who did it, for the file row and the audit log: a signed-in actor, or a name for an anonymous one. */
export interface Uploader {
  actor: Actor | null;
  by: string;
}

/**
 * Stored files of vendor companies: uploads streamed into storage with their checks, the rows
 * that record them, and reading them back for those allowed to.
 */
export class FilesService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: FilesDeps,
  ) {}

  /**
   * A file's content (GET files/{fileId}/content): internal staff read any company's files, a
   * vendor's users their own company's. Never anonymous.
   */
  async content(actor: Actor | null, fileId: string): Promise<{ file: StoredFile; stream: Readable }> {
    authorize(actor, 'files.read');
    assertUuid(fileId, 'File');
    const file = await this.em.findOne(StoredFile, { id: fileId });
    if (!file) throw AppError.notFound('File');
    authorize(actor, 'files.read', { vendorId: file.vendor.id });
    return { file, stream: await this.deps.storage.get(file.storageKey) };
  }

  /** The name rule of each upload, as field errors: known before a byte is read. */
  nameProblems(uploads: Uploads): FieldErrors {
    const out: FieldErrors = {};
    for (const [field, file] of Object.entries(uploads)) {
      const problem = file ? fileNameProblem(file) : null;
      if (problem) out[field] = problem;
    }
    return out;
  }

  /**
   * Streams every upload into storage with its checks, all or nothing: when one is refused, the
   * ones already stored are removed and the refusal answers as a field error on its field.
   */
  async receiveAll(uploads: Uploads): Promise<Record<string, ReceivedFile>> {
    const received: Record<string, ReceivedFile> = {};
    try {
      for (const [field, file] of Object.entries(uploads)) {
        if (!file) continue;
        try {
          received[field] = await receiveUpload(this.deps.storage, file);
        } catch (err) {
          if (err instanceof UploadRefusedError) throw AppError.badInput(err.message, { [field]: err.message });
          throw err;
        }
      }
    } catch (err) {
      await this.discard(Object.values(received).map((r) => r.key));
      throw err;
    }
    return received;
  }

  /** Records a received file as the vendor's (row and audit entry on this request's EntityManager; the caller flushes). */
  record(uploader: Uploader, vendor: Vendor, received: ReceivedFile, area: UploadedArea, category: string | null): StoredFile {
    const file = this.em.create(StoredFile, {
      vendor,
      fileName: received.fileName,
      storageKey: received.key,
      size: received.size,
      contentType: received.contentType,
      uploadedArea: area,
      uploadedCategory: category,
      uploadedById: uploader.actor?.userId ?? null,
      uploadedBy: uploader.actor?.name ?? uploader.by,
    });
    audit(
      this.em,
      uploader.actor,
      {
        entityType: 'StoredFile',
        entityId: file.id,
        action: 'FILE_UPLOADED',
        changes: { vendorId: vendor.id, fileName: file.fileName, uploadedArea: area, uploadedCategory: category, size: file.size },
      },
      uploader.by,
    );
    return file;
  }

  /** Removes a file's row (the caller flushes) and answers its storage key, to discard once the change is committed. */
  forget(uploader: Uploader, file: StoredFile): string {
    this.em.remove(file);
    audit(
      this.em,
      uploader.actor,
      { entityType: 'StoredFile', entityId: file.id, action: 'FILE_DELETED', changes: { vendorId: file.vendor.id, fileName: file.fileName } },
      uploader.by,
    );
    return file.storageKey;
  }

  /** The files of an area for several vendors in one query, newest first. */
  async filesOf(vendorIds: readonly string[], area: UploadedArea): Promise<StoredFile[]> {
    if (vendorIds.length === 0) return [];
    return this.em.find(StoredFile, { vendor: { $in: [...vendorIds] }, uploadedArea: area }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** Storage keys of all of a vendor's files, e.g. before the vendor is deleted. */
  async keysOf(vendor: Vendor): Promise<string[]> {
    const rows = await this.em.find(StoredFile, { vendor }, { fields: ['storageKey'] });
    return rows.map((r) => r.storageKey);
  }

  /** Removes stored objects whose rows are gone (or were never written). Failures are logged, not thrown. */
  async discard(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.deps.storage.delete(key).catch((err: unknown) => this.deps.logger.error({ err, key }, 'stored file could not be removed'));
    }
  }
}
