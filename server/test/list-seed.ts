import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Set-based seeding for the list tests (EXPLAIN, statement counts): companies with realistic names in
 * the production mix of registration statuses, a primary contact each, and their users, inserted with
 * generate_series. Rows go in through ordinary INSERTs, so the row_count triggers keep the totals as they
 * would in production; in batches of 1,000 rows (each its own transaction), because the row-level triggers
 * update one row_count row per row inserted, and one transaction's updates of one row cost quadratically
 * (30,000 companies and 30,000 users in one statement each: about 25 s; in batches: about 4 s).
 *
 * Everything is derived from `prefix` and the row number through hashtext, so a seed is the same on
 * every run, and two seeds with different prefixes never collide.
 */
export interface ListSeed {
  prefix: string;
  vendors: number;
  users: number;
  /** Rows per INSERT (each its own transaction); default 1,000. */
  batch?: number;
}

const words = (list: string) => list.split(', ');

/** Words of company names: a founder's surname or a place, a trade, a legal form. */
const SURNAMES = words(
  'Whitfield, Ortega, Kowalski, Nakamura, Brennan, Okafor, Lindqvist, Castellano, Delgado, Fitzgerald, Haverford, Ingram, Jablonski, Kessler, Lombardi, Mancini, Novak, Oyelaran, Petrakis, Quintero, Rasmussen, Sandoval, Takahashi, Underwood, Valentino, Wojcik, Yarborough, Zimmerman, Abernathy, Baptiste, Carrington, Dombrowski, Eriksen, Fairbanks, Galloway, Hollister, Iverson, Jennings, Kaminski, Lachance, McAllister, Nightingale, Oduya, Pemberton, Quigley, Rutherford, Stavros, Thornbury, Upshaw, Vasquez, Wetherby, Yamamoto, Zielinski, Albright, Beaumont, Chamberlain, Donnelly, Ellsworth, Fontaine, Gallagher, Hargrove, Ishikawa, Jorgensen, Kavanagh, Lindgren, Marchetti, Nguyen, Olmstead, Pacheco, Rinaldi, Schaefer, Tolliver, Ulrich, Vanderbilt, Winslow, Ashcroft, Blackwood, Crenshaw, Drummond, Everett, Fairweather, Greenleaf, Holloway, Kingsley, Lockhart, Merriweather, Northcutt, Prescott, Redmond, Stanhope',
);
const PLACES = words(
  'Chesapeake, Potomac, Blue Ridge, Keystone, Summit, Harbor, Liberty, Patriot, Capital, Allegheny, Tidewater, Piedmont, Susquehanna, Shenandoah, Catoctin, Severn, Patapsco, Anacostia, Monocacy, Tri-State',
);
const TRADES = words(
  'Electric, Mechanical, Plumbing, Concrete, Steel Erectors, Roofing, Drywall, Glass & Glazing, Masonry, Excavating, Paving, HVAC, Fire Protection, Painting, Flooring, Landscaping, Millwork, Demolition, Insulation, Elevator, Waterproofing, Framing, Site Utilities, Signage, Scaffolding',
);
const FORMS = words('LLC, Inc, Co., Corp., Group, & Sons, Contractors LLC, Services Inc');
const FIRST_NAMES = words(
  'Dana, Luis, Priya, Marcus, Elena, Tomasz, Aisha, Kenji, Grace, Omar, Hannah, Diego, Fatima, Connor, Mei, Rafael, Ingrid, Samuel, Leila, Patrick, Yuki, Andre, Claire, Mateo, Nadia, Victor, Zoe, Ibrahim, Olivia, Henrik, Rosa, Desmond, Keiko, Liam, Amara, Stefan, Camila, Jamal, Freya, Nikhil',
);

/** The registration status mix of a portal with years of vendors: 55 % drafts, 25 % submitted, 17 % approved, 3 % rejected. */
const STATUS_OF_BUCKET = `case when b < 55 then 'DRAFT' when b < 80 then 'SUBMITTED' when b < 97 then 'APPROVED' else 'REJECTED' end`;

/** A term that matches about 1 in 130 company names (a founder's surname), and one that matches about 1 in 90 users. */
export const SELECTIVE_COMPANY_SEARCH = 'kowalski';
export const SELECTIVE_USER_SEARCH = 'zimmerman';

