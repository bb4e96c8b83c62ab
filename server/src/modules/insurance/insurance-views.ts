import { COMPLIANCE_WORDS, coverageOf, type ComplianceResult, type CoverageRequirement, type CoverageType } from '@portal/common/domain/insurance';
import { dollarsOf } from '@portal/common/validation/insurance';
import type { InsurancePolicy } from './insurance-policy.entity.js';

/** A named amount as the API carries it: the limit's key, its words, and exact dollars. */
export interface LimitView {
  key: string;
  label: string;
  amount: string;
}

export interface PolicyView {
  id: string;
  vendorId: string;
  coverage: CoverageType;
  carrier: string;
  policyNumber: string;
  effectiveDate: string;
  expiryDate: string;
  limits: LimitView[];
  statutory: boolean;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  certificateFileId: string;
  certificateFileName: string;
}

export interface ComplianceView extends ComplianceResult {
  vendorId: string;
  /** "Meets requirements", "Gaps", "Lapsed"; "No policies" for a company without any. */
  label: string;
  hasPolicies: boolean;
}

export interface RequirementView {
  coverage: CoverageType;
  minimums: LimitView[];
  statutory: boolean;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

/** Amounts in the registry's order of the coverage's limits. */
export function limitViews(coverage: CoverageType, cents: Readonly<Record<string, number>>): LimitView[] {
  return coverageOf(coverage)
    .limits.filter((l) => cents[l.key] !== undefined)
    .map((l) => ({ key: l.key, label: l.label, amount: dollarsOf(cents[l.key]!) }));
}

export function toPolicyView(p: InsurancePolicy): PolicyView {
  return {
    id: p.id,
    vendorId: p.vendor.id,
    coverage: p.coverage,
    carrier: p.carrier,
    policyNumber: p.policyNumber,
    effectiveDate: p.effectiveDate,
    expiryDate: p.expiryDate,
    limits: limitViews(p.coverage, p.limits),
    statutory: p.statutory,
    additionalInsured: p.additionalInsured,
    waiverOfSubrogation: p.waiverOfSubrogation,
    certificateFileId: p.certificateFile.id,
    certificateFileName: p.certificateFile.fileName,
  };
}

export function toRequirementView(r: CoverageRequirement): RequirementView {
  return { ...r, minimums: limitViews(r.coverage, r.minimums) };
}

export function toComplianceView(vendorId: string, result: ComplianceResult, hasPolicies: boolean): ComplianceView {
  return { vendorId, ...result, label: hasPolicies || result.status !== 'GAPS' ? COMPLIANCE_WORDS[result.status] : 'No policies', hasPolicies };
}
