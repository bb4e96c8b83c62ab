import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import type { ComplianceStatus } from '@portal/common/domain/insurance';
import type { Answers } from '@portal/common/forms/answers';
import { completenessOf, prequalScore, type PrequalScore, type ScoreInputs } from '@portal/common/insights/score';
import type { ScoreWeights } from '@portal/common/insights/score-weights';
import { Vendor } from '../companies/index.js';
import { departmentTabOf, PrequalForm, type DepartmentTab } from '../prequal/index.js';

/** A PostgreSQL array literal of uuids or small integers (null as NULL), one parameter however long: knex would spread a JS array. */
const pgArray = (values: readonly (string | number | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** The calendar year in the portal's time zone: years in business count up to it. */
export function portalYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric' }).format(now));
}

export interface ComplianceFacts {
  status: ComplianceStatus;
  gaps: readonly string[];
}

/** The pure function's inputs from a cycle's forms, the company's NAICS code and its insurance compliance. */
export function scoreInputsOf(forms: readonly PrequalForm[], naics: string | null | undefined, insurance: ComplianceFacts | null, year: number): ScoreInputs {
  const answersOf = (tab: DepartmentTab): Answers => forms.find((f) => departmentTabOf(f.category) === tab)?.answers ?? {};
  return {
    safety: answersOf('SAFETY'),
    financial: answersOf('FINANCIAL'),
    legal: answersOf('LEGAL'),
    naics: naics?.trim() || null,
    insurance,
    completeness: completenessOf(forms.map((f) => ({ fields: f.template.fields, answers: f.answers }))),
    year,
  };
}

/** The insurance compliance rows of these companies (the insurance module keeps one per company with policies). */
export async function complianceOf(em: EntityManager, vendorIds: readonly string[]): Promise<Map<string, ComplianceFacts>> {
  const rows = await em.execute<{ vendor_id: string; status: ComplianceStatus; gaps: string[] }[]>(
    'select vendor_id, status, gaps from insurance_compliance where vendor_id = any(?::uuid[])',
    [pgArray(vendorIds)],
  );
  return new Map(rows.map((r) => [r.vendor_id, { status: r.status, gaps: r.gaps ?? [] }]));
}

/**
 * The scores of these companies from their newest cycles, in four queries whatever their number (the newest cycles,
 * their forms with templates, the companies' NAICS codes, their compliance); null for a company without a cycle.
 */
export async function scoresOf(em: EntityManager, vendorIds: readonly string[], weights: ScoreWeights, year: number): Promise<Map<string, PrequalScore | null>> {
  const out = new Map<string, PrequalScore | null>(vendorIds.map((id) => [id, null]));
  if (vendorIds.length === 0) return out;
  const cycles = await em.execute<{ id: string; vendor_id: string }[]>(
    'select distinct on (vendor_id) id, vendor_id from prequalification where vendor_id = any(?::uuid[]) order by vendor_id, cycle desc, created_at desc',
    [pgArray(vendorIds)],
  );
  if (cycles.length === 0) return out;
  const forms = await em.find(PrequalForm, { prequalification: { $in: cycles.map((c) => c.id) } }, { populate: ['template'] });
  const vendors = await em.find(Vendor, { id: { $in: cycles.map((c) => c.vendor_id) } }, { fields: ['naicsCode'] });
  const compliance = await complianceOf(
    em,
    cycles.map((c) => c.vendor_id),
  );
  const naics = new Map(vendors.map((v) => [v.id, v.naicsCode]));
  for (const c of cycles) {
    const own = forms.filter((f) => f.prequalification.id === c.id);
    out.set(c.vendor_id, prequalScore(scoreInputsOf(own, naics.get(c.vendor_id), compliance.get(c.vendor_id) ?? null, year), weights));
  }
  return out;
}

/**
 * Writes the scores on the companies' rows in one statement, with the time they were computed. A plain update of
 * two columns: the company's version and updatedAt are left alone (a score is not an edit of the company).
 */
export async function writeScores(em: EntityManager, scores: ReadonlyMap<string, PrequalScore | null>): Promise<void> {
  if (scores.size === 0) return;
  const ids = [...scores.keys()];
  const values = ids.map((id) => scores.get(id)?.score ?? null);
  await em.execute(
    `update vendor v set prequal_score = x.score, prequal_score_at = now()
     from (select unnest(?::uuid[]) as id, unnest(?::smallint[]) as score) x where v.id = x.id`,
    [pgArray(ids), pgArray(values)],
  );
}
