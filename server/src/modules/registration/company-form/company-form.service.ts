import type { AuditAction } from '@portal/common/audit/catalogue';
import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '@portal/common/errors';
import {
  labelForPath,
  REGISTRATION_MESSAGES,
  registrationSchema,
  toFieldErrors,
  type RegistrationInput,
  type RegistrationMode,
} from '@portal/common/validation/registration';
import type { Actor } from '../../../auth/actor.js';
import { assertUuid } from '../../../db/uuid.js';
import { AppError } from '../../../errors.js';
import { audit, diff } from '../../audit/index.js';
import type { IncomingFile } from '../../../uploads/incoming-file.js';
import type { Services } from '../../module.js';
import { assignRegistrationValues, registrationSnapshot, syncContacts, type RegistrationFormValues } from './registration-values.js';
import { anonymousName, staleRecord, Vendor } from '../../companies/index.js';

/**
 * The files module's service, reached through the request's services: files builds on companies (a file belongs
 * to a company), so companies names no file of that module and the two never import each other.
 */
type FilesService = Services['files'];
/** A stored document as the files module records it. */
type StoredFile = Awaited<ReturnType<FilesService['filesOf']>>[number];

/** The company form's two documents, by their field names. */
export const REGISTRATION_DOCUMENTS = { w9File: 'W9', generalContractReferencesDocument: 'REFERENCES' } as const;
export type RegistrationDocument = keyof typeof REGISTRATION_DOCUMENTS;
export type RegistrationUploads = Partial<Record<RegistrationDocument, IncomingFile | null>>;

/** A company as its form shows it (the API's loaded-vendor shape): the row (contacts loaded) and its current documents. */
export interface Registration {
  vendor: Vendor;
  documents: Record<RegistrationDocument, StoredFile | null>;
}

/**
 * The form's values as a caller sends them (before parsing: money as "$1,250,000.50", numbers as text),
 * without the two has-document flags, which the service works out from the uploads and stored files.
 */
export type CompanyFormInput = Partial<Omit<RegistrationInput, 'hasW9File' | 'hasGeneralContractReferencesDocument'>>;

/** What a save receives: the form values as sent (parsed again inside), and the uploads. */
export interface RegistrationWrite {
  vendorId?: string | null;
  input: CompanyFormInput;
  uploads?: RegistrationUploads;
  /**
   * The company's `version` as the caller loaded it. When given and the row has moved on, the write is
   * refused (staleRecord) and nothing is written; when absent the write goes ahead as before.
   */
  expectedVersion?: number | null;
}

/** A write's own step inside its transaction (e.g. a status change), adding to the audit entry's changes. */
export type WriteStep = (target: Vendor, changes: Record<string, unknown>) => void;

/**
 * The company form (specification section 3): reading a company with its documents, and writing the
 * form in any of its modes with its rules, uploads and audit entry. The registration module writes it
 * as a draft or a registration; the general-info screen as the profile of an approved company.
 */
