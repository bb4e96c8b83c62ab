import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isVendorRole, type Permission } from '@portal/common/auth/roles';
import type { FieldErrors } from '@portal/common/errors';
import { ATTACHMENT_EXTENSIONS, FILE_MESSAGES, UPLOAD_EXTENSIONS } from '@portal/common/validation/files';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../integrations/storage/object-storage.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import type { IncomingFile } from '../../uploads/incoming-file.js';
import { parseExpiryDate } from './expiry-date.js';
import { followReplacement } from './file-versions.js';
import { assertFileReadable } from './hidden-answer-files.js';
import { StoredFile, type UploadedArea } from './stored-file.entity.js';
import { fileNameProblem, receiveUpload, UploadRefusedError, type ReceivedFile } from './upload-intake.js';

export interface FilesDeps {
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * What the file managers accept (General documents, and a replacement of any file): the wider attachment list
 * of the specification, plus pptx, which the forms' own uploads accept, so any stored file can be replaced.
 */
export const FILE_MANAGER_EXTENSIONS: readonly string[] = [...new Set<string>([...ATTACHMENT_EXTENSIONS, ...UPLOAD_EXTENSIONS])];

/** Uploads by form field name (e.g. w9File); absent or null fields are ignored. */
export type Uploads = Record<string, IncomingFile | null | undefined>;

/**
 * The areas POST /s3files/upload stores into, and who may: a vendor role holding `vendor` for its own company,
 * an internal role holding `internal` for any company. Essential files are the prequalification forms'
 * uploads, so the company's form answerer (VENDOR_ADMIN), or the staff who fill its forms on its behalf (the
 * permission the prequal module answers for the vendor with: prequal.review, modules/prequal/prequal-access.ts).
 */
export const UPLOAD_ACCESS = {
  ESSENTIAL: { vendor: 'prequal.answer', internal: 'prequal.review' },
  /** The file manager's General tab ("Add New Doc"): the company's admin, or staff who edit company detail. */
  GENERAL: { vendor: 'files.manage', internal: 'files.manage' },
} as const satisfies Partial<Record<UploadedArea, { vendor: Permission; internal: Permission }>>;
export type UploadableArea = keyof typeof UPLOAD_ACCESS;

const AREA_MESSAGE = `uploadedArea must be ${Object.keys(UPLOAD_ACCESS).join(' or ')}`;
const COMPANY_MESSAGE = 'Choose the company (vendorId).';
/** A replacement names the current version of a document; an earlier version is kept as it is. */
export const REPLACED_MESSAGE = 'This is an earlier version of the file, kept as it was; replace its current version.';

/** An upload's destination once allowed: the uploader, the area, the company; for a replacement, the file replaced. */
export interface UploadTarget {
  actor: Actor;
  area: UploadedArea;
  vendorId: string;
  /** The document's expiry date (YYYY-MM-DD) given with the upload, or null. */
  expiresAt: string | null;
  /** The stored file this upload is a new version of (POST /s3files/upload?fileId=); null for a new file. */
  replaces: StoredFile | null;
  /** The extensions this upload may have. */
  allowed: readonly string[];
}

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
    const a = authorize(actor, 'files.read', { vendorId: file.vendor.id });
    await assertFileReadable(this.em, a, file);
    return { file, stream: await this.deps.storage.get(file.storageKey) };
  }

  /**
   * Whether the actor may upload into `area` of the company `vendorId` (a vendor user's own when none is
   * named): checked before a byte of the upload is read. Answers the upload's destination.
   */
  uploadTarget(actor: Actor | null, area: unknown, vendorId: unknown, expiresAt?: unknown): UploadTarget {
    const a = authorize(actor, 'files.read');
    const name = typeof area === 'string' ? area.trim().toUpperCase() : '';
    if (!Object.prototype.hasOwnProperty.call(UPLOAD_ACCESS, name)) throw AppError.badInput(AREA_MESSAGE, { uploadedArea: AREA_MESSAGE });
    const rule = UPLOAD_ACCESS[name as UploadableArea];
    const permission = isVendorRole(a.role) ? rule.vendor : rule.internal;
    authorize(a, permission);
    const id = (typeof vendorId === 'string' && vendorId.trim()) || (isVendorRole(a.role) ? a.vendorId : null);
    if (!id) throw AppError.badInput(COMPANY_MESSAGE, { vendorId: COMPANY_MESSAGE });
    authorize(a, permission, { vendorId: id });
    assertUuid(id, 'Company');
    const expiry = parseExpiryDate(expiresAt);
    const allowed = name === 'GENERAL' ? FILE_MANAGER_EXTENSIONS : UPLOAD_EXTENSIONS;
    return { actor: a, area: name as UploadableArea, vendorId: id, expiresAt: expiry, replaces: null, allowed };
  }

  /**
   * Whether the actor may upload a new version of the stored file `fileId` (POST /s3files/upload?fileId=, the
   * file manager's Essential tab and the admin's file list): the company's admin for its own company's files, or
   * staff who edit company detail. A `vendorId` given with it must be the file's company; the file must be its
   * document's current version (CONFLICT otherwise). Checked before a byte of the upload is read.
   */
  async replaceTarget(actor: Actor | null, fileId: unknown, vendorId: unknown, expiresAt?: unknown): Promise<UploadTarget> {
    const a = authorize(actor, 'files.manage');
    const id = typeof fileId === 'string' ? fileId.trim() : '';
    assertUuid(id, 'File');
    const file = await this.em.findOne(StoredFile, { id });
    if (!file) throw AppError.notFound('File');
    authorize(a, 'files.manage', { vendorId: file.vendor.id });
    if (typeof vendorId === 'string' && vendorId.trim() && vendorId.trim() !== file.vendor.id) throw AppError.notFound('File');
    if (file.replacedAt) throw new AppError('CONFLICT', REPLACED_MESSAGE);
    const expiry = parseExpiryDate(expiresAt);
    return { actor: a, area: file.uploadedArea, vendorId: file.vendor.id, expiresAt: expiry, replaces: file, allowed: FILE_MANAGER_EXTENSIONS };
  }

  /**
   * One file into a company's files (POST /s3files/upload): the upload rules (25 MB, the extensions, the
   * content matching its name) with the specification's messages, then its row and audit entry in one
   * transaction. A refused or failed upload leaves no row and no stored object.
   */
  async upload(target: UploadTarget, file: IncomingFile | null | undefined): Promise<StoredFile> {
    const vendor = await this.em.findOne(Vendor, { id: target.vendorId });
    if (!vendor) throw AppError.notFound('Company');
    if (!file) throw AppError.badInput(FILE_MESSAGES.required, { file: FILE_MESSAGES.required });
    const { file: received } = await this.receiveAll({ file }, target.allowed);
    if (target.replaces) return this.replace(target, target.replaces, received!);
    try {
      const stored = this.record({ actor: target.actor, by: target.actor.name }, vendor, received!, target.area, null);
      stored.expiresAt = target.expiresAt;
      await this.em.flush();
      return stored;
    } catch (err) {
      await this.discard([received!.key]);
      throw err;
    }
  }

  /**
   * A new version of a stored file (docs/file-versions.md): a new row (a new fileId) for the upload, chained to the
   * version it replaces, which is marked replaced and keeps its content and stored object. Forms that still take
   * answers follow to the new version; submitted and approved forms keep the version they were submitted with, so
   * an approved cycle's documents never change (the next cycle's forms carry the newest version). One transaction
   * with the audit entry, which names both versions.
   */
  private async replace(target: UploadTarget, replaced: StoredFile, received: ReceivedFile): Promise<StoredFile> {
    try {
      return await this.em.transactional(async (tx) => {
        const file = await tx.findOne(StoredFile, { id: replaced.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!file) throw AppError.notFound('File');
        if (file.replacedAt) throw new AppError('CONFLICT', REPLACED_MESSAGE);
        const next = nextVersion(tx, { actor: target.actor, by: target.actor.name }, file, received, target.expiresAt);
        await tx.flush();
        auditReplacement(tx, { actor: target.actor, by: target.actor.name }, file, next, await followReplacement(tx, file.vendor.id, file.id, next.id));
        return next;
      });
    } catch (err) {
      await this.discard([received.key]);
      throw err;
    }
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
  async receiveAll(uploads: Uploads, allowed?: readonly string[]): Promise<Record<string, ReceivedFile>> {
    const received: Record<string, ReceivedFile> = {};
    try {
      for (const [field, file] of Object.entries(uploads)) {
        if (!file) continue;
        try {
          received[field] = await receiveUpload(this.deps.storage, file, { allowed });
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

  /**
   * A received file as the next version of `old` on this request's EntityManager (the caller flushes), for a
   * document no form answer names (the company form's W9 and references): `old` keeps its row, content and
   * stored object as an earlier version, and the audit entry names both versions.
   */
  supersede(uploader: Uploader, old: StoredFile, received: ReceivedFile): StoredFile {
    const next = nextVersion(this.em, uploader, old, received, old.expiresAt ?? null);
    auditReplacement(this.em, uploader, old, next);
    return next;
  }

  /** The files of an area for several vendors in one query (current versions), newest first. */
  async filesOf(vendorIds: readonly string[], area: UploadedArea): Promise<StoredFile[]> {
    if (vendorIds.length === 0) return [];
    return this.em.find(StoredFile, { vendor: { $in: [...vendorIds] }, uploadedArea: area, replacedAt: null }, { orderBy: { createdAt: 'desc', id: 'asc' } });
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

/** `received` as a new row chained to `old`, which is marked replaced (its content and stored object stay); not flushed. */
function nextVersion(em: EntityManager, uploader: Uploader, old: StoredFile, received: ReceivedFile, expiresAt: string | null): StoredFile {
  const now = new Date();
  old.replacedAt = now;
  return em.create(StoredFile, {
    vendor: old.vendor,
    documentId: old.documentId,
    previousVersionId: old.id,
    fileName: received.fileName,
    storageKey: received.key,
    size: received.size,
    contentType: received.contentType,
    uploadedArea: old.uploadedArea,
    uploadedCategory: old.uploadedCategory ?? null,
    uploadedById: uploader.actor?.userId ?? null,
    uploadedBy: uploader.actor?.name ?? uploader.by,
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
}

/** The audit entry of a replacement: both versions, and the forms that followed it to the new one. */
function auditReplacement(em: EntityManager, uploader: Uploader, old: StoredFile, next: StoredFile, formsFollowing: string[] = []): void {
  audit(
    em,
    uploader.actor,
    {
      entityType: 'StoredFile',
      entityId: next.id,
      action: 'FILE_REPLACED',
      changes: {
        vendorId: old.vendor.id,
        documentId: old.documentId,
        fileId: { from: old.id, to: next.id },
        fileName: { from: old.fileName, to: next.fileName },
        size: { from: old.size, to: next.size },
        expiresAt: { from: old.expiresAt ?? null, to: next.expiresAt ?? null },
        formsFollowing,
      },
    },
    uploader.by,
  );
}
