import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStatements, type SortOrder, type SqlPart } from '../../db/list-query.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { SELECTIVE_COMPANY_SEARCH, seedLists, vacuumAnalyzeLists } from '../../../test/fixtures/list-seed.js';
import { seedPrequalCycles, vacuumAnalyzePipeline } from '../../../test/fixtures/prequal-list-seed.js';
import { useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { COMPANIES_LIST, type CompaniesListQuery } from './companies-list.js';

/**
 * The Companies list has an index behind every filter and sort (as test/lists/list-explain.test.ts checks the other
 * lists): at 30,000 companies in the production mix, with trades, regions, sectors and certifications spread
 * over them and the pipeline's cycles, EXPLAIN every statement of each case and fail on a sequential scan of a
 * big table, naming the case and the plan.
 */
const BIG_TABLES = new Set(['vendor', 'vendor_contact', 'prequalification', 'prequal_form', 'app_user', 'insurance_compliance']);
const VENDORS = 30_000;

let portal: TestPortal;
let em: EntityManager;
beforeAll(async () => {
  portal = await startTestPortal();
  em = portal.em();
  await useTestTemplates(portal);
  await seedLists(em, { prefix: 'companies', vendors: VENDORS, users: 0 });
  await seedPrequalCycles(em, { prefix: 'companies', vendors: VENDORS });
  // The registration values the qualified search filters by, spread by a hash (one value in 20 to 40 each).
  await em.getConnection().execute(
    `update vendor set
       primary_trade = (array['26 00 00','22 00 00','23 00 00','03 00 00','09 00 00'])[1 + (hashtext(id::text) & 2147483647) % 5] || case when (hashtext(id::text) & 7) = 0 then '' else ' x' || (hashtext(id::text) & 31) end,
       secondary_trades = array[(array['26 00 00','22 00 00','07 00 00'])[1 + (hashtext(id::text || 's') & 2147483647) % 3] || ' s' || (hashtext(id::text) & 15)],
       regions = array[(array['DC','MDBA','NOVA','AL'])[1 + (hashtext(id::text || 'r') & 2147483647) % 4] || (hashtext(id::text) & 7)],
       market_sectors = array['S' || (hashtext(id::text || 'm') & 31)],
       classifications_certifications = array['C' || (hashtext(id::text || 'c') & 31)]`,
  );
  // A few big limits, so "limit at least" is selective.
  await em
    .getConnection()
    .execute(`update prequal_form set single_limit = 5000000.00 where category = 'FINANCIAL' and single_limit is not null and (hashtext(id::text) & 63) = 0`);
  // Half the companies have policies: a compliance row each, a third of them meeting the profile, a third with gaps, a third lapsed.
  await em.getConnection().execute(
    `insert into insurance_compliance (vendor_id, status, gaps, next_expiry, checked_at)
     select id, (array['COMPLIANT','GAPS','LAPSED'])[1 + (hashtext(id::text || 'i') & 2147483647) % 3], '[]'::jsonb,
       date '2027-01-01' + (hashtext(id::text) & 255), now()
     from vendor where (hashtext(id::text || 'p') & 1) = 0 on conflict do nothing`,
  );
  await vacuumAnalyzeLists(em);
  await vacuumAnalyzePipeline(em);
  await em.getConnection().execute('vacuum analyze insurance_compliance');
}, 240_000);
afterAll(() => portal?.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

async function plan(statement: SqlPart): Promise<{ scans: string[]; text: string }> {
  const [row] = await em.getConnection().execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${statement.sql}`, statement.params);
  const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
  const scans = nodes(row!['QUERY PLAN'][0]!.Plan)
    .filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']!);
  if (!scans.length) return { scans, text: '' };
  const rows = await em.getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain ${statement.sql}`, statement.params);
  return { scans, text: rows.map((r) => r['QUERY PLAN']).join('\n') };
}

async function failuresOf(label: string, q: CompaniesListQuery): Promise<string[]> {
  const built = listStatements(COMPANIES_LIST, q);
  const [counted] = await em.getConnection().execute<{ n: number }[]>(built.count.sql, built.count.params);
  const total = counted!.n;
  const last = Math.max(1, Math.ceil(total / q.limit));
  const middle = Math.floor(total / 2 / q.limit) + 1;
  const statements: [string, SqlPart][] = [['count', built.count]];
  if (built.searched) statements.push(['searched page', built.searched]);
  for (const page of q.search ? [1] : [...new Set([1, middle, middle + 1, last])].filter((p) => p <= last)) {
    statements.push([`page ${page}`, listStatements(COMPANIES_LIST, { ...q, page }).page(total)]);
  }
  const out: string[] = [];
  for (const [name, statement] of statements) {
    const { scans, text } = await plan(statement);
    if (scans.length) out.push(`companies [${label}] ${name}: Seq Scan on ${scans.join(', ')}\n${statement.sql}\n${text}`);
  }
  return out;
}

const base = (patch: Partial<CompaniesListQuery> = {}): CompaniesListQuery => ({ approvedOnly: false, page: 1, limit: 25, asOf: new Date(), ...patch });
const ORDERS: (SortOrder | null)[] = ['ASC', 'DESC', null];

describe('the Companies list reads no big table sequentially', () => {
  it('the plan walk finds a sequential scan where there is one', async () => {
    const { scans } = await plan({ sql: 'select id from vendor v where v.office_phone_number = ? order by v.id', params: ['410-555-0100'] });
    expect(scans).toEqual(['vendor']);
  });

  it('declares indexes that exist', async () => {
    const rows = await em.getConnection().execute<{ indexname: string }[]>(`select indexname from pg_indexes where indexname in (?)`, [COMPANIES_LIST.indexes]);
    expect(rows.map((r) => r.indexname).sort()).toEqual([...COMPANIES_LIST.indexes].sort());
  });

  it('every company or the approved ones x every sort x order, first to last page, and a search', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const approvedOnly of [false, true]) {
      for (const sortField of [...Object.keys(COMPANIES_LIST.sorts), null]) {
        for (const sortOrder of ORDERS) {
          const q = base({ approvedOnly, sortField, sortOrder });
          const label = `${approvedOnly ? 'approved' : 'all'}, sort ${sortField ?? 'default'} ${sortOrder ?? 'default'}`;
          failures.push(...(await failuresOf(label, q)));
          failures.push(...(await failuresOf(`${label}, search`, { ...q, search: SELECTIVE_COMPANY_SEARCH })));
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it('each filter of the qualified-vendor search, alone and together, with the default sort', { timeout: 120_000 }, async () => {
    const filters: [string, Partial<CompaniesListQuery>][] = [
      ['trade', { trade: '26 00 00' }],
      ['region', { region: 'DC1' }],
      ['market sector', { marketSector: 'S3' }],
      ['certification', { certification: 'C5' }],
      ['status', { prequalStatus: 'ADMIN_REVIEW_PENDING' }],
      ['limit at least', { minSingleLimit: '1000000' }],
      ['score at least', { minScore: 70 }],
      ['insurance meets', { insurance: 'COMPLIANT' }],
      ['insurance lapsed', { insurance: 'LAPSED' }],
      ['no policies', { insurance: 'NONE' }],
      ['trade and insurance gaps', { trade: '26 00 00', insurance: 'GAPS' }],
      ['score and insurance', { minScore: 70, insurance: 'COMPLIANT' }],
      ['trade and limit', { trade: '26 00 00', minSingleLimit: '1000000' }],
      ['all', { trade: '26 00 00', region: 'DC1', marketSector: 'S3', certification: 'C5', prequalStatus: 'COMPLETED', minSingleLimit: '1000000' }],
    ];
    const failures: string[] = [];
    for (const [label, filter] of filters) {
      for (const approvedOnly of [false, true]) failures.push(...(await failuresOf(`${label}${approvedOnly ? ', approved' : ''}`, base({ approvedOnly, ...filter }))));
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
