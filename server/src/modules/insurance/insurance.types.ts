import { COMPLIANCE_STATUSES, COVERAGE_TYPES, type ComplianceStatus, type CoverageType } from '@portal/common/domain/insurance';
import type { PolicyInput, RequirementInput } from '@portal/common/validation/insurance';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';

export const CoverageTypeEnum = asEnum(COVERAGE_TYPES);
registerEnumType(CoverageTypeEnum, { name: 'CoverageType', description: 'A coverage of a certificate of insurance (common/src/domain/insurance.ts).' });
export const ComplianceStatusEnum = asEnum(COMPLIANCE_STATUSES);
registerEnumType(ComplianceStatusEnum, {
  name: 'InsuranceComplianceStatus',
  description: 'COMPLIANT: meets requirements; GAPS: a limit, flag or coverage is missing; LAPSED: a required coverage expired.',
});

@ObjectType('InsuranceLimit', { description: 'A named limit of a coverage, in exact dollars.' })
export class InsuranceLimitType {
  @Field(() => String) key!: string;
  @Field(() => String, { description: 'The limit in words ("each occurrence").' }) label!: string;
  @Field(() => String, { description: 'Exact dollars, at most 2 decimals.' }) amount!: string;
}

@InputType('InsuranceLimitInput')
export class InsuranceLimitInputType {
  @Field(() => String) key!: string;
  @Field(() => String, { description: 'Dollars ("1000000"); blank leaves the limit out.' }) amount!: string;
}

@ObjectType('InsurancePolicy', { description: 'One policy of a certificate of insurance, as structured data.' })
export class InsurancePolicyType {
  @Field(() => ID) id!: string;
  @Field(() => ID) vendorId!: string;
  @Field(() => CoverageTypeEnum) coverage!: CoverageType;
  @Field(() => String) carrier!: string;
  @Field(() => String) policyNumber!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) effectiveDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD: the policy is no longer in force from this day.' }) expiryDate!: string;
  @Field(() => [InsuranceLimitType]) limits!: InsuranceLimitType[];
  @Field(() => Boolean, { description: "Workers' compensation at statutory limits." }) statutory!: boolean;
  @Field(() => Boolean) additionalInsured!: boolean;
  @Field(() => Boolean) waiverOfSubrogation!: boolean;
  @Field(() => ID) certificateFileId!: string;
  @Field(() => String) certificateFileName!: string;
}

@InputType('InsurancePolicyInput')
export class InsurancePolicyInputType implements PolicyInput {
  @Field(() => CoverageTypeEnum) coverage!: CoverageType;
  @Field(() => String) carrier!: string;
  @Field(() => String) policyNumber!: string;
  @Field(() => String) effectiveDate!: string;
  @Field(() => String) expiryDate!: string;
  @Field(() => [InsuranceLimitInputType]) limits!: InsuranceLimitInputType[];
  @Field(() => Boolean, { nullable: true }) statutory?: boolean;
  @Field(() => Boolean, { nullable: true }) additionalInsured?: boolean;
  @Field(() => Boolean, { nullable: true }) waiverOfSubrogation?: boolean;
  @Field(() => ID) certificateFileId!: string;
}

@ObjectType('InsuranceCompliance', { description: "A company's policies against the requirement profile today." })
export class InsuranceComplianceType {
  @Field(() => ID) vendorId!: string;
  @Field(() => ComplianceStatusEnum) status!: ComplianceStatus;
  @Field(() => String, { description: '"Meets requirements", "Gaps", "Lapsed", or "No policies".' }) label!: string;
  @Field(() => [String], { description: 'Each gap in words; empty when it meets requirements.' }) gaps!: string[];
  @Field(() => String, { nullable: true, description: 'The earliest expiry date of the policies in force.' }) nextExpiry!: string | null;
  @Field(() => Boolean) hasPolicies!: boolean;
}

@ObjectType('InsuranceRequirement', { description: 'What the builder requires of one coverage.' })
export class InsuranceRequirementType {
  @Field(() => CoverageTypeEnum) coverage!: CoverageType;
  @Field(() => [InsuranceLimitType]) minimums!: InsuranceLimitType[];
  @Field(() => Boolean) statutory!: boolean;
  @Field(() => Boolean) additionalInsured!: boolean;
  @Field(() => Boolean) waiverOfSubrogation!: boolean;
}

@InputType('InsuranceRequirementInput')
export class InsuranceRequirementInputType implements RequirementInput {
  @Field(() => CoverageTypeEnum) coverage!: CoverageType;
  @Field(() => [InsuranceLimitInputType]) minimums!: InsuranceLimitInputType[];
  @Field(() => Boolean, { nullable: true }) statutory?: boolean;
  @Field(() => Boolean, { nullable: true }) additionalInsured?: boolean;
  @Field(() => Boolean, { nullable: true }) waiverOfSubrogation?: boolean;
}

@ObjectType('InsuranceListRow', { description: 'A company with insurance policies: its compliance status, gaps and next expiry.' })
export class InsuranceListRowType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) prequalStatus!: string;
  @Field(() => ComplianceStatusEnum) status!: ComplianceStatus;
  @Field(() => [String]) gaps!: string[];
  @Field(() => String, { nullable: true }) nextExpiry!: string | null;
}
