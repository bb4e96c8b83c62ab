import { FINANCIALS_READ } from '@portal/common/auth/answer-access';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { LimitRule } from './limit-rule.entity.js';
import { checkRule, multiplierOf, suggestLimits, type LimitKind, type LimitRuleData, type SuggestedLimits } from './limit-rules.js';
import { PREQUAL_MESSAGES, PrequalForm, Prequalification } from '../prequal/index.js';

/** A rule as the client sends it (GraphQL LimitRuleInput, REST PUT /admin/limit-rules). */
export interface LimitRuleInput {
  limit: string;
  basis: string;
  multiplier: string;
  cap?: string | null;
  description?: string | null;
}

export interface LimitRuleRow extends LimitRuleData {
  id: string;
}

/** A multiplier as the database reads it ("10.0000") in its shortest exact form ("10"). */
function shortMultiplier(text: string): string {
  const m = multiplierOf(text);
  if (m === null) return text;
  const frac = (m % 10000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${m / 10000n}${frac ? `.${frac}` : ''}`;
}

function rowOf(r: LimitRule): LimitRuleRow {
  return {
    id: r.id,
    limit: r.limit,
    basis: r.basis,
    multiplier: shortMultiplier(String(r.multiplier)),
    cap: r.cap ?? null,
    description: r.description,
    position: r.position,
  };
}

/** The rules in position order (through the caller's entity manager, so a transaction sees its own). */
export async function loadLimitRules(em: EntityManager): Promise<LimitRuleRow[]> {
  return (await em.find(LimitRule, {}, { orderBy: { position: 'asc' } })).map(rowOf);
}

/** The suggestion from a financial form's answers, as the rules stand in em (department decisions record it). */
export async function suggestionFor(em: EntityManager, form: PrequalForm): Promise<SuggestedLimits> {
  return suggestLimits(await loadLimitRules(em), form.answers ?? {});
}

/**
 * Suggested limits, explained (beyond the specification): the company's current cycle's financial answers
 * through the limit rules (limit-rules.ts), and the system admin's editing of those rules.
 */
export class PrequalLimitsService {
  constructor(private readonly em: EntityManager) {}

  async suggestedLimits(actor: Actor | null, vendorId: string): Promise<SuggestedLimits> {
    authorize(actor, 'prequal.departmentDecide', { vendorId });
    // Computed from the financial answers: their readers only.
    authorize(actor, FINANCIALS_READ);
    assertUuid(vendorId, 'Company');
    const em = this.em.fork();
    if ((await em.count(Vendor, { id: vendorId })) === 0) throw AppError.notFound('Company');
    const prequal = await em.findOne(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc', createdAt: 'desc' } });
    if (!prequal) throw new AppError('NOT_FOUND', PREQUAL_MESSAGES.notBegun);
    const form = await em.findOne(PrequalForm, { prequalification: prequal, category: 'FINANCIAL' });
    return suggestLimits(await loadLimitRules(em), form?.answers ?? {});
  }

  async limitRules(actor: Actor | null): Promise<LimitRuleRow[]> {
    authorize(actor, 'limits.rules');
    return loadLimitRules(this.em.fork());
  }

  /** Replaces every rule by `rules`, in their order; audited with the rules before and after. */
  async saveLimitRules(actor: Actor | null, rules: unknown): Promise<LimitRuleRow[]> {
    const a = authorize(actor, 'limits.rules');
    if (!Array.isArray(rules)) throw AppError.badInput('rules must be a list of rules', { rules: 'rules must be a list of rules' });
    if (rules.length > 50) throw AppError.badInput('At most 50 rules', { rules: 'At most 50 rules' });
    const checked: LimitRuleData[] = rules.map((raw, i) => {
      const r = (raw ?? {}) as LimitRuleInput;
      const out = checkRule({
        limit: String(r.limit ?? ''),
        basis: String(r.basis ?? ''),
        multiplier: String(r.multiplier ?? ''),
        cap: r.cap == null ? null : String(r.cap),
        description: r.description == null ? '' : String(r.description),
        position: i + 1,
      });
      if ('field' in out) throw AppError.badInput(out.message, { [`rules.${i}.${out.field}`]: out.message });
      return out.rule;
    });
    return this.em.transactional(async (tx) => {
      // One save at a time: the table is replaced whole.
      await tx.execute('lock table "limit_rule" in share row exclusive mode');
      const before = await loadLimitRules(tx);
      await tx.nativeDelete(LimitRule, {});
      const saved = checked.map((r) =>
        tx.create(LimitRule, { limit: r.limit as LimitKind, basis: r.basis, multiplier: r.multiplier, cap: r.cap, description: r.description, position: r.position }),
      );
      audit(tx, a, {
        entityType: 'LimitRule',
        entityId: null,
        action: 'LIMIT_RULES_SAVED',
        changes: { rules: { from: before.map(({ id: _id, ...r }) => r), to: checked } },
      });
      await tx.flush();
      return saved.map(rowOf);
    });
  }
}

/**
 * Records the suggestion on the cycle's financial form as a financial department decision is saved (in its
 * transaction, with the rules as they stand then); answers it for the decision's audit entry.
 */
export async function recordSuggestion(
  tx: EntityManager,
  forms: readonly PrequalForm[],
): Promise<{ suggestedLimits?: { singleLimit: string | null; aggregateLimit: string | null; bondingLimit: string | null } }> {
  const form = forms.find((f) => f.category === 'FINANCIAL');
  if (!form) return {};
  const s = await suggestionFor(tx, form);
  form.suggestedSingleLimit = s.singleLimit;
  form.suggestedAggregateLimit = s.aggregateLimit;
  form.suggestedBondingLimit = s.bondingLimit;
  return { suggestedLimits: { singleLimit: s.singleLimit, aggregateLimit: s.aggregateLimit, bondingLimit: s.bondingLimit } };
}
