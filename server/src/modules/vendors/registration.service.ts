import { LockMode, QueryOrder } from '@mikro-orm/core';
import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import type { FieldErrors } from '@portal/common/errors';
import { approvalDecisionSchema } from '@portal/common/validation/approval';
import { listQuerySchema } from '@portal/common/validation/auth';
import {
  labelForPath,
  REGISTRATION_MESSAGES,
  registrationSchema,
  toFieldErrors,
  type RegistrationMode,
} from '@portal/common/validation/registration';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isInternal, requirePermission, type Actor } from '../../auth/actor.js';
import { publicLink, type Config } from '../../config.js';
import { containsPattern } from '../../db/like.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError, parseInput } from '../../errors.js';
import type { CrmClient, NewCrmAccount } from '../../integrations/crm/crm-client.js';
import { sendInBackground, type Mailer, type MailMessage } from '../../integrations/mail/mailer.js';
import { registrationApprovedMail, registrationRejectedMail, registrationSubmittedMail } from '../../integrations/mail/registration-templates.js';
import { audit, diff } from '../audit/audit.service.js';
import type { FilesService, Uploader } from '../files/files.service.js';
import type { IncomingFile } from '../files/incoming-file.js';
import type { StoredFile } from '../files/stored-file.entity.js';
import { assignRegistrationValues, registrationSnapshot, syncContacts, type RegistrationFormValues } from './registration-values.js';
import {
  assertRegistrationEdit,
  nextRegistrationStatus,
  REGISTRATION_STATUSES,
  type RegistrationEdit,
  type RegistrationTransition,
} from './registration-status.js';
import { Vendor } from './vendor.entity.js';

export interface RegistrationDeps {
  config: Config;
  mailer: Mailer;
  logger: Logger;
  crm: CrmClient;
  /** Counts one anonymous save or submit for this request's client; throws TOO_MANY_REQUESTS past the limit. */
  limitAnonymousWrite(): Promise<void>;
}

/** The registration form's two documents, by their field names. */
export const REGISTRATION_DOCUMENTS = { w9File: 'W9', generalContractReferencesDocument: 'REFERENCES' } as const;
export type RegistrationDocument = keyof typeof REGISTRATION_DOCUMENTS;
export type RegistrationUploads = Partial<Record<RegistrationDocument, IncomingFile | null>>;

/** A registration as the API shows it: the vendor (contacts loaded) and its current documents. */
export interface Registration {
  vendor: Vendor;
  documents: Record<RegistrationDocument, StoredFile | null>;
}

/** What a save or submit receives: the form values as sent, and the uploads. */
export interface RegistrationWrite {
  vendorId?: string | null;
  input: unknown;
  uploads?: RegistrationUploads;
}

const registrationListSchema = listQuerySchema.extend({
  status: z.enum(REGISTRATION_STATUSES, { error: 'status must be DRAFT, SUBMITTED, APPROVED or REJECTED' }),
  sortField: z.enum(['companyName', 'submittedAt', 'createdAt'], { error: 'sortField must be companyName, submittedAt or createdAt' }).nullish(),
  sortOrder: z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC' }).nullish(),
});

/** Who may change a registration in each way, besides the anonymous registrant of a draft. */
const CHANGE_PERMISSION = {
  editDraft: 'registration.review',
  submit: 'registration.review',
  deleteDraft: 'registration.deleteDraft',
  review: 'registration.review',
  generalInfo: 'generalInfo.update',
} as const;
type Change = keyof typeof CHANGE_PERMISSION;
/** Changes an anonymous registrant may make: only to a draft it found through tax-ID verification. */
const ANONYMOUS_CHANGES: readonly Change[] = ['editDraft', 'submit', 'deleteDraft'];

const ANONYMOUS_REGISTRANT = 'anonymous registrant';

/**
 * A company's registration, from the first saved draft to approval (ARCHITECTURE rule 1: every
 * rule of it lives here). Drafts are open to the anonymous registrant holding the draft's id;
 * everything else needs a role (common/src/auth/roles.ts) and, for vendors, their own company.
 */
