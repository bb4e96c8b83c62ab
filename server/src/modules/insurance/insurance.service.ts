import type { EntityManager } from '@mikro-orm/postgresql';
import { isVendorRole } from '@portal/common/auth/roles';
import { checkCompliance, COVERAGES, type CoverageRequirement } from '@portal/common/domain/insurance';
import { policyInputSchema, requirementProfileSchema } from '@portal/common/validation/insurance';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { assertUuid } from '../../db/uuid.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import { AppError, parseInput } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueScoreRefresh } from '../../jobs/score-refresh.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { StoredFile } from '../files/index.js';
import { factsOf, loadRequirements, portalToday, refreshAllCompliance, refreshCompliance, requirementsByVendor } from './compliance-refresh.js';
import { InsuranceProjectRequirement } from './insurance-project-requirement.entity.js';
import { INSURANCE_LIST, type InsuranceListQuery, type InsuranceListRow } from './insurance-list.js';
import { InsurancePolicy } from './insurance-policy.entity.js';
import { InsuranceRequirement } from './insurance-requirement.entity.js';
import { toComplianceView, toPolicyView, toRequirementView, type ComplianceView, type PolicyView, type RequirementView } from './insurance-views.js';

/** The insurance list's query: page, limit, search, sort and its status filter. */
export const insuranceListInput = listInputSchema(INSURANCE_LIST);

/** A company's own prequalification statuses in which its forms (and so its policies) are still its to change. */
const VENDOR_EDITABLE: readonly string[] = ['NOT_STARTED', 'AWAITING_RENEWAL', 'DRAFT', 'IN_PROGRESS'];

export const INSURANCE_MESSAGES_SERVER = {
  locked: "Your company's forms are submitted: you may add a renewed certificate's policy, not change or remove one on file",
  certificateOfOther: 'The certificate must be a file of this company',
} as const;

/**
 * A company's insurance policies, their compliance with the requirement profile, and the profile itself
 * (docs/insurance.md). Every change writes the company's compliance row (compliance-refresh.ts) and its audit
 * entry in its own transaction.
 */