export async function seedLists(em: EntityManager, seed: ListSeed): Promise<void> {
  const connection = em.getConnection();
  const p = seed.prefix;
  // Picks a word by a hash (knex spreads an array parameter into a list, hence array[?]).
  const pick = (words: readonly string[], hash: string) => `(array[?]::text[])[1 + (${hash}) % ${words.length}]`;
  const h = (salt: string) => `(hashtext(?::text || '${salt}' || i) & 2147483647)`;

  const batch = seed.batch ?? 1000;
  const ranges = (n: number) => Array.from({ length: Math.ceil(n / batch) }, (_, k) => [k * batch + 1, Math.min(n, (k + 1) * batch)] as const);

  for (const [from, to] of ranges(seed.vendors)) {
    await connection.execute(
      `insert into vendor (id, company_name, tax_id, registration_status, submitted_at, created_at, updated_at, account_id, prequal_status)
     select md5(?::text || 'vendor' || i)::uuid,
       case when n % 3 = 0 then ${pick(PLACES, 'n / 3')} else ${pick(SURNAMES, 'n / 3')} end
         || ' ' || ${pick(TRADES, 'n / 7')} || ' ' || ${pick(FORMS, 'n / 11')},
       lpad((i % 100)::text, 2, '0') || '-' || lpad((i % 10000000)::text, 7, '0'),
       st,
       case when st = 'DRAFT' then null else created + (n % 40) * interval '1 day' + (n % 997) * interval '1 minute' end,
       created, created,
       case when st = 'APPROVED' then ?::text || '-acct-' || i end,
       'NOT_STARTED'
     from (
       select i, ${h('n')} n, ${STATUS_OF_BUCKET} st, timestamptz '2026-12-01T12:00:00Z' - i * interval '17 minutes' created
       from (select i, ${h('b')} % 100 b from generate_series(?::int, ?::int) i) g
     ) s`,
      [p, PLACES, SURNAMES, TRADES, FORMS, p, p, p, from, to],
    );
    await connection.execute(
      `insert into vendor_contact (id, vendor_id, position, first_name, last_name, job_title, email)
     select md5(?::text || 'contact' || i)::uuid, md5(?::text || 'vendor' || i)::uuid, 0,
       ${pick(FIRST_NAMES, h('f'))}, ${pick(SURNAMES, h('l'))}, 'Owner', 'owner' || i || '@' || ?::text || '.example.com'
     from generate_series(?::int, ?::int) i`,
      [p, p, FIRST_NAMES, p, SURNAMES, p, p, from, to],
    );
  }
  // 90 % approved vendor users, 7 % awaiting approval, 2 % rejected, 1 % internal staff; each vendor user
  // belongs to one of the approved companies of this seed.
  for (const [from, to] of ranges(seed.users)) {
    await connection.execute(
      `with a as (
       select id, (row_number() over (order by id))::int - 1 rn from vendor
       where registration_status = 'APPROVED' and account_id like ?::text || '-acct-%'
     ), c as (select count(*)::int c from a),
     g as (select i, ${h('k')} % 100 k, ${h('v')} v, ${h('f')} f, ${h('l')} l from generate_series(?::int, ?::int) i)
     insert into app_user (id, name, email, role, password_hash, vendor_id, is_company_admin, registration_status, priority, created_at, updated_at)
     select md5(?::text || 'user' || g.i)::uuid,
       ${pick(FIRST_NAMES, 'g.f')} || ' ' || ${pick(SURNAMES, 'g.l')},
       lower(${pick(FIRST_NAMES, 'g.f')} || '.' || ${pick(SURNAMES, 'g.l')}) || '.' || g.i || '@' || ?::text || '.example.com',
       case when g.k = 99 then 'PREQUAL_REVIEWER' when g.v % 5 = 0 then 'VENDOR_ADMIN' else 'VENDOR_USER' end,
       '$argon2id$seeded-not-a-password',
       case when g.k = 99 then null else a.id end,
       g.k < 90 and g.v % 5 = 0,
       case when g.k < 90 or g.k = 99 then 'APPROVED' when g.k < 97 then 'PENDING' else 'REJECTED' end,
       case when g.k between 90 and 96 then 'MEDIUM' end,
       timestamptz '2026-12-01T12:00:00Z' - g.i * interval '13 minutes',
       timestamptz '2026-12-01T12:00:00Z' - g.i * interval '13 minutes'
     from g cross join c left join a on a.rn = g.v % c.c`,
      [p, p, p, p, p, from, to, p, FIRST_NAMES, SURNAMES, FIRST_NAMES, SURNAMES, p],
    );
  }
}

/** Statistics and the visibility map up to date, as autovacuum would leave them, so index-only scans are possible. */
export async function vacuumAnalyzeLists(em: EntityManager): Promise<void> {
  await em.getConnection().execute('vacuum analyze vendor, vendor_contact, app_user, row_count');
}

/** row_count as the triggers keep it, and the same totals counted from the tables, both as key -> n. */
export async function countersAndCounts(em: EntityManager): Promise<{ counters: Record<string, number>; counted: Record<string, number> }> {
  const connection = em.getConnection();
  const counters = await connection.execute<{ key: string; n: number }[]>(`select key, n::int as n from row_count where n <> 0`);
  const counted = await connection.execute<{ key: string; n: number }[]>(
    `select 'vendor.registration_status:' || registration_status as key, count(*)::int as n from vendor group by registration_status
     union all select 'app_user.registration_status:' || registration_status, count(*)::int from app_user group by registration_status
     union all select 'app_user', count(*)::int from app_user having count(*) > 0
     union all select 'app_user.kind:' || r.kind, count(*)::int from app_user u join role r on r.key = u.role group by 1
     union all select 'prequal_list.prequal_status:' || prequal_status, count(*)::int from vendor group by prequal_status
     union all select 'prequal_list.approved', count(*)::int from prequal_list l
       where l.prequal_status = 'COMPLETED' and l.final_status in ('FINAL_APPROVED', 'FINAL_APPROVED_WITH_RISK_MITIGATION', 'FINAL_APPROVED_BOND_APPROVAL_ONLY', 'FINAL_APPROVED_WITH_MEETING')
       having count(*) > 0
     union all select 'project', count(*)::int from project having count(*) > 0`,
  );
  const asMap = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return { counters: asMap(counters), counted: asMap(counted) };
}