export class RegistrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RegistrationDeps,
    private readonly files: FilesService,
  ) {}

  /** One registration: internal staff read any; a vendor its own company; an anonymous visitor a draft only. */
  async get(actor: Actor | null, vendorId: string): Promise<Registration> {
    if (actor) requirePermission(actor, 'registration.read');
    const vendor = await this.load(vendorId);
    if (!actor) {
      if (vendor.registrationStatus !== 'DRAFT') throw AppError.unauthenticated();
    } else if (!isInternal(actor) && actor.vendorId !== vendor.id) {
      throw AppError.forbidden();
    }
    return this.withDocuments(vendor);
  }

  /** The admin lists by status (drafts; waiting on approval), searched by company name, paged and sorted in PostgreSQL. */
  async list(actor: Actor | null, input: unknown): Promise<{ registrations: Registration[]; totalCount: number }> {
    requirePermission(actor, 'registration.list');
    const q = parseInput(registrationListSchema, input ?? {});
    const where: FilterQuery<Vendor> = { registrationStatus: q.status };
    // Same expression as the trigram index vendor_company_name_trgm.
    if (q.search) Object.assign(where, { [raw('lower(company_name)')]: { $like: containsPattern(q.search) } });
    const field = q.sortField ?? (q.status === 'DRAFT' ? 'createdAt' : 'submittedAt');
    const [vendors, totalCount] = await this.em.findAndCount(Vendor, where, {
      populate: ['contacts'],
      orderBy: [{ [field]: q.sortOrder === 'ASC' ? QueryOrder.ASC_NULLS_LAST : QueryOrder.DESC_NULLS_LAST }, { id: QueryOrder.ASC }],
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return { registrations: await this.withDocumentsAll(vendors), totalCount };
  }

  /** "Save as a draft": only the company name is required. Creates a draft, or saves the draft `vendorId`. */
  async saveDraft(actor: Actor | null, w: RegistrationWrite): Promise<Registration> {
    const vendor = w.vendorId ? await this.loadForChange(actor, w.vendorId, 'editDraft') : null;
    return this.write(actor, vendor, 'draft', w, vendor ? 'REGISTRATION_DRAFT_SAVED' : 'REGISTRATION_DRAFT_CREATED');
  }

  /** Submit with every rule of the form; submits the draft `vendorId`, or a new registration. Mails the primary contact. */
  async submit(actor: Actor | null, w: RegistrationWrite): Promise<Registration> {
    const vendor = w.vendorId ? await this.loadForChange(actor, w.vendorId, 'submit') : null;
    const result = await this.write(actor, vendor, 'registration', w, 'REGISTRATION_SUBMITTED', 'submit');
    const contact = primaryContact(result.vendor);
    if (contact) this.mail(registrationSubmittedMail(contact.email, contact.name, result.vendor.companyName));
    return result;
  }

  /** Edit a registration awaiting approval (review mode), with every rule of the form. */
  async review(actor: Actor | null, vendorId: string, w: Omit<RegistrationWrite, 'vendorId'>): Promise<Registration> {
    const vendor = await this.loadForChange(actor, vendorId, 'review');
    return this.write(actor, vendor, 'registration', w, 'REGISTRATION_UPDATED');
  }

  /** PUT vendors/{id}: submits the registration while it is a draft; after that it is the review edit. */
  async submitOrReview(actor: Actor | null, vendorId: string, w: Omit<RegistrationWrite, 'vendorId'>): Promise<Registration> {
    const vendor = await this.load(vendorId);
    return vendor.registrationStatus === 'DRAFT' ? this.submit(actor, { ...w, vendorId }) : this.review(actor, vendorId, w);
  }

  /**
   * General info of an approved company: no required checks (formats still apply); tax ID and company
   * name cannot change (equal values are ignored). `noOfEmployees` alone is the employee-count dialog.
   */
  async updateGeneralInfo(actor: Actor | null, vendorId: string, w: Omit<RegistrationWrite, 'vendorId'>): Promise<Registration> {
    const vendor = await this.loadForChange(actor, vendorId, 'generalInfo');
    return this.write(actor, vendor, 'generalInfo', w, 'GENERAL_INFO_UPDATED');
  }

  /** Deletes a draft with its contacts and files. */
  async deleteDraft(actor: Actor | null, vendorId: string): Promise<void> {
    const vendor = await this.loadForChange(actor, vendorId, 'deleteDraft');
    const keys = await this.files.keysOf(vendor);
    audit(
      this.em,
      actor,
      { entityType: 'Vendor', entityId: vendor.id, action: 'REGISTRATION_DRAFT_DELETED', changes: { companyName: vendor.companyName, taxId: vendor.taxId ?? null } },
      this.anonymousName(vendor),
    );
    this.em.remove(vendor);
    await this.em.flush();
    await this.files.discard(keys);
  }

  /**
   * Approve (creates the company's CRM account, prequalification NOT_STARTED, mails how to sign up)
   * or not approve (comment required, mailed as the reason). The row is locked for the decision, so
   * two admins deciding at once cannot both create an account.
   */
  async decide(actor: Actor | null, vendorId: string, input: unknown): Promise<Registration> {
    const a = requirePermission(actor, 'registration.approve');
    const decision = parseInput(approvalDecisionSchema, input);
    assertUuid(vendorId, 'Registration');
    const vendor = await this.em.transactional(async (tx) => {
      const v = await tx.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!v) throw AppError.notFound('Registration');
      const to = nextRegistrationStatus(v.registrationStatus, decision.approve ? 'approve' : 'reject');
      await tx.populate(v, ['contacts']);
      const changes: Record<string, unknown> = { registrationStatus: { from: v.registrationStatus, to } };
      if (decision.approve) {
        v.accountId = await this.deps.crm.createAccount(crmAccountOf(v));
        v.prequalStatus = 'NOT_STARTED';
        changes.accountId = v.accountId;
      } else {
        v.registrationComment = decision.commentText;
        changes.registrationComment = decision.commentText;
      }
      v.registrationStatus = to;
      audit(tx, a, { entityType: 'Vendor', entityId: v.id, action: decision.approve ? 'REGISTRATION_APPROVED' : 'REGISTRATION_REJECTED', changes });
      return v;
    });

    const contact = primaryContact(vendor);
    if (contact && vendor.accountId && decision.approve) {
      const link = publicLink(this.deps.config, `/prequalification?accountId=${encodeURIComponent(vendor.accountId)}`);
      this.mail(registrationApprovedMail(contact.email, contact.name, vendor.companyName, link));
    } else if (contact && !decision.approve) {
      this.mail(registrationRejectedMail(contact.email, contact.name, vendor.companyName, decision.commentText));
    }
    return this.withDocuments(vendor);
  }

  /**
   * Validate, store the uploads, then write everything in one transaction (one flush): values,
   * contacts, document rows, the status change and the audit entry. Uploads stored for a write that
   * fails are removed; documents replaced by a committed write are removed after it.
   */
  private async write(
    actor: Actor | null,
    vendor: Vendor | null,
    mode: RegistrationMode,
    w: RegistrationWrite,
    action: string,
    transition?: RegistrationTransition,
  ): Promise<Registration> {
    // Anonymous writes are open to anyone with a draft id, and each may carry two 25 MB files.
    if (!actor) await this.deps.limitAnonymousWrite();
    const uploads: RegistrationUploads = { w9File: w.uploads?.w9File ?? null, generalContractReferencesDocument: w.uploads?.generalContractReferencesDocument ?? null };
    const current = vendor ? (await this.withDocuments(vendor)).documents : { w9File: null, generalContractReferencesDocument: null };
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
    const replaced: string[] = [];
    let target: Vendor;
    try {
      target = vendor ?? this.em.create(Vendor, { companyName: values.companyName ?? '' });
      const before = vendor ? registrationSnapshot(vendor) : {};
      assignRegistrationValues(target, values);
      syncContacts(this.em, target, values.contacts);
      const changes = diff(before, registrationSnapshot(target));
      if (transition) {
        const to = nextRegistrationStatus(target.registrationStatus, transition);
        changes.registrationStatus = { from: target.registrationStatus, to };
        target.registrationStatus = to;
        target.submittedAt = new Date();
      }

      const uploader: Uploader = { actor, by: this.anonymousName(target) };
      for (const [field, file] of Object.entries(received) as [RegistrationDocument, (typeof received)[string]][]) {
        const old = current[field];
        if (old) replaced.push(this.files.forget(uploader, old));
        this.files.record(uploader, target, file, 'REGISTRATION', REGISTRATION_DOCUMENTS[field]);
        changes[field] = { from: old?.fileName ?? null, to: file.fileName };
      }
      audit(this.em, actor, { entityType: 'Vendor', entityId: target.id, action, changes }, uploader.by);
      await this.em.flush();
    } catch (err) {
      await this.files.discard(Object.values(received).map((r) => r.key));
      throw err;
    }
    await this.files.discard(replaced);
    return this.withDocuments(target);
  }

  /** Loads a registration for a change, after checking who may make it and that its status allows it. */
  private async loadForChange(actor: Actor | null, vendorId: string, change: Change): Promise<Vendor> {
    if (actor) requirePermission(actor, CHANGE_PERMISSION[change]);
    else if (!ANONYMOUS_CHANGES.includes(change)) throw AppError.unauthenticated();
    const vendor = await this.load(vendorId);
    if (change === 'generalInfo' && actor && !isInternal(actor) && actor.vendorId !== vendor.id) throw AppError.forbidden();
    if (change === 'submit') nextRegistrationStatus(vendor.registrationStatus, 'submit');
    else assertRegistrationEdit(vendor.registrationStatus, change as RegistrationEdit);
    return vendor;
  }

  private async load(vendorId: string): Promise<Vendor> {
    assertUuid(vendorId, 'Registration');
    const vendor = await this.em.findOne(Vendor, { id: vendorId }, { populate: ['contacts'] });
    if (!vendor) throw AppError.notFound('Registration');
    return vendor;
  }

  private async withDocuments(vendor: Vendor): Promise<Registration> {
    return (await this.withDocumentsAll([vendor]))[0]!;
  }

  /** Each vendor with its current registration documents, in one query for the whole list. */
  private async withDocumentsAll(vendors: Vendor[]): Promise<Registration[]> {
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

  /** How the audit log names an anonymous registrant: by the primary contact's e-mail when there is one. */
  private anonymousName(vendor: Vendor): string {
    return primaryContact(vendor)?.email ?? ANONYMOUS_REGISTRANT;
  }

  /** After the commit, never failing the request. */
  private mail(message: MailMessage): void {
    sendInBackground(this.deps.mailer, this.deps.logger, message);
  }
}

/** The primary contact's address and how to greet them; null before a contact with an e-mail is known. */
function primaryContact(vendor: Vendor): { email: string; name: string } | null {
  if (!vendor.contacts.isInitialized()) return null;
  const c = vendor.contacts.getItems().find((x) => x.position === 0);
  return c?.email ? { email: c.email, name: c.firstName ?? c.email } : null;
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
  const message =
    paths.length === 1 ? errors[paths[0]!]! : `${REGISTRATION_MESSAGES.failedSubmitTitle} ${paths.map((p) => labelForPath(p)).join(', ')}`;
  return AppError.badInput(message, errors);
}

function crmAccountOf(v: Vendor): NewCrmAccount {
  return {
    name: v.companyName,
    taxId: v.taxId ?? null,
    phone: v.officePhoneNumber,
    website: v.officeWebsiteUrl,
    email: primaryContact(v)?.email ?? null,
    addressLine1: v.officeLocationAddress1,
    addressLine2: v.officeLocationAddress2,
    city: v.officeLocationCity,
    state: v.officeLocationState,
    zip: v.officeLocationZip,
    country: v.officeLocationCountry,
    employees: v.noOfEmployees,
    description: v.companyDescription,
  };
}