export class InsuranceService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async policies(actor: Actor | null, vendorId: string): Promise<PolicyView[]> {
    authorize(actor, 'insurance.read', { vendorId });
    const em = this.em.fork();
    await companyOf(em, vendorId);
    const rows = await em.find(InsurancePolicy, { vendor: vendorId }, { populate: ['certificateFile'], orderBy: { coverage: 'asc', expiryDate: 'desc', id: 'asc' } });
    return rows.map(toPolicyView);
  }

  /** The company's compliance today, computed from its policies and the profile (the stored row is the same answer, for lists). */
  async compliance(actor: Actor | null, vendorId: string): Promise<ComplianceView> {
    authorize(actor, 'insurance.read', { vendorId });
    const em = this.em.fork();
    await companyOf(em, vendorId);
    const policies = await em.find(InsurancePolicy, { vendor: vendorId });
    const reqs = (await requirementsByVendor(em, [vendorId], await loadRequirements(em))).get(vendorId)!;
    return toComplianceView(vendorId, checkCompliance(policies.map(factsOf), reqs, portalToday(this.now())), policies.length > 0);
  }

  async addPolicy(actor: Actor | null, vendorId: string, input: unknown): Promise<PolicyView> {
    const a = authorize(actor, 'insurance.manage', { vendorId });
    const data = parseInput(policyInputSchema, input);
    return this.em.transactional(async (tx) => {
      const vendor = await companyOf(tx, vendorId);
      const certificateFile = await certificateOf(tx, vendorId, data.certificateFileId);
      const { certificateFileId: _c, ...fields } = data;
      const policy = tx.create(InsurancePolicy, { ...fields, vendor, certificateFile });
      audit(tx, a, { entityType: 'InsurancePolicy', entityId: policy.id, action: 'INSURANCE_POLICY_ADDED', vendorId, changes: { vendorId, ...data } });
      await this.complianceChanged(tx, [vendorId]);
      return toPolicyView(policy);
    });
  }

  async updatePolicy(actor: Actor | null, policyId: string, input: unknown): Promise<PolicyView> {
    authorize(actor, 'insurance.manage');
    assertUuid(policyId, 'Policy');
    const data = parseInput(policyInputSchema, input);
    return this.em.transactional(async (tx) => {
      const policy = await this.ownPolicy(tx, actor!, policyId);
      const vendorId = policy.vendor.id;
      const before = { ...factsOf(policy), carrier: policy.carrier, policyNumber: policy.policyNumber, certificateFileId: policy.certificateFile.id };
      const certificateFile = await certificateOf(tx, vendorId, data.certificateFileId);
      const { certificateFileId: _c, ...fields } = data;
      tx.assign(policy, { ...fields, certificateFile });
      audit(tx, actor!, {
        entityType: 'InsurancePolicy',
        entityId: policy.id,
        action: 'INSURANCE_POLICY_UPDATED',
        vendorId,
        changes: { vendorId, from: before, to: data },
      });
      await this.complianceChanged(tx, [vendorId]);
      return toPolicyView(policy);
    });
  }

  async removePolicy(actor: Actor | null, policyId: string): Promise<PolicyView> {
    authorize(actor, 'insurance.manage');
    assertUuid(policyId, 'Policy');
    return this.em.transactional(async (tx) => {
      const policy = await this.ownPolicy(tx, actor!, policyId);
      const view = toPolicyView(policy);
      tx.remove(policy);
      audit(tx, actor!, { entityType: 'InsurancePolicy', entityId: policy.id, action: 'INSURANCE_POLICY_REMOVED', vendorId: view.vendorId, changes: { ...view } });
      await this.complianceChanged(tx, [view.vendorId]);
      return view;
    });
  }

  /** The companies with policies by compliance (the dashboard's "Insurance gaps and lapses"): paged, searched, sorted in PostgreSQL. */
  async list(q: InsuranceListQuery): Promise<ListPageResult<InsuranceListRow>> {
    const { rows, totalCount } = await listPage<InsuranceListQuery, InsuranceListRow>(this.em, INSURANCE_LIST, q);
    return { items: rows, totalCount };
  }

  /** The same list as CSV: every row, in the list's order. */
  exportList(query: InsuranceListQuery): { spec: ListSpec<InsuranceListQuery>; query: InsuranceListQuery } {
    return { spec: INSURANCE_LIST, query };
  }

  async requirements(actor: Actor | null): Promise<RequirementView[]> {
    authorize(actor, 'insurance.read');
    return (await loadRequirements(this.em.fork())).map(toRequirementView);
  }

  /** Replaces the profile whole, then writes every company's compliance again, in one transaction. */
  async saveRequirements(actor: Actor | null, input: unknown): Promise<RequirementView[]> {
    const a = authorize(actor, 'insurance.requirements');
    const reqs = parseInput(requirementProfileSchema, input);
    return this.em.transactional(async (tx) => {
      await tx.execute('lock table "insurance_requirement" in share row exclusive mode');
      const before = await loadRequirements(tx);
      // The rows read above stay in the identity map under the same keys: write natively, read afresh.
      tx.clear();
      await tx.nativeDelete(InsuranceRequirement, {});
      if (reqs.length) await tx.insertMany(InsuranceRequirement, reqs);
      audit(tx, a, {
        entityType: 'InsuranceRequirement',
        entityId: null,
        action: 'INSURANCE_REQUIREMENTS_SAVED',
        changes: { requirements: { from: before, to: reqs } },
      });
      await refreshAllCompliance(tx, portalToday(this.now()));
      // Every company with policies was checked again: the score job's sweep rescores those checked after their score.
      await queueScoreRefresh(this.jobs, tx, {});
      return (await loadRequirements(tx)).map(toRequirementView);
    });
  }

  /** A project's own requirements (stricter than the builder's profile for the companies assigned to it); none: []. */
  async projectRequirements(actor: Actor | null, projectId: string): Promise<RequirementView[]> {
    authorize(actor, 'insurance.list');
    const em = this.em.fork();
    await projectOf(em, projectId);
    return (await loadProjectRequirements(em, projectId)).map(toRequirementView);
  }

  /**
   * Replaces a project's requirements whole (an empty list: the project asks nothing more), then checks again the
   * companies assigned to it, in one transaction; audited with the requirements before and after.
   */
  async saveProjectRequirements(actor: Actor | null, projectId: string, input: unknown): Promise<RequirementView[]> {
    const a = authorize(actor, 'insurance.requirements');
    const reqs = parseInput(requirementProfileSchema, input);
    return this.em.transactional(async (tx) => {
      const project = await projectOf(tx, projectId, true);
      const before = await loadProjectRequirements(tx, projectId);
      tx.clear();
      await tx.nativeDelete(InsuranceProjectRequirement, { project: projectId });
      if (reqs.length)
        await tx.insertMany(
          InsuranceProjectRequirement,
          reqs.map((r) => ({ ...r, project: projectId })),
        );
      audit(tx, a, {
        entityType: 'Project',
        entityId: projectId,
        action: 'INSURANCE_PROJECT_REQUIREMENTS_SAVED',
        changes: { projectName: project.projectName, requirements: { from: before, to: reqs } },
      });
      const assigned = await tx.execute<{ vendor_id: string }[]>('select vendor_id from vendor_project where project_id = ?', [projectId]);
      await this.complianceChanged(
        tx,
        assigned.map((r) => r.vendor_id),
      );
      return (await loadProjectRequirements(tx, projectId)).map(toRequirementView);
    });
  }

  /** The projects module's hook: companies were assigned to or removed from projects; their compliance is checked again in `tx`. */
  async assignmentsChanged(tx: EntityManager, vendorIds: readonly string[]): Promise<void> {
    if (vendorIds.length) await this.complianceChanged(tx, [...new Set(vendorIds)]);
  }

  /**
   * Checks these companies' compliance again in `tx` and queues their scores' refresh with it (the score reads the
   * compliance row: modules/prequal-score), as a form save does: one company's job, or for several the score job's
   * sweep of the companies whose compliance was checked after their score.
   */
  private async complianceChanged(tx: EntityManager, vendorIds: readonly string[]): Promise<void> {
    if (vendorIds.length === 0) return;
    await refreshCompliance(tx, vendorIds, portalToday(this.now()));
    await queueScoreRefresh(this.jobs, tx, vendorIds.length === 1 ? { vendorId: vendorIds[0] } : {});
  }

  /**
   * The policy, if the actor may change it: staff any company's; a company's admin its own company's while its forms
   * are editable (not yet submitted): after a submit the certificate on file is what the reviewers read. Adding a renewed
   * certificate's policy stays open to it (addPolicy).
   */
  private async ownPolicy(tx: EntityManager, actor: Actor, policyId: string): Promise<InsurancePolicy> {
    const policy = await tx.findOne(InsurancePolicy, { id: policyId }, { populate: ['vendor', 'certificateFile'] });
    if (!policy) throw AppError.notFound('Policy');
    authorize(actor, 'insurance.manage', { vendorId: policy.vendor.id });
    if (isVendorRole(actor.role) && !VENDOR_EDITABLE.includes(policy.vendor.prequalStatus)) throw new AppError('FORBIDDEN', INSURANCE_MESSAGES_SERVER.locked);
    return policy;
  }
}