export class CompanyFormService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  /** The company row with its contacts, or NOT_FOUND (named `what`, e.g. 'Registration'). */
  async load(vendorId: string, what = 'Registration'): Promise<Vendor> {
    assertUuid(vendorId, what);
    const vendor = await this.em.findOne(Vendor, { id: vendorId }, { populate: ['contacts'] });
    if (!vendor) throw AppError.notFound(what);
    return vendor;
  }

  async read(vendor: Vendor): Promise<Registration> {
    return (await this.readAll([vendor]))[0]!;
  }

  /** Each company with its current form documents, in one query for the whole list. */
  async readAll(vendors: Vendor[]): Promise<Registration[]> {
    const files = await this.files.filesOf(
      vendors.map((v) => v.id),
      'REGISTRATION',
    );
    return vendors.map((vendor) => {
      const mine = files.filter((f) => f.vendor.id === vendor.id);
      const newest = (doc: RegistrationDocument) => mine.find((f) => f.uploadedCategory === REGISTRATION_DOCUMENTS[doc]) ?? null;
      return { vendor, documents: { w9File: newest('w9File'), generalContractReferencesDocument: newest('generalContractReferencesDocument') } };
    });
  }

  /**
   * Validate, store the uploads, then write everything in one transaction (one flush): values,
   * contacts, document rows, the caller's own step and the audit entry. Uploads stored for a write that
   * fails are removed; a document replaced by the write stays as its earlier version (docs/file-versions.md).
   * Answers the company as written, its documents those read before the write with the write's new versions
   * in place (the row's version check guards them): no statement after the commit.
   */
  async write(
    actor: Actor | null,
    vendor: Vendor | null,
    mode: RegistrationMode,
    w: RegistrationWrite,
    action: AuditAction,
    step?: WriteStep,
    /** Runs in the write's transaction after its rows are written: jobs the write causes (its mail) commit with it. */
    outbox?: (tx: EntityManager, target: Vendor) => Promise<void>,
  ): Promise<Registration> {
    // Before anything is parsed or stored: a save from an outdated copy changes nothing.
    if (vendor && w.expectedVersion !== undefined && w.expectedVersion !== null && w.expectedVersion !== vendor.version) throw staleRecord();
    const uploads: RegistrationUploads = { w9File: w.uploads?.w9File ?? null, generalContractReferencesDocument: w.uploads?.generalContractReferencesDocument ?? null };
    const current = vendor ? (await this.read(vendor)).documents : { w9File: null, generalContractReferencesDocument: null };
    const input = w.input !== null && typeof w.input === 'object' && !Array.isArray(w.input) ? w.input : {};
    const parsed = registrationSchema(mode).safeParse({
      ...input,
      hasW9File: Boolean(uploads.w9File ?? current.w9File),
      hasGeneralContractReferencesDocument: Boolean(uploads.generalContractReferencesDocument ?? current.generalContractReferencesDocument),
    });
    const errors: FieldErrors = { ...(parsed.success ? {} : toFieldErrors(parsed.error.issues)), ...this.files.nameProblems(uploads) };
    if (parsed.success && mode === 'generalInfo' && vendor) Object.assign(errors, unchangeableFields(vendor, parsed.data));
    if (!parsed.success || Object.keys(errors).length > 0) throw invalidForm(errors);
    const values: RegistrationFormValues = parsed.data;

    const received = await this.files.receiveAll(uploads);
    let target: Vendor;
    // The documents after the write: those it did not replace, and the versions it recorded (no read afterwards).
    const documents = { ...current };
    await this.em.begin();
    try {
      target = vendor ?? this.em.create(Vendor, { companyName: values.companyName ?? '' });
      // Every save of a company updates its row, so the row's version check (UPDATE ... WHERE version = the
      // loaded one) guards the whole write, even one that changes only contacts or documents: of two saves
      // from the same version, the second finds no row to update and its transaction rolls back.
      if (vendor) vendor.updatedAt = new Date();
      const before = vendor ? registrationSnapshot(vendor) : {};
      assignRegistrationValues(target, values);
      syncContacts(this.em, target, values.contacts);
      const changes = diff(before, registrationSnapshot(target));
      step?.(target, changes);

      const uploader = { actor, by: anonymousName(target) };
      for (const [field, file] of Object.entries(received) as [RegistrationDocument, (typeof received)[string]][]) {
        const old = current[field];
        documents[field] = old ? this.files.supersede(uploader, old, file) : this.files.record(uploader, target, file, 'REGISTRATION', REGISTRATION_DOCUMENTS[field]);
        changes[field] = { from: old?.fileName ?? null, to: file.fileName };
      }
      audit(this.em, actor, { entityType: 'Vendor', entityId: target.id, action, changes }, uploader.by);
      await this.em.flush();
      await outbox?.(this.em, target);
      await this.em.commit();
    } catch (err) {
      await this.em.rollback();
      await this.files.discard(Object.values(received).map((r) => r.key));
      throw err instanceof OptimisticLockError ? staleRecord() : err;
    }
    return { vendor: target, documents };
  }
}

/** General info may not change the tax ID or the company name: equal values are ignored, others refused. */
function unchangeableFields(vendor: Vendor, values: RegistrationFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.taxId !== undefined && values.taxId !== (vendor.taxId ?? null)) errors.taxId = 'Tax ID cannot be changed.';
  if (values.companyName !== undefined && values.companyName !== vendor.companyName) errors.companyName = 'Company name cannot be changed.';
  return errors;
}

/** BAD_USER_INPUT with every field error; the message is the single error, or the failed-submit title and the labels. */
function invalidForm(errors: FieldErrors): AppError {
  const paths = Object.keys(errors);
  const message = paths.length === 1 ? errors[paths[0]!]! : `${REGISTRATION_MESSAGES.failedSubmitTitle} ${paths.map((p) => labelForPath(p)).join(', ')}`;
  return AppError.badInput(message, errors);
}
