import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { LimitRule } from '../api/get-limit-rules';

export function limitRule(overrides: Partial<LimitRule> & Pick<LimitRule, 'position'>): LimitRule {
  return {
    __typename: 'LimitRule',
    id: `rule-${overrides.position}`,
    limit: 'SINGLE',
    basis: 'WORKING_CAPITAL',
    multiplier: '10',
    cap: null,
    description: '',
    ...overrides,
  };
}

/** The shipped rules (server limit-rules.ts DEFAULT_LIMIT_RULES). */
export const DEFAULT_RULES: LimitRule[] = [
  limitRule({ position: 1, limit: 'SINGLE', basis: 'WORKING_CAPITAL', multiplier: '10', description: 'Single project limit: 10 x working capital' }),
  limitRule({ position: 2, limit: 'SINGLE', basis: 'BONDING_SINGLE', multiplier: '1', description: 'No more than the single project bonding capacity' }),
  limitRule({ position: 3, limit: 'AGGREGATE', basis: 'NET_WORTH', multiplier: '10', description: 'Aggregate limit: 10 x net worth' }),
  limitRule({ position: 4, limit: 'AGGREGATE', basis: 'BONDING_AGGREGATE', multiplier: '1', description: 'No more than the aggregate bonding capacity' }),
  limitRule({ position: 5, limit: 'BONDING', basis: 'BONDING_SINGLE', multiplier: '1', description: 'Bonding limit: the single project bonding capacity' }),
];

/** A financial template: two money answers, a decimal inside an ordinary group, text, and a money answer inside a repeatable group. */
export const FINANCIAL_FIELDS = [
  { slug: 'net_worth', type: 'inputText', props: { label: 'Net worth', type: 'currency' } },
  { slug: 'bank_line_of_credit', type: 'inputText', props: { label: 'Line of credit available', type: 'currency' } },
  { slug: 'bank_name', type: 'inputText', props: { label: 'Bank', type: 'text' } },
  {
    slug: 'ratios',
    type: 'formGroup',
    props: { title: 'Ratios', viewType: 'horizontal', columns: 2, multipleDynamicInputs: false },
    children: [{ slug: 'current_ratio', type: 'inputText', props: { label: 'Current ratio', type: 'float' } }],
  },
  {
    slug: 'projects',
    type: 'formGroup',
    props: { title: 'Largest projects', viewType: 'horizontal', columns: 2, multipleDynamicInputs: true },
    children: [{ slug: 'project_value', type: 'inputText', props: { label: 'Contract value', type: 'currency' } }],
  },
];

export interface LimitRuleCalls {
  reads: number;
  templateReads: number;
  saves: { rules: unknown[] }[];
}

interface Options {
  rules?: LimitRule[];
  /** The financial template's fields; null answers the template query with an error. */
  fields?: unknown[] | null;
  /** Answer saves with this GraphQL error instead of saving. */
  saveError?: { message: string; extensions: Record<string, unknown> };
}

/** Answers the limit rules page's calls: its rules, the financial template, and saves (which replace the rules, in order). */
export function answerLimitRuleCalls({ rules = DEFAULT_RULES, fields = FINANCIAL_FIELDS, saveError }: Options = {}): LimitRuleCalls {
  const calls: LimitRuleCalls = { reads: 0, templateReads: 0, saves: [] };
  let saved = rules;
  server.use(
    graphql.query('LimitRules', () => {
      calls.reads += 1;
      return HttpResponse.json({ data: { limitRules: saved } });
    }),
    graphql.query('LimitRuleBases', () => {
      calls.templateReads += 1;
      if (fields === null) return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
      return HttpResponse.json({ data: { formTemplate: { __typename: 'FormTemplate', id: 'financial-3', version: 3, fields } } });
    }),
    graphql.mutation('SaveLimitRules', ({ variables }) => {
      const input = variables.rules as { limit: LimitRule['limit']; basis: string; multiplier: string; cap: string | null; description: string | null }[];
      calls.saves.push({ rules: input });
      if (saveError) return HttpResponse.json({ errors: [saveError], data: null });
      saved = input.map((r, i) => limitRule({ ...r, id: `saved-${i + 1}`, position: i + 1, description: r.description ?? '' }));
      return HttpResponse.json({ data: { saveLimitRules: saved } });
    }),
  );
  return calls;
}
