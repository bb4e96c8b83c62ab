import { departmentStatusLabel, finalDecisionLabel } from '@portal/common/domain/decision-labels';
import { categoryOf, departmentOf } from '@portal/common/domain/categories';
import { LIMIT_WORDS } from '@portal/common/domain/limit-measures';
import type { DepartmentStatus, FinalDecision } from '@portal/common/domain/statuses';
import { formatMailDate, formatUsd } from '../../integrations/mail/mail-format.js';

/** What the approval letter says, in words: the PDF renderer only lays it out. */
export interface LetterContent {
  builderName: string;
  companyName: string;
  /** Only its last four digits, as the screens show a tax ID to those who do not edit it. */
  maskedTaxId: string | null;
  address: string[];
  decision: string;
  categories: { name: string; decision: string; mitigationPlan: string | null }[];
  limits: [string, string][];
  comment: string | null;
  approvedOn: string;
  validUntil: string;
  approverName: string;
  instance: string;
}

export interface LetterFacts {
  builderName: string;
  vendor: {
    companyName: string;
    taxId?: string | null;
    officeLocationAddress1?: string | null;
    officeLocationAddress2?: string | null;
    suiteNumber?: string | null;
    officeLocationCity?: string | null;
    officeLocationState?: string | null;
    officeLocationZip?: string | null;
    officeLocationCountry?: string | null;
  };
  prequal: { cycle: string; finalStatus: FinalDecision; comment?: string | null; completedAt: Date; expiresAt: Date };
  forms: {
    category: string;
    departmentStatus: DepartmentStatus;
    mitigationPlan?: string | null;
    singleLimit?: string | null;
    aggregateLimit?: string | null;
    bondingLimit?: string | null;
  }[];
  approverName: string;
}

/** `XX-XXX6789`: a tax ID (EIN) never appears whole in a letter that is mailed and forwarded. */
export function maskTaxId(taxId: string | null | undefined): string | null {
  const digits = (taxId ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `XX-XXX${digits.slice(-4)}` : null;
}

/** The letter's words from the completed cycle (a pure function: the tests check it without a PDF). */
export function letterContent(f: LetterFacts): LetterContent {
  const v = f.vendor;
  const cityLine = [[v.officeLocationCity, v.officeLocationState].filter(Boolean).join(', '), v.officeLocationZip].filter(Boolean).join(' ');
  const address = [[v.officeLocationAddress1, v.suiteNumber].filter(Boolean).join(', '), v.officeLocationAddress2, cityLine, v.officeLocationCountry].filter(
    (l): l is string => !!l && l.trim() !== '',
  );
  // The limits the department that grants them (the registry's limitsRequired) decided.
  const financial = f.forms.find((form) => departmentOf(form.category)?.limitsRequired);
  const limits: [string, string][] = [];
  if (financial?.singleLimit) limits.push([LIMIT_WORDS.SINGLE, formatUsd(financial.singleLimit)]);
  if (financial?.aggregateLimit) limits.push([LIMIT_WORDS.AGGREGATE, formatUsd(financial.aggregateLimit)]);
  if (financial?.bondingLimit) limits.push([LIMIT_WORDS.BONDING, formatUsd(financial.bondingLimit)]);
  return {
    builderName: f.builderName,
    companyName: v.companyName,
    maskedTaxId: maskTaxId(v.taxId),
    address,
    decision: finalDecisionLabel(f.prequal.finalStatus),
    categories: f.forms.map((form) => ({
      name: categoryOf(form.category)?.label ?? form.category,
      decision: departmentStatusLabel(form.departmentStatus),
      mitigationPlan: form.mitigationPlan?.trim() || null,
    })),
    limits,
    comment: f.prequal.comment?.trim() || null,
    approvedOn: formatMailDate(f.prequal.completedAt),
    validUntil: formatMailDate(f.prequal.expiresAt),
    approverName: f.approverName,
    instance: f.prequal.cycle,
  };
}
