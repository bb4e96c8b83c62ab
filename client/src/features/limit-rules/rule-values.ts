import { COMPUTED_MEASURES as MEASURE_KINDS, LIMIT_KINDS, LIMIT_WORDS, MEASURE_WORDS } from '@portal/common/domain/limit-measures';
import { answerableFields, type FormField } from '@portal/common/forms/field-model';
import type { LimitKind, LimitRuleInput } from '../../gql/graphql';
import type { LimitRule } from './api/get-limit-rules';

/**
 * The limit rules as the editor holds them, their checks (the server's, limit-rules.ts checkRule, for a quick
 * answer; the server checks again) and the bases a rule may read.
 */

export const LIMIT_OPTIONS: { value: LimitKind; label: string }[] = LIMIT_KINDS.map((value) => ({ value, label: LIMIT_WORDS[value] }));

/** The measures the server computes from the shipped financial questionnaire; any other basis is a financial answer's slug. */
export const COMPUTED_MEASURES: { value: string; label: string }[] = MEASURE_KINDS.map((value) => ({
  value,
  label: MEASURE_WORDS[value].charAt(0).toUpperCase() + MEASURE_WORDS[value].slice(1),
}));

export const MAX_RULES = 50;
export const DESCRIPTION_MAX = 500;
const BASIS_MAX = 100;

export interface RuleValues {
  limit: LimitKind;
  basis: string;
  multiplier: string;
  cap: string;
  description: string;
}

export interface RulesFormValues {
  rules: RuleValues[];
}

export const NEW_RULE: RuleValues = { limit: 'SINGLE', basis: '', multiplier: '', cap: '', description: '' };

export function valuesOf(rules: readonly LimitRule[]): RulesFormValues {
  return {
    rules: [...rules]
      .sort((a, b) => a.position - b.position)
      .map((r) => ({ limit: r.limit, basis: r.basis, multiplier: r.multiplier, cap: r.cap ?? '', description: r.description })),
  };
}

const MULTIPLIER = /^\d{1,8}(?:\.\d{1,4})?$/;
const MONEY = /^\d{1,15}(?:\.\d{1,2})?$/;

/** A cap as the server reads it: "$1,250,000.5" is 1250000.5; blank is none. */
function plainMoney(text: string): string {
  return text.trim().replace(/[$,\s]/g, '');
}

export type RuleErrors = Partial<Record<keyof RuleValues, string>>;

/** The rule's problems, field by field (empty when it may be saved). */
export function checkRuleValues(rule: RuleValues): RuleErrors {
  const errors: RuleErrors = {};
  if (!LIMIT_OPTIONS.some((o) => o.value === rule.limit)) errors.limit = 'Limit is required.';
  const basis = rule.basis.trim();
  if (!basis) errors.basis = 'Basis is required.';
  else if (basis.length > BASIS_MAX) errors.basis = `Basis must be at most ${BASIS_MAX} characters.`;
  const multiplier = rule.multiplier.trim();
  if (!multiplier) errors.multiplier = 'Multiplier is required.';
  else if (!MULTIPLIER.test(multiplier)) errors.multiplier = 'Multiplier must be a non-negative number with at most 4 decimals.';
  const cap = plainMoney(rule.cap);
  if (cap && !MONEY.test(cap)) errors.cap = 'Cap must be an amount of money with at most 2 decimals, or empty.';
  if (rule.description.trim().length > DESCRIPTION_MAX) errors.description = `Description must be at most ${DESCRIPTION_MAX} characters.`;
  return errors;
}

/** The rules as saveLimitRules takes them, in the editor's order. */
export function inputsOf(values: RulesFormValues): LimitRuleInput[] {
  return values.rules.map((r) => {
    const cap = plainMoney(r.cap);
    return { limit: r.limit, basis: r.basis.trim(), multiplier: r.multiplier.trim(), cap: cap || null, description: r.description.trim() };
  });
}

export interface BasisOption {
  value: string;
  label: string;
}

export interface BasisGroups {
  measures: BasisOption[];
  answers: BasisOption[];
  /** Bases the rules use that are neither (an answer since removed from the form, say). */
  others: BasisOption[];
}

const NUMERIC_INPUTS: readonly string[] = ['number', 'float', 'currency'];

/** The financial form's numeric answers (whole numbers, decimals, money) answered once per form, by slug. */
export function numericAnswersOf(fields: unknown): BasisOption[] {
  if (!Array.isArray(fields)) return [];
  return answerableFields(fields as FormField[])
    .filter((f) => f.type === 'inputText' && NUMERIC_INPUTS.includes(f.props.type))
    .map((f) => ({ value: f.slug, label: `${f.type === 'inputText' ? f.props.label : f.slug} (${f.slug})` }));
}

export function basisGroups(templateFields: unknown, used: readonly string[]): BasisGroups {
  const answers = numericAnswersOf(templateFields);
  const known = new Set([...COMPUTED_MEASURES, ...answers].map((o) => o.value));
  const others = [...new Set(used.map((b) => b.trim()).filter((b) => b && !known.has(b)))].map((b) => ({ value: b, label: b }));
  return { measures: COMPUTED_MEASURES, answers, others };
}
