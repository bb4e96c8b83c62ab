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
 * A file of a vendor company. The content is in object storage under `storageKey`; this row is what
 * the portal knows of it. The file manager of later issues lists these rows.
 */
@Entity({ tableName: 'stored_file' })
@Index({ properties: ['vendor', 'uploadedArea', 'uploadedCategory'] })
export class StoredFile {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
