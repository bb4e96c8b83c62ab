import { COVERAGES, type CoverageType } from '@portal/common/domain/insurance';
import type { InsuranceRequirementInput } from '../../gql/graphql';
import type { InsuranceRequirementRow } from './api/insurance-requirements';

/** One coverage as the requirement editor holds it: required or not, its minimums as typed (dollars), its flags. */
export interface CoverageValues {
  required: boolean;
  minimums: Record<string, string>;
  statutory: boolean;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

export type RequirementValues = Record<CoverageType, CoverageValues>;

/** Every coverage of the registry, those of the saved profile filled in and marked required. */
export function requirementValuesOf(rows: readonly InsuranceRequirementRow[]): RequirementValues {
  return Object.fromEntries(
    COVERAGES.map((c) => {
      const row = rows.find((r) => r.coverage === c.key);
      return [
        c.key,
        {
          required: Boolean(row),
          minimums: Object.fromEntries((row?.minimums ?? []).map((m) => [m.key, m.amount])),
          statutory: row?.statutory ?? false,
          additionalInsured: row?.additionalInsured ?? false,
          waiverOfSubrogation: row?.waiverOfSubrogation ?? false,
        },
      ];
    }),
  ) as RequirementValues;
}

/** The profile as the API takes it: the required coverages in the registry's order, their filled minimums only. */
export function requirementInputOf(values: RequirementValues): InsuranceRequirementInput[] {
  return COVERAGES.filter((c) => values[c.key].required).map((c) => {
    const v = values[c.key];
    return {
      coverage: c.key,
      minimums: c.limits.filter((l) => (v.minimums[l.key] ?? '').trim() !== '').map((l) => ({ key: l.key, amount: v.minimums[l.key]!.trim() })),
      statutory: Boolean(c.statutory) && v.statutory,
      additionalInsured: v.additionalInsured,
      waiverOfSubrogation: v.waiverOfSubrogation,
    };
  });
}

/**
 * Field errors of a save (`<i>.minimums.<j>.amount`, named by the sent list's positions) by coverage and limit key:
 * `GENERAL_LIABILITY.eachOccurrence`.
 */
export function requirementErrorsOf(errors: Record<string, string>, input: readonly InsuranceRequirementInput[]): Record<string, string> {
  const out: Record<string, string> = {};
  input.forEach((r, i) => {
    r.minimums.forEach((m, j) => {
      const e = errors[`${i}.minimums.${j}.amount`] ?? errors[`requirements.${i}.minimums.${j}.amount`];
      if (e) out[`${r.coverage}.${m.key}`] = e;
    });
  });
  return out;
}
