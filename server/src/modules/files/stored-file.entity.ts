import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

/**
 * Where a file was uploaded: the registration form's documents, the file manager's General tab (later), or
 * Essential: the prequalification forms' uploads (POST /s3files/upload?uploadedArea=ESSENTIAL), the file
 * manager's Essential tab.
 */
export const UPLOADED_AREAS = ['REGISTRATION', 'GENERAL', 'ESSENTIAL'] as const;
export type UploadedArea = (typeof UPLOADED_AREAS)[number];

/**
 * One version of a file of a vendor company. The content is in object storage under `storageKey`; this row is
 * what the portal knows of it. A replacement never overwrites: it adds a row (a new fileId) for the new content,
 * chained to the one it replaces, and marks that one replaced; the stored object of every version stays. The
 * file managers list the current versions (replacedAt null); a form submitted with a version keeps its fileId,
 * so it keeps that very content (docs/file-versions.md).
 */
@Entity({ tableName: 'stored_file' })
@Index({ properties: ['vendor', 'uploadedArea', 'uploadedCategory'] })
@Index({
  name: 'stored_file_vendor_updated_at_idx',
  expression: 'create index "stored_file_vendor_updated_at_idx" on "stored_file" ("vendor_id", "updated_at" nulls first, "id")',
})
@Index({
  name: 'stored_file_vendor_area_updated_at_idx',
  expression: 'create index "stored_file_vendor_area_updated_at_idx" on "stored_file" ("vendor_id", "uploaded_area", "updated_at" nulls first, "id")',
})
@Index({
  name: 'stored_file_vendor_file_name_idx',
  expression: 'create index "stored_file_vendor_file_name_idx" on "stored_file" ("vendor_id", "file_name" nulls first, "id")',
})
@Index({
  name: 'stored_file_document_created_at_idx',
  expression: 'create index "stored_file_document_created_at_idx" on "stored_file" ("document_id", "created_at" desc, "id")',
})
@Index({
  name: 'stored_file_expires_at_idx',
  expression: 'create index "stored_file_expires_at_idx" on "stored_file" ("expires_at", "vendor_id") where "expires_at" is not null',
})
export class StoredFile {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'documentId';

  /** The fileId of the API. */
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'string', length: 64, unique: true })
  storageKey!: string;

  /** Bytes; at most 25 MB. */
  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 127 })
  contentType!: string;

  @Property({ type: 'string', length: 32 })
  uploadedArea!: UploadedArea;

  /** Within the area, e.g. W9 or REFERENCES for the registration documents. */
  @Property({ type: 'string', length: 32, nullable: true })
  uploadedCategory?: string | null;

  /** The uploading user; null for an anonymous registrant. */
  @Property({ type: 'uuid', nullable: true })
  uploadedById?: string | null;

  /** Name (or e-mail) of the uploader at the time. */
  @Property({ type: 'string', length: 255 })
  uploadedBy!: string;

  /**
   * The document's expiry date (insurance certificates, licences), YYYY-MM-DD, or null when it does not expire
   * (beyond the specification: the file managers and the company's Files tab flag what expires within 30 days).
   */
  @Property({ columnType: 'date', type: 'string', nullable: true })
  expiresAt?: string | null;

  /** The first version's id, shared by every version of one document (its own id for a first version). */
  @Property({ type: 'uuid' })
  documentId: string = this.id;

  /** The version this one replaced, or null for a first version. */
  @Property({ type: 'uuid', nullable: true })
  previousVersionId?: string | null;

  /** When a newer version replaced this one; null for the current version. */
  @Property({ type: 'datetime', nullable: true })
  replacedAt?: Date | null;

  /** The upload date of this version. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
