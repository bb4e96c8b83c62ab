import { COMPANY_INSURANCE_STATES, COMPANY_INSURANCE_WORDS, type CompanyInsuranceState } from '@portal/common/domain/company-insurance';
import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { listFilter } from '../../db/list-query.js';
import { asEnum } from '../../graphql/enums.js';
import { blankAsNull } from '../../operations/input.js';

export const CompanyInsuranceEnum = asEnum(COMPANY_INSURANCE_STATES);
registerEnumType(CompanyInsuranceEnum, {
  name: 'CompanyInsurance',
  description: `A company's insurance against the requirement profile: ${COMPANY_INSURANCE_STATES.map((s) => `${s} (${COMPANY_INSURANCE_WORDS[s]})`).join(', ')}.`,
});

/**
 * The Companies list's Insurance column: the status of the company's compliance row (kept by the insurance module in
 * the transaction of every policy or profile change, and by its daily scan), NONE without a policy (no row). Read for
 * the page's rows only, by the row's primary key.
 */
export const INSURANCE_COLUMN = `coalesce((select ic.status from insurance_compliance ic where ic.vendor_id = v.id), 'NONE')`;

/**
 * "Insurance" of the qualified-vendor search: one of the states, any case. A status reads the compliance rows of that
 * status through insurance_compliance_status_next_expiry_idx (status first). NONE probes each listed company's row by
 * the primary key: a scalar subquery, which PostgreSQL keeps as a per-row index probe, where `not exists` becomes a
 * hash anti join reading the whole compliance table (companies-list.explain.test.ts).
 */
export const insuranceFilter = listFilter(
  z.preprocess(
    (v) => (typeof v === 'string' ? blankAsNull(v.toUpperCase()) : v),
    z.enum(COMPANY_INSURANCE_STATES, { error: `insurance must be one of ${COMPANY_INSURANCE_STATES.join(', ')}` }).nullish(),
  ),
  (state: CompanyInsuranceState) =>
    state === 'NONE'
      ? { sql: '(select 1 from insurance_compliance ic where ic.vendor_id = v.id) is null', params: [] }
      : { sql: 'v.id in (select ic.vendor_id from insurance_compliance ic where ic.status = ?)', params: [state] },
  { graphql: () => CompanyInsuranceEnum },
);

/** Why a company meets the filter, in the insurance module's words: "Insurance: Meets requirements". */
export const insuranceQualification = (state: CompanyInsuranceState) => `Insurance: ${COMPANY_INSURANCE_WORDS[state]}`;
