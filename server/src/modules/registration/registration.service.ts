import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { approvalDecisionSchema } from '@portal/common/validation/approval';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { publicLink, type Config } from '../../config.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { registrationApprovedMail, registrationRejectedMail, registrationSubmittedMail } from '../../integrations/mail/registration-templates.js';
import { audit } from '../audit/index.js';
import { anonymousName, primaryContact, queueCrmSync, Vendor } from '../companies/index.js';
import type { CompanyFormService, Registration, RegistrationWrite } from './company-form/company-form.service.js';
import type { FilesService } from '../files/index.js';
import { DRAFT_ACCESS_REFUSED, type DraftAccessService } from './draft-access.service.js';
import { startCompanyPrequal } from '../prequal/index.js';
import { emitEvent } from '../webhooks/index.js';
import { assertRegistrationEdit, nextRegistrationStatus, type RegistrationStatus } from './registration-status.js';
import { REGISTRATION_LIST, type RegistrationListQuery, type RegistrationListRow } from './registration-list.js';

export interface RegistrationDeps {
  config: Config;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
  /** Counts one anonymous save or submit for this request's client; throws TOO_MANY_REQUESTS past the limit. */
  limitAnonymousWrite(): Promise<void>;
}

/** The admin lists' query (GET /vendors, registrations, the CSV export), parsed by the operation table. */
export const registrationListSchema = listInputSchema(REGISTRATION_LIST);
export type RegistrationListInput = z.output<typeof registrationListSchema>;

/** Who may change a registration in each way, besides the anonymous registrant of a draft. */
const CHANGE_PERMISSION = {
  editDraft: 'registration.review',
  submit: 'registration.review',
  deleteDraft: 'registration.deleteDraft',
  review: 'registration.review',
} as const;
type Change = keyof typeof CHANGE_PERMISSION;
/** Changes an anonymous registrant may make: only to a draft whose secret it holds. */
const ANONYMOUS_CHANGES: readonly Change[] = ['editDraft', 'submit', 'deleteDraft'];

/** An approval decision as the operation table parsed it (approve, or not with its comment). */
type ApprovalDecision = z.output<typeof approvalDecisionSchema>;

/** A save of a draft: the form, and the draft's secret when the caller is its anonymous registrant. */
export type DraftWrite = RegistrationWrite & { draftToken?: string | null };

/** A registration as a save answers it; `draftToken` only in the answer that created an anonymous draft. */
export type SavedRegistration = Registration & { draftToken?: string };

/**
 * A company's registration, from the first saved draft to approval (docs/architecture.md, rule 1: every
 * rule of it lives here). A draft is open to the anonymous registrant holding one of its secrets
 * (DraftAccessService: handed out when the draft is created and mailed to its contact), never to its id
 * alone; everything else needs a role (common/src/auth/roles.ts) and, for vendors, their own company.
 */