async function companyOf(em: EntityManager, vendorId: string): Promise<Vendor> {
  assertUuid(vendorId, 'Company');
  const vendor = await em.findOne(Vendor, { id: vendorId });
  if (!vendor) throw AppError.notFound('Company');
  return vendor;
}

async function certificateOf(em: EntityManager, vendorId: string, fileId: string): Promise<StoredFile> {
  const file = await em.findOne(StoredFile, { id: fileId });
  if (!file || file.vendor.id !== vendorId)
    throw AppError.badInput(INSURANCE_MESSAGES_SERVER.certificateOfOther, { certificateFileId: INSURANCE_MESSAGES_SERVER.certificateOfOther });
  return file;
}

async function projectOf(em: EntityManager, projectId: string, lock = false): Promise<{ projectName: string }> {
  assertUuid(projectId, 'Project');
  const [project] = await em.execute<{ projectName: string }[]>(`select project_name as "projectName" from project where id = ?${lock ? ' for share' : ''}`, [
    projectId,
  ]);
  if (!project) throw AppError.notFound('Project');
  return project;
}

async function loadProjectRequirements(em: EntityManager, projectId: string): Promise<CoverageRequirement[]> {
  const rows = await em.find(InsuranceProjectRequirement, { project: projectId });
  return COVERAGES.flatMap((c) => rows.filter((r) => r.coverage === c.key)).map((r) => ({
    coverage: r.coverage,
    minimums: r.minimums,
    statutory: r.statutory,
    additionalInsured: r.additionalInsured,
    waiverOfSubrogation: r.waiverOfSubrogation,
  }));
}
