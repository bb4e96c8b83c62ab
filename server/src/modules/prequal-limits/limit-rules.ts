import type { Answers } from '@portal/common/forms/answers';

/**
 * Suggested limits, explained (beyond the specification): the rules that turn a company's financial
 * answers into suggested single project, aggregate and bonding limits. Pure: no database, exact money (BigInt
 * cents, never a float).
 *
 * A rule is data (table limit_rule): limit = basis x multiplier, at most cap. Several rules of one limit are all
 * limits on it: the suggestion is the smallest result of the rules that apply (so "10 x working capital" and
 * "1 x single bonding capacity" make "10 x working capital, capped by the single bonding capacity"). A rule whose
 * basis is missing from the answers does not apply, and its explanation says so. A negative result (negative
 * working capital or net worth) suggests 0.
 */

import { COMPUTED_MEASURES, LIMIT_KINDS, LIMIT_WORDS, MEASURE_WORDS, type ComputedMeasure, type LimitKind } from '@portal/common/domain/limit-measures';

export { COMPUTED_MEASURES, LIMIT_KINDS, LIMIT_WORDS, MEASURE_WORDS, type ComputedMeasure, type LimitKind };

export interface LimitRuleData {
  limit: LimitKind;
  /** A computed measure (COMPUTED_MEASURES) or a financial answer's slug. */
  basis: string;
  /** Exact decimal string, up to 4 decimals ("10", "0.5"). */
  multiplier: string;
  /** Exact money string or null: the rule's result is at most this. */
  cap: string | null;
  description: string;
  position: number;
}

/** Typical for a general contractor; the migration inserts the same rows. */
export const DEFAULT_LIMIT_RULES: LimitRuleData[] = [
  { limit: 'SINGLE', basis: 'WORKING_CAPITAL', multiplier: '10', cap: null, description: 'Single project limit: 10 x working capital', position: 1 },
  { limit: 'SINGLE', basis: 'BONDING_SINGLE', multiplier: '1', cap: null, description: 'No more than the single project bonding capacity', position: 2 },
  { limit: 'AGGREGATE', basis: 'NET_WORTH', multiplier: '10', cap: null, description: 'Aggregate limit: 10 x net worth', position: 3 },
  { limit: 'AGGREGATE', basis: 'BONDING_AGGREGATE', multiplier: '1', cap: null, description: 'No more than the aggregate bonding capacity', position: 4 },
  { limit: 'BONDING', basis: 'BONDING_SINGLE', multiplier: '1', cap: null, description: 'Bonding limit: the single project bonding capacity', position: 5 },
];

export interface LimitExplanation {
  limit: LimitKind;
  /** The rule in words: its description and its formula. */
  rule: string;
  /** What the rule read: the answers and measures by name, the multiplier and the cap (exact strings). */
  inputs: Record<string, string | null>;
  /** The rule's result (exact money string), or null when it does not apply. */
  result: string | null;
  /** Why it does not apply, or what happened to its result (a negative result suggests 0, a cap applied). */
  note: string | null;
}

export interface SuggestedLimits {
  singleLimit: string | null;
  aggregateLimit: string | null;
  bondingLimit: string | null;
  explanations: LimitExplanation[];
}

// ---- exact money ----

const MONEY = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;
const MULTIPLIER = /^(\d{1,8})(?:\.(\d{1,4}))?$/;

/** An answer as cents: exact decimal strings ("1250000.50", "$1,250,000", "-300") or integral numbers; else null. */
export function centsOf(value: unknown): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Money is stored as strings; a number is read through its shortest decimal form, never multiplied as a float.
    text = String(value);
  } else if (typeof value === 'string') text = value.trim().replace(/[$,\s]/g, '');
  else return null;
  const m = MONEY.exec(text);
  if (!m) return null;
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
}

/** Cents as an exact decimal string with 2 decimals ("-12.05"). */
export function moneyOf(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A multiplier as ten-thousandths, or null when it is not a non-negative decimal of at most 4 decimals. */
export function multiplierOf(text: string): bigint | null {
  const m = MULTIPLIER.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1]!) * 10000n + BigInt((m[2] ?? '').padEnd(4, '0') || '0');
}

/** Integer division rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
}

/** cents x multiplier (ten-thousandths), rounded half away from zero to a cent. */
export function times(cents: bigint, multiplier: bigint): bigint {
  return divRound(cents * multiplier, 10000n);
}

// ---- measures ----

interface Measure {
  cents: bigint | null;
  inputs: Record<string, string | null>;
  missing: string | null;
}

function answerOf(answers: Answers, slug: string): { cents: bigint | null; text: string | null } {
  const cents = centsOf(answers[slug]);
  return { cents, text: cents === null ? null : moneyOf(cents) };
}

/** A measure or an answer of the financial form, with what it read. */
export function measureOf(answers: Answers, basis: string): Measure {
  switch (basis) {
    case 'WORKING_CAPITAL': {
      const wc = answerOf(answers, 'working_capital');
      if (wc.cents !== null) return { cents: wc.cents, inputs: { working_capital: wc.text }, missing: null };
      const assets = answerOf(answers, 'current_assets');
      const liabilities = answerOf(answers, 'current_liabilities');
      const inputs = { working_capital: null, current_assets: assets.text, current_liabilities: liabilities.text };
      if (assets.cents === null || liabilities.cents === null)
        return { cents: null, inputs, missing: 'working capital (nor current assets and current liabilities) is not answered' };
      return { cents: assets.cents - liabilities.cents, inputs, missing: null };
    }
    case 'NET_WORTH':
      return single(answers, 'net_worth', 'net worth');
    case 'BONDING_SINGLE':
      return single(answers, 'bonding_single_limit', 'the single project bonding capacity');
    case 'BONDING_AGGREGATE':
      return single(answers, 'bonding_aggregate_limit', 'the aggregate bonding capacity');
    case 'REVENUE_AVERAGE': {
      const years = [1, 2, 3].map((n) => [`revenue_year_${n}`, answerOf(answers, `revenue_year_${n}`)] as const);
      const inputs = Object.fromEntries(years.map(([slug, a]) => [slug, a.text]));
      const known = years.filter(([, a]) => a.cents !== null).map(([, a]) => a.cents!);
      if (!known.length) return { cents: null, inputs, missing: 'no annual revenue is answered' };
      const sum = known.reduce((s, c) => s + c, 0n);
      return { cents: divRound(sum, BigInt(known.length)), inputs, missing: null };
    }
    default:
      return single(answers, basis, `the answer ${basis}`);
  }
}