export class RegistrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RegistrationDeps,
    private readonly files: FilesService,
    private readonly forms: CompanyFormService,
    private readonly access: DraftAccessService,
  ) {}

  /**
   * One registration: internal staff read any; a vendor its own company; an anonymous visitor a draft whose
   * secret it holds. Without one the anonymous answer is the same whether the draft exists or not.
   */
  async get(actor: Actor | null, vendorId: string, draftToken?: string | null): Promise<Registration> {
    if (!actor) {
      await this.access.assertHolds(vendorId, draftToken);
      const draft = await this.load(vendorId);
      if (draft.registrationStatus !== 'DRAFT') throw AppError.unauthenticated(DRAFT_ACCESS_REFUSED);
      return this.forms.read(draft);
    }
    authorize(actor, 'registration.read');
    const vendor = await this.load(vendorId);
    authorize(actor, 'registration.read', { vendorId: vendor.id });
    return this.forms.read(vendor);
  }

  /** The admin lists by status (drafts; waiting on approval), searched by company name, paged and sorted in PostgreSQL. */
  async list(q: RegistrationListInput): Promise<ListPageResult<RegistrationListRow>> {
    const { rows: items, totalCount } = await listPage<RegistrationListQuery, RegistrationListRow>(this.em, REGISTRATION_LIST, q as RegistrationListQuery);
    return { items, totalCount };
  }

  /** The same list, whole, for its CSV export (GET /vendors/export.csv). */
  exportList(q: RegistrationListInput): { spec: ListSpec<RegistrationListQuery>; query: RegistrationListQuery } {
    return { spec: REGISTRATION_LIST, query: q as RegistrationListQuery };
  }

  /**
   * "Save as a draft": only the company name is required. Creates a draft, or saves the draft `vendorId`.
   * An anonymous registrant creating a draft gets its secret in the answer, once. Whenever a save gives the
   * draft a primary contact e-mail it did not have, that address is mailed a fresh "continue" link.
   */
  async saveDraft(actor: Actor | null, w: DraftWrite): Promise<SavedRegistration> {
    const vendor = w.vendorId ? await this.loadForChange(actor, w.vendorId, 'editDraft', w.draftToken) : null;
    await this.limitAnonymous(actor);
    const emailBefore = vendor ? contactEmail(vendor) : null;
    const answerSecret = !vendor && !actor;
    let secret: string | undefined;
    let mailSecret = false;
    const result = await this.forms.write(
      actor,
      vendor,
      'draft',
      w,
      vendor ? 'REGISTRATION_DRAFT_SAVED' : 'REGISTRATION_DRAFT_CREATED',
      (target) => {
        const email = contactEmail(target);
        mailSecret = email !== null && email !== emailBefore;
        if (answerSecret || mailSecret) secret = this.access.issue(target);
      },
      async (tx, target) => {
        if (secret && mailSecret) await this.access.mailLink(tx, target, secret);
      },
    );
    return answerSecret && secret ? { ...result, draftToken: secret } : result;
  }

  /**
   * Submit with every rule of the form; submits the draft `vendorId`, or a new registration. Mails the
   * primary contact. The draft's secrets end with it: a submitted registration is not continued anonymously.
   */
  async submit(actor: Actor | null, w: DraftWrite): Promise<Registration> {
    const vendor = w.vendorId ? await this.loadForChange(actor, w.vendorId, 'submit', w.draftToken) : null;
    await this.limitAnonymous(actor);
    const secrets = vendor ? await this.access.secretsOf(vendor) : [];
    return this.forms.write(
      actor,
      vendor,
      'registration',
      w,
      'REGISTRATION_SUBMITTED',
      (target, changes) => {
        const to = nextRegistrationStatus(target.registrationStatus, 'submit');
        changes.registrationStatus = { from: target.registrationStatus, to };
        target.registrationStatus = to;
        target.submittedAt = new Date();
        this.access.revoke(secrets);
      },
      async (tx, target) => {
        const contact = primaryContact(target);
        if (contact) await queueMail(this.deps.jobs, tx, registrationSubmittedMail(contact.email, contact.name, target.companyName));
        await emitEvent(this.deps.jobs, tx, 'registration.submitted', { vendorId: target.id, companyName: target.companyName });
      },
    );
  }

  /** "Send me the link again" for a draft found through tax-ID verification (see DraftAccessService.sendLink). */
  sendDraftLink(actor: Actor | null, vendorId: string, client: { ip: string }): Promise<void> {
    return this.access.sendLink(actor, vendorId, client);
  }

  /** Edit a registration awaiting approval (review mode), with every rule of the form. */
  async review(actor: Actor | null, vendorId: string, w: Omit<RegistrationWrite, 'vendorId'>): Promise<Registration> {
    const vendor = await this.loadForChange(actor, vendorId, 'review');
    return this.forms.write(actor, vendor, 'registration', w, 'REGISTRATION_UPDATED');
  }

  /**
   * A registration's status alone, for the REST facade's PUT vendors/{id} to choose between submit and
   * review. Only to those who may make both changes: refused before the registration is looked at.
   */
  async statusOf(actor: Actor, vendorId: string): Promise<RegistrationStatus> {
    authorize(actor, CHANGE_PERMISSION.submit);
    return (await this.load(vendorId)).registrationStatus;
  }

  /** Deletes a draft with its contacts, files and secrets. */
  async deleteDraft(actor: Actor | null, vendorId: string, draftToken?: string | null): Promise<void> {
    const vendor = await this.loadForChange(actor, vendorId, 'deleteDraft', draftToken);
    const keys = await this.files.keysOf(vendor);
    audit(
      this.em,
      actor,
      { entityType: 'Vendor', entityId: vendor.id, action: 'REGISTRATION_DRAFT_DELETED', changes: { companyName: vendor.companyName, taxId: vendor.taxId ?? null } },
      anonymousName(vendor),
    );
    this.em.remove(vendor);
    await this.em.flush();
    await this.files.discard(keys);
  }

  /**
   * Approve (gives the company its account id, prequalification NOT_STARTED, mails how to sign up) or not
   * approve (comment required, mailed as the reason). The row is locked for the decision, so two admins deciding
   * at once cannot both approve. The CRM is never called here: the account id is chosen by the portal and the
   * account is written to the CRM by a job queued in this transaction (companies/crm-sync.ts), so an approval
   * commits while the CRM is down and its account follows when the CRM is back.
   */
  async decide(a: Actor, vendorId: string, decision: ApprovalDecision): Promise<Registration> {
    assertUuid(vendorId, 'Registration');
    const vendor = await this.em.transactional(async (tx) => {
      const v = await tx.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!v) throw AppError.notFound('Registration');
      const to = nextRegistrationStatus(v.registrationStatus, decision.approve ? 'approve' : 'reject');
      await tx.populate(v, ['contacts']);
      const changes: Record<string, unknown> = { registrationStatus: { from: v.registrationStatus, to } };
      const contact = primaryContact(v);
      if (decision.approve) {
        // Dynamics takes the account's id from its creator (an upsert by id), so a retried sync never makes a second account.
        v.accountId = randomUUID();
        startCompanyPrequal(v);
        changes.accountId = v.accountId;
        await queueCrmSync(this.deps.jobs, tx, v);
        await emitEvent(this.deps.jobs, tx, 'registration.approved', { vendorId: v.id, companyName: v.companyName, accountId: v.accountId });
        if (contact) {
          const link = publicLink(this.deps.config, `/prequalification?accountId=${encodeURIComponent(v.accountId)}`);
          await queueMail(this.deps.jobs, tx, registrationApprovedMail(contact.email, contact.name, v.companyName, link));
        }
      } else {
        v.registrationComment = decision.commentText;
        changes.registrationComment = decision.commentText;
        if (contact) await queueMail(this.deps.jobs, tx, registrationRejectedMail(contact.email, contact.name, v.companyName, decision.commentText));
        await emitEvent(this.deps.jobs, tx, 'registration.rejected', { vendorId: v.id, companyName: v.companyName, comment: decision.commentText ?? null });
      }
      v.registrationStatus = to;
      audit(tx, a, { entityType: 'Vendor', entityId: v.id, action: decision.approve ? 'REGISTRATION_APPROVED' : 'REGISTRATION_REJECTED', changes });
      return v;
    });
    return this.forms.read(vendor);
  }

  /** Anonymous saves are open to anyone with a draft, and each may carry two 25 MB files: counted per client. */
  private async limitAnonymous(actor: Actor | null): Promise<void> {
    if (!actor) await this.deps.limitAnonymousWrite();
  }

  /**
   * Loads a registration for a change, after checking who may make it and that its status allows it. An
   * anonymous caller must hold a secret of the draft, checked before anything about the draft is looked up.
   */
  private async loadForChange(actor: Actor | null, vendorId: string, change: Change, draftToken?: string | null): Promise<Vendor> {
    let vendor: Vendor;
    if (actor) {
      authorize(actor, CHANGE_PERMISSION[change]);
      vendor = await this.load(vendorId);
      authorize(actor, CHANGE_PERMISSION[change], { vendorId: vendor.id });
    } else {
      if (!ANONYMOUS_CHANGES.includes(change)) throw AppError.unauthenticated();
      await this.access.assertHolds(vendorId, draftToken);
      vendor = await this.load(vendorId);
    }
    if (change === 'submit') nextRegistrationStatus(vendor.registrationStatus, 'submit');
    else assertRegistrationEdit(vendor.registrationStatus, change);
    return vendor;
  }

  private load(vendorId: string): Promise<Vendor> {
    return this.forms.load(vendorId);
  }
}

/** The primary contact's e-mail as compared between saves (case does not make a new address). */
function contactEmail(vendor: Vendor): string | null {
  return primaryContact(vendor)?.email.toLowerCase() ?? null;
}
