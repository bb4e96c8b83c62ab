import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../test/harness.js';
import { seedPrequalPipeline } from '../../test/fixtures/prequal-list-seed.js';

/**
 * The CSV export applied to the admin lists beyond the activity log (its own tests are in modules/audit): the
 * prequalification tabs and the registration lists, each with the same search, filters and sort as its pages,
 * long enough to cross the export's 500-row batches.
 */
let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedPrequalPipeline(portal.em(), { prefix: 'csv', vendors: 2600 });
  admin = await portal.tokenFor('PREQUAL_VIEWER');
});
afterAll(() => portal?.stop());

/** RFC 4180 read back (no line breaks in these lists' cells). */
function records(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
      let m: RegExpExecArray | null;
      while ((m = re.exec(line)) && m[0] !== '') {
        cells.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!);
        if (m[2] === '') break;
      }
      return cells;
    });
}

async function csv(path: string): Promise<{ status: number; headers: Headers; rows: string[][]; body: unknown }> {
  const res = await portal.rest<string>('GET', path, { token: admin });
  return { status: res.status, headers: res.headers, body: res.body, rows: res.status === 200 ? records(res.body) : [] };
}

/** Every row of a JSON list, page by page (100 a page). */
async function allPages<T>(path: string, key: string, totalKey: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await portal.rest('GET', `${path}&page=${page}&limit=100`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body[key]);
    if (out.length >= res.body[totalKey] || res.body[key].length === 0) return out;
  }
}

describe('GET /vendor/prequal-forms/export.csv', () => {
  it('exports a tab whole, with its filter and sort, in the order of its pages', async () => {
    const query = 'status=COMPLETED&finalApprovalStatus=all&sortField=companyName&sortOrder=ASC';
    const pages = await allPages<{ companyName: string; instance: string }>(`/vendor/prequal-forms?${query}`, 'data', 'total');
    expect(pages.length).toBeGreaterThan(500);
    const file = await csv(`/vendor/prequal-forms/export.csv?${query}&page=3&limit=10`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/prequalification-completed-\d{4}-\d{2}-\d{2}\.csv/);
    expect(file.rows[0]).toEqual([
      'Company Name',
      'Primary Contact',
      'Contact Email',
      'Instance',
      'Status',
      'Priority',
      'Submission Date',
      'Review Days',
      'Safety',
      'Financial',
      'Legal',
      'Final Status',
      'Expiration Date',
    ]);
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(pages.map((p) => p.companyName));
    expect(file.rows.slice(1).map((r) => r[3])).toEqual(pages.map((p) => p.instance));
  });

  it('applies the final-status filter and the search', async () => {
    const query = 'status=COMPLETED&finalApprovalStatus=FINAL_REJECTED&search=patapsco';
    const pages = await allPages<{ companyName: string }>(`/vendor/prequal-forms?${query}`, 'data', 'total');
    expect(pages.length).toBeGreaterThan(0);
    const file = await csv(`/vendor/prequal-forms/export.csv?${query}`);
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(pages.map((p) => p.companyName));
    expect(file.rows.slice(1).every((r) => r[11] === 'FINAL_REJECTED' && r[0]!.toLowerCase().includes('patapsco'))).toBe(true);
  });

  it('refuses a bad status with the JSON error', async () => {
    const res = await portal.rest('GET', '/vendor/prequal-forms/export.csv?status=NOPE', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('status must be one of');
  });
});

describe('GET /vendors/export.csv', () => {
  it('exports a registration list whole, sorted as asked, across several batches', async () => {
    const query = 'status=DRAFT&sortField=companyName&sortOrder=DESC';
    const pages = await allPages<{ companyName: string; taxId: string | null }>(`/vendors?${query}`, 'vendors', 'totalCount');
    expect(pages.length).toBeGreaterThan(1000);
    const file = await csv(`/vendors/export.csv?${query}`);
    expect(file.headers.get('content-disposition')).toMatch(/registrations-draft-\d{4}-\d{2}-\d{2}\.csv/);
    expect(file.rows[0]).toEqual(['Company Name', 'Tax ID', 'Primary Contact', 'Contact Email', 'Registration Status', 'Submission Date', 'Created']);
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(pages.map((p) => p.companyName));
    expect(file.rows.slice(1).map((r) => r[1] || null)).toEqual(pages.map((p) => p.taxId));
  });

  it('keeps a company name that looks like a formula as text', async () => {
    await portal
      .em()
      .getConnection()
      .execute(
        `update vendor set company_name = '=HYPERLINK("http://x","Zzz, Evil")' where id = (select id from vendor where registration_status = 'SUBMITTED' order by id limit 1)`,
      );
    const file = await csv('/vendors/export.csv?status=SUBMITTED&search=hyperlink');
    expect(file.rows).toHaveLength(2);
    expect(file.rows[1]![0]).toBe(`'=HYPERLINK("http://x","Zzz, Evil")`);
  });

  it('refuses a bad status with the JSON error, and anonymous callers', async () => {
    const res = await portal.rest('GET', '/vendors/export.csv?status=LOST', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('status must be DRAFT, SUBMITTED, APPROVED or REJECTED');
    expect((await portal.rest('GET', '/vendors/export.csv?status=DRAFT')).status).toBe(401);
  });
});