function single(answers: Answers, slug: string, words: string): Measure {
  const a = answerOf(answers, slug);
  return { cents: a.cents, inputs: { [slug]: a.text }, missing: a.cents === null ? `${words} is not answered` : null };
}

function basisWords(basis: string): string {
  return (MEASURE_WORDS as Record<string, string>)[basis] ?? basis;
}

/** The rule in words: "Single project limit: 10 x working capital (10 x working capital, at most 5000000.00)". */
export function ruleWords(rule: LimitRuleData): string {
  const formula = `${rule.multiplier} x ${basisWords(rule.basis)}${rule.cap !== null ? `, at most ${rule.cap}` : ''}`;
  return rule.description ? `${rule.description} (${formula})` : formula;
}

/** One rule applied to the answers. */
export function applyRule(rule: LimitRuleData, answers: Answers): LimitExplanation {
  const measure = measureOf(answers, rule.basis);
  const inputs: Record<string, string | null> = { ...measure.inputs, multiplier: rule.multiplier };
  if (rule.cap !== null) inputs.cap = rule.cap;
  const base = { limit: rule.limit, rule: ruleWords(rule), inputs };
  const multiplier = multiplierOf(rule.multiplier);
  if (multiplier === null) return { ...base, result: null, note: `Does not apply: the multiplier ${rule.multiplier} is not a number.` };
  if (measure.cents === null) return { ...base, result: null, note: `Does not apply: ${measure.missing}.` };
  let cents = times(measure.cents, multiplier);
  const notes: string[] = [];
  if (rule.basis === 'WORKING_CAPITAL' && !('working_capital' in measure.inputs && measure.inputs.working_capital !== null)) {
    notes.push('Working capital computed as current assets minus current liabilities.');
  }
  if (rule.basis === 'REVENUE_AVERAGE') notes.push(`Average annual revenue ${moneyOf(measure.cents)}.`);
  if (cents < 0n) {
    notes.push(`${moneyOf(cents)} is negative; 0.00 suggested.`);
    cents = 0n;
  }
  const cap = rule.cap === null ? null : centsOf(rule.cap);
  if (cap !== null && cents > cap) {
    notes.push(`${moneyOf(cents)} capped at ${moneyOf(cap)}.`);
    cents = cap;
  }
  return { ...base, result: moneyOf(cents), note: notes.length ? notes.join(' ') : null };
}

/** Every rule in position order applied; each limit the smallest result of its rules that apply (null when none does). */
export function suggestLimits(rules: readonly LimitRuleData[], answers: Answers): SuggestedLimits {
  const ordered = [...rules].sort((a, b) => a.position - b.position);
  const explanations = ordered.map((r) => applyRule(r, answers));
  const smallest = (limit: LimitKind): string | null => {
    const results = explanations.filter((e) => e.limit === limit && e.result !== null).map((e) => centsOf(e.result)!);
    if (!results.length) return null;
    return moneyOf(results.reduce((min, c) => (c < min ? c : min)));
  };
  return { singleLimit: smallest('SINGLE'), aggregateLimit: smallest('AGGREGATE'), bondingLimit: smallest('BONDING'), explanations };
}

/** A rule as saved: checked, with exact strings. Returns the problem in words, or the rule. */
export function checkRule(raw: {
  limit: string;
  basis: string;
  multiplier: string;
  cap?: string | null;
  description?: string | null;
  position?: number | null;
}): { rule: LimitRuleData } | { field: string; message: string } {
  if (!(LIMIT_KINDS as readonly string[]).includes(raw.limit)) return { field: 'limit', message: `limit must be one of ${LIMIT_KINDS.join(', ')}` };
  const basis = raw.basis?.trim() ?? '';
  if (!basis || basis.length > 100) return { field: 'basis', message: 'basis is required (a computed measure or a financial answer slug)' };
  const m = multiplierOf(String(raw.multiplier ?? ''));
  if (m === null) return { field: 'multiplier', message: 'multiplier must be a non-negative number with at most 4 decimals' };
  let cap: string | null = null;
  if (raw.cap !== null && raw.cap !== undefined && String(raw.cap).trim() !== '') {
    const c = centsOf(String(raw.cap));
    if (c === null || c < 0n) return { field: 'cap', message: 'cap must be an amount of money, at most 2 decimals' };
    cap = moneyOf(c);
  }
  const description = (raw.description ?? '').trim();
  if (description.length > 500) return { field: 'description', message: 'description must be under 500 characters' };
  const multiplier = `${m / 10000n}${m % 10000n ? `.${(m % 10000n).toString().padStart(4, '0').replace(/0+$/, '')}` : ''}`;
  return { rule: { limit: raw.limit as LimitKind, basis, multiplier, cap, description, position: raw.position ?? 0 } };
}
