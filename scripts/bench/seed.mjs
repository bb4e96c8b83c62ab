// Set-based seeding for `npm run bench:lists`: companies, their primary contacts and users, inserted with
// generate_series (100,000 companies in about 9 seconds). Rows go in through ordinary
// INSERTs, so the row_count triggers keep the list totals as they would in production.
//
// Every value is derived from the row number through hashtext, so a seed is the same on every run and the
// first N rows of a bigger seed are the rows of a smaller one: a search term present at 1,000 companies is
// present at 100,000 too.

/** A founder's surname: most company names start with one; contacts and users are named from them too. */
// prettier-ignore
export const SURNAMES = [
  'Whitfield', 'Ortega', 'Kowalski', 'Nakamura', 'Brennan', 'Okafor', 'Lindqvist', 'Castellano', 'Delgado', 'Fitzgerald',
  'Haverford', 'Ingram', 'Jablonski', 'Kessler', 'Lombardi', 'Mancini', 'Novak', 'Oyelaran', 'Petrakis', 'Quintero', 'Rasmussen',
  'Sandoval', 'Takahashi', 'Underwood', 'Valentino', 'Wojcik', 'Yarborough', 'Zimmerman', 'Abernathy', 'Baptiste', 'Carrington',
  'Dombrowski', 'Eriksen', 'Fairbanks', 'Galloway', 'Hollister', 'Iverson', 'Jennings', 'Kaminski', 'Lachance', 'McAllister',
  'Nightingale', 'Oduya', 'Pemberton', 'Quigley', 'Rutherford', 'Stavros', 'Thornbury', 'Upshaw', 'Vasquez', 'Wetherby',
  'Yamamoto', 'Zielinski', 'Albright', 'Beaumont', 'Chamberlain', 'Donnelly', 'Ellsworth', 'Fontaine', 'Gallagher', 'Hargrove',
  'Ishikawa', 'Jorgensen', 'Kavanagh', 'Lindgren', 'Marchetti', 'Nguyen', 'Olmstead', 'Pacheco', 'Rinaldi', 'Schaefer',
  'Tolliver', 'Ulrich', 'Vanderbilt', 'Winslow', 'Ashcroft', 'Blackwood', 'Crenshaw', 'Drummond', 'Everett', 'Fairweather',
  'Greenleaf', 'Holloway', 'Kingsley', 'Lockhart', 'Merriweather', 'Northcutt', 'Prescott', 'Redmond', 'Stanhope', 'Adeyemi',
  'Bergstrom', 'Cavanaugh', 'Dubois', 'Esposito', 'Ferreira', 'Grabowski', 'Halvorsen', 'Iannucci', 'Jankowski', 'Kowalczyk',
  'Laurent', 'Moreau', 'Nilsson', 'Ostrowski', 'Papadopoulos', 'Ramirez', 'Sorensen', 'Tanaka', 'Vargas',
];
/** Places of the Mid-Atlantic: about a quarter of the companies are named after one (never Patapsco: the 'search' case's handful). */
// prettier-ignore
export const PLACES = [
  'Chesapeake', 'Potomac', 'Blue Ridge', 'Keystone', 'Summit', 'Harbor', 'Liberty', 'Patriot', 'Capital', 'Allegheny',
  'Tidewater', 'Piedmont', 'Susquehanna', 'Shenandoah', 'Catoctin', 'Severn', 'Gunpowder', 'Anacostia', 'Monocacy', 'Tri-State',
];
// prettier-ignore
const TRADES = [
  'Electric', 'Mechanical', 'Plumbing', 'Concrete', 'Steel Erectors', 'Roofing', 'Drywall', 'Glass & Glazing', 'Masonry',
  'Excavating', 'Paving', 'HVAC', 'Fire Protection', 'Painting', 'Flooring', 'Landscaping', 'Millwork', 'Demolition',
  'Insulation', 'Elevator', 'Waterproofing', 'Framing', 'Site Utilities', 'Signage', 'Scaffolding', 'Construction', 'Builders',
  'Fabrication', 'Acoustics', 'Surveying',
];
const FORMS = ['LLC', 'Inc', 'Co.', 'Corp.', 'Group', '& Sons', 'Contractors LLC', 'Services Inc', 'Company', 'Partners'];
// prettier-ignore
export const FIRST_NAMES = [
  'Dana', 'Luis', 'Priya', 'Marcus', 'Elena', 'Tomasz', 'Aisha', 'Kenji', 'Grace', 'Omar', 'Hannah', 'Diego', 'Fatima', 'Connor',
  'Mei', 'Rafael', 'Ingrid', 'Samuel', 'Leila', 'Patrick', 'Yuki', 'Andre', 'Claire', 'Mateo', 'Nadia', 'Victor', 'Zoe',
  'Ibrahim', 'Olivia', 'Henrik', 'Rosa', 'Desmond', 'Keiko', 'Liam', 'Amara', 'Stefan', 'Camila', 'Jamal', 'Freya', 'Nikhil',
];
const STATES = ['Maryland', 'Virginia', 'District of Columbia', 'Pennsylvania', 'Delaware', 'West Virginia'];
const CITIES = ['Baltimore', 'Annapolis', 'Frederick', 'Rockville', 'Alexandria', 'Arlington', 'Richmond', 'Harrisburg', 'Wilmington', 'Hagerstown'];

/** A non-negative pseudo-random integer of row `i` (a column or expression), different per salt. */
const h = (salt, i = 'i') => `(hashtext('${salt}' || ${i}) & 2147483647)`;
/** One word of a list (a text[] parameter) picked by a hash expression. */
const pick = (param, length, hash) => `(${param}::text[])[1 + (${hash}) % ${length}]`;

/** The registration status mix of a portal with years of vendors: 55 % drafts, 25 % submitted, 17 % approved, 3 % rejected. */
const STATUS_OF_BUCKET = `case when b < 55 then 'DRAFT' when b < 80 then 'SUBMITTED' when b < 97 then 'APPROVED' else 'REJECTED' end`;

/** The prequal statuses of the approved companies, in a busy portal's proportions (every tab has rows). */
const PREQUAL_MIX = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'ADMIN_REVIEW_PENDING',
  'DEPARTMENT_REVIEW_PENDING',
  'DEPARTMENT_REVIEW_PENDING',
  'FINAL_REVIEW_PENDING',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'AWAITING_RENEWAL',
];

/** A password hash no password matches: the seeded users never sign in (the demo admin signs the requests). */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzZWVk$bm8tcGFzc3dvcmQtbWF0Y2hlcy10aGlzLWhhc2g';

/**
 * Rows per INSERT statement, each its own transaction. The row_count triggers run once per statement (over
 * its transition table); with triggers once per row, each row's update of the same counter row would add a
 * version that the next one walks, and one statement of 100,000 rows took a minute. Batches keep seeding
 * linear either way (about 9 s for 100,000 companies).
 */
const BATCH = 2000;

/** [from, to] ranges of row numbers 1..n, BATCH at a time. */
function* batches(n) {
  for (let from = 1; from <= n; from += BATCH) yield [from, Math.min(n, from + BATCH - 1)];
}

/**
 * Seeds `companies` companies with a primary contact each, one approved company-admin user per approved
 * company, pending sign-ups (one per 100 companies) and a few internal users. `client` is a connected
 * `pg` client on a migrated, empty database. Answers what it inserted.
 */
export async function seedCompanies(client, companies) {
  const now = `timestamptz '2026-11-01T12:00:00Z'`;
  // Companies. created_at spreads over eight years; a registration that left DRAFT was submitted within
  // 60 days of its creation. Names: "<Surname> <Trade> <Form>", "<Place> <Trade> <Form>" or "<Surname> & <Surname> <Form>".
  for (const [from, to] of batches(companies)) {
    await client.query(
      `insert into vendor (id, company_name, tax_id, no_of_employees, registration_status, submitted_at, created_at, updated_at,
       account_id, prequal_status, office_location_city, office_location_state, office_location_country, office_phone_number)
     select md5('bench-vendor-' || i)::uuid,
       case when k < 25 then ${pick('$1', PLACES.length, h('place'))} || ' ' || ${pick('$3', TRADES.length, h('trade'))} || ' ' || ${pick('$4', FORMS.length, h('form'))}
            when k < 88 then ${pick('$2', SURNAMES.length, h('surname'))} || ' ' || ${pick('$3', TRADES.length, h('trade'))} || ' ' || ${pick('$4', FORMS.length, h('form'))}
            else ${pick('$2', SURNAMES.length, h('surname'))} || ' & ' || ${pick('$2', SURNAMES.length, h('partner'))} || ' ' || ${pick('$4', FORMS.length, h('form'))} end,
       lpad((${h('tax')} % 100)::text, 2, '0') || '-' || lpad((${h('tax2')} % 10000000)::text, 7, '0'),
       1 + ${h('employees')} % 400,
       st,
       case when st = 'DRAFT' then null else least(${now}, created + (${h('submit')} % (60 * 24 * 60)) * interval '1 minute') end,
       created,
       case when st = 'DRAFT' then created else least(${now}, created + (${h('submit')} % (60 * 24 * 60)) * interval '1 minute') end,
       case when st = 'APPROVED' then md5('bench-account-' || i)::uuid::text end,
       case when st <> 'APPROVED' then 'NOT_STARTED' else (array[${PREQUAL_MIX.map((x) => `'${x}'`).join(', ')}])[1 + ${h('prequal')} % ${PREQUAL_MIX.length}] end,
       ${pick('$6', CITIES.length, h('city'))}, ${pick('$5', STATES.length, h('state'))}, 'United States',
       '410-555-' || lpad((${h('phone')} % 10000)::text, 4, '0')
     from (
       select i, ${h('kind')} % 100 k, ${STATUS_OF_BUCKET} st,
         ${now} - (${h('created')} % (8 * 365 * 24 * 60)) * interval '1 minute' created
       from (select i, ${h('status')} % 100 b from generate_series($7::int, $8::int) i) g
     ) s`,
      [PLACES, SURNAMES, TRADES, FORMS, STATES, CITIES, from, to],
    );
  }
  // The primary contact (position 0) of every company.
  await client.query(
    `insert into vendor_contact (id, vendor_id, position, first_name, last_name, job_title, email, cell_phone)
     select md5('bench-contact-' || i)::uuid, md5('bench-vendor-' || i)::uuid, 0, f, l,
       (array['Owner', 'President', 'Office Manager', 'Estimator', 'Project Manager'])[1 + ${h('title')} % 5],
       lower(f || '.' || l) || '@company' || i || '.example.com',
       '301-555-' || lpad((${h('cell')} % 10000)::text, 4, '0')
     from (select i, ${pick('$1', FIRST_NAMES.length, h('first'))} f, ${pick('$2', SURNAMES.length, h('last'))} l
           from generate_series(1, $3::int) i) g`,
    [FIRST_NAMES, SURNAMES, companies],
  );
  // One approved company admin per approved company: its primary contact, who signed up and was approved.
  let approvedUsers = 0;
  for (const [from, to] of batches(companies)) {
    const inserted = await client.query(
      `insert into app_user (id, name, email, phone, role, password_hash, is_active, last_login, vendor_id, is_company_admin, priority,
       registration_status, created_at, updated_at)
     select md5('bench-user-' || c.id)::uuid, c.first_name || ' ' || c.last_name, c.email, c.cell_phone, 'VENDOR_ADMIN', $1,
       ${h('active', 'c.id::text')} % 50 <> 0,
       case when ${h('login', 'c.id::text')} % 4 = 0 then null else v.submitted_at + (${h('login', 'c.id::text')} % 300) * interval '1 day' end,
       v.id, true, (array['LOW', 'MEDIUM', 'MEDIUM', 'HIGH'])[1 + ${h('priority', 'c.id::text')} % 4], 'APPROVED', v.submitted_at, v.submitted_at
     from generate_series($2::int, $3::int) i
       join vendor v on v.id = md5('bench-vendor-' || i)::uuid
       join vendor_contact c on c.vendor_id = v.id and c.position = 0
     where v.registration_status = 'APPROVED'`,
      [NO_PASSWORD, from, to],
    );
    approvedUsers += inserted.rowCount;
  }
  // Sign-ups awaiting approval (the Account Creation tab): one per 100 companies, each for an approved company.
  const pendingUsers = await client.query(
    `with a as (select id, (row_number() over (order by created_at, id))::int - 1 rn, count(*) over ()::int c
                from vendor where registration_status = 'APPROVED')
     insert into app_user (id, name, email, phone, role, password_hash, vendor_id, is_company_admin, priority, registration_status, created_at, updated_at)
     select md5('bench-pending-' || i)::uuid, f || ' ' || l, lower(f || '.' || l) || '.' || i || '@signup.example.com',
       '202-555-' || lpad((${h('pphone')} % 10000)::text, 4, '0'), 'VENDOR_USER', $3, a.id, false, 'MEDIUM', 'PENDING',
       ${now} - (${h('pcreated')} % (90 * 24 * 60)) * interval '1 minute', ${now} - (${h('pcreated')} % (90 * 24 * 60)) * interval '1 minute'
     from (select i, ${pick('$1', FIRST_NAMES.length, h('pfirst'))} f, ${pick('$2', SURNAMES.length, h('plast'))} l,
                  ${h('pvendor')} pv from generate_series(1, greatest(1, $4::int / 100)) i) g
     join a on a.rn = g.pv % a.c`,
    [FIRST_NAMES, SURNAMES, NO_PASSWORD, companies],
  );
  // A few internal staff.
  const internalUsers = await client.query(
    `insert into app_user (id, name, email, phone, role, password_hash, registration_status, last_login, created_at, updated_at)
     select md5('bench-staff-' || i)::uuid, f || ' ' || l, lower(f || '.' || l) || '.staff' || i || '@builder.example.com',
       '410-555-' || lpad((1000 + i)::text, 4, '0'),
       (array['PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER'])[1 + i % 4], $3, 'APPROVED',
       ${now} - i * interval '1 day', ${now} - interval '3 years', ${now} - interval '3 years'
     from (select i, ${pick('$1', FIRST_NAMES.length, h('sfirst'))} f, ${pick('$2', SURNAMES.length, h('slast'))} l
           from generate_series(1, 12) i) g`,
    [FIRST_NAMES, SURNAMES, NO_PASSWORD],
  );
  // A company looked up by name (the bench's 'search' case): three registrations awaiting approval and three
  // sign-ups named Patapsco, the same handful at every size (and three completed companies, below).
  await client.query(
    `with v as (
       insert into vendor (id, company_name, tax_id, registration_status, submitted_at, created_at, updated_at, prequal_status)
       select md5('bench-patapsco-' || i)::uuid, 'Patapsco Ironworks ' || i || ' LLC', '52-00000' || i, 'SUBMITTED',
         ${now} - i * interval '1 day', ${now} - i * interval '2 days', ${now} - i * interval '1 day', 'NOT_STARTED'
       from generate_series(1, 3) i returning id, company_name)
     insert into vendor_contact (id, vendor_id, position, first_name, last_name, email)
     select md5('bench-patapsco-contact-' || v.id)::uuid, v.id, 0, 'Pat', 'Ridge', 'pat.ridge+' || left(v.id::text, 8) || '@patapsco.example.com' from v`,
  );
  await client.query(
    `insert into app_user (id, name, email, phone, role, password_hash, vendor_id, is_company_admin, priority, registration_status, created_at, updated_at)
     select md5('bench-patapsco-user-' || i)::uuid, 'Patapsco Signup ' || i, 'signup' || i || '@patapsco.example.com', '202-555-0100', 'VENDOR_USER', $1,
       (select id from vendor where registration_status = 'APPROVED' order by id limit 1), false, 'MEDIUM', 'PENDING', ${now}, ${now}
     from generate_series(1, 3) i`,
    [NO_PASSWORD],
  );
  const prequalCycles = await seedPrequalCycles(client, companies);
  await seedScoresAndInsurance(client);
  // The Completed tab's company looked up by name: three completed companies renamed Patapsco, the same handful at
  // every size (through an UPDATE, so the triggers carry the name into prequal_list).
  await client.query(
    `update vendor v set company_name = 'Patapsco Steel Erectors ' || p.n || ' LLC'
     from (select id, row_number() over (order by id) n from vendor where prequal_status = 'COMPLETED' and id in (
             select vendor_id from prequalification where final_status is not null) order by id limit 3) p
     where v.id = p.id`,
  );
  return { companies, approvedUsers, pendingUsers: pendingUsers.rowCount + 3, internalUsers: internalUsers.rowCount, prequalCycles };
}

/**
 * The review pipeline (issue 8): each approved company that has begun gets a cycle in its status (an awaiting
 * renewal one, its completed cycle) and the cycle's three forms, with department decisions made where the status
 * is past them and some made in department review; completed cycles carry every final decision, completions
 * spread over the last year (so the 11th-month mark has months). Through ordinary INSERTs, so the triggers keep
 * prequal_list. Answers the cycles inserted.
 */
async function seedPrequalCycles(client, companies) {
  const now = `timestamptz '2026-11-01T12:00:00Z'`;
  let cycles = 0;
  for (const [from, to] of batches(companies)) {
    const inserted = await client.query(
      `insert into prequalification (id, vendor_id, cycle, status, submitted_at, priority, department_review_started_at, final_status, completed_at, expires_at)
       select md5('bench-prequal-' || v.id)::uuid, v.id, to_char(done - interval '2 months', 'YYYY-MM'),
         case when v.prequal_status = 'AWAITING_RENEWAL' then 'COMPLETED' else v.prequal_status end,
         case when v.prequal_status = 'IN_PROGRESS' then null else done - interval '40 days' - (${h('psub', 'v.id::text')} % 1000) * interval '1 minute' end,
         (array['LOW', 'MEDIUM', 'MEDIUM', 'HIGH'])[1 + ${h('ppri', 'v.id::text')} % 4],
         case when v.prequal_status in ('DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING', 'COMPLETED', 'AWAITING_RENEWAL') then done - interval '30 days' end,
         case when v.prequal_status = 'COMPLETED' then (array['FINAL_APPROVED', 'FINAL_APPROVED', 'FINAL_APPROVED_WITH_RISK_MITIGATION', 'FINAL_APPROVED_BOND_APPROVAL_ONLY', 'FINAL_APPROVED_WITH_MEETING', 'FINAL_REJECTED'])[1 + ${h('pfinal', 'v.id::text')} % 6]
              when v.prequal_status = 'AWAITING_RENEWAL' then 'FINAL_APPROVED' end,
         case when v.prequal_status in ('COMPLETED', 'AWAITING_RENEWAL') then done end,
         case when v.prequal_status in ('COMPLETED', 'AWAITING_RENEWAL') then done + interval '1 year' end
       from (select v.*, ${now} - case when v.prequal_status = 'AWAITING_RENEWAL' then interval '335 days' else interval '1 day' end
                     - (${h('pdone', 'v.id::text')} % 330) * interval '1 day' as done
             from generate_series($1::int, $2::int) i join vendor v on v.id = md5('bench-vendor-' || i)::uuid
             where v.prequal_status <> 'NOT_STARTED') v`,
      [from, to],
    );
    cycles += inserted.rowCount;
    await client.query(
      `insert into prequal_form (id, prequalification_id, category, template_id, answers, status, department_status, aggregate_limit, single_limit, bonding_limit, decided_at)
       select md5(q.id::text || c.category)::uuid, q.id, c.category,
         (select t.id from form_template t where t.category = c.category order by t.version desc limit 1),
         '{}'::jsonb, case when q.status = 'IN_PROGRESS' then 'IN_PROGRESS' else 'SUBMIT' end, d.status,
         case when c.category = 'FINANCIAL' and d.status <> 'DEPARTMENT_PENDING' then 1000000.00 end,
         case when c.category = 'FINANCIAL' and d.status <> 'DEPARTMENT_PENDING' then 250000.00 end,
         case when c.category = 'FINANCIAL' and d.status <> 'DEPARTMENT_PENDING' then 500000.00 end,
         case when d.status <> 'DEPARTMENT_PENDING' then q.department_review_started_at + interval '3 days' end
       from generate_series($1::int, $2::int) i
       join prequalification q on q.vendor_id = md5('bench-vendor-' || i)::uuid
       join vendor v on v.id = q.vendor_id
       cross join lateral (values (case when v.no_of_employees < 10 then 'SAFETY_LITE' else 'SAFETY' end, 0), ('FINANCIAL', 1), ('LEGAL', 2)) c(category, k)
       cross join lateral (select case
           when q.status in ('FINAL_REVIEW_PENDING', 'COMPLETED') then 'DEPARTMENT_APPROVED'
           when q.status = 'DEPARTMENT_REVIEW_PENDING' and ((hashtext(q.id::text) & 2147483647) >> c.k) % 2 = 1 then 'DEPARTMENT_APPROVED'
           else 'DEPARTMENT_PENDING' end as status) d`,
      [from, to],
    );
  }
  return cycles;
}

/**
 * What issue 21's cases read (scripts/bench/cases.mjs, FILTERED_LISTS): the prequalification score on each company
 * with a cycle (as the score-refresh job writes it: 20 to 100, spread by a hash), and the insurance compliance row of
 * each approved company with policies on file (nine in ten): 60 % meet the requirement profile, 25 % have gaps, 15 %
 * lapsed (half of them with no policy left in force: no next expiry), each with its gaps in words and its next
 * expiry within a year. The lists and the dashboard read only these rows (compliance-refresh.ts keeps them from the
 * policies), so no policy rows are seeded. Derived from the company's id, so a smaller seed's rows are a bigger one's.
 */
async function seedScoresAndInsurance(client) {
  const now = `timestamptz '2026-11-01T12:00:00Z'`;
  const hv = (salt) => `(hashtext('${salt}' || v.id::text) & 2147483647)`;
  await client.query(
    `update vendor v set prequal_score = 20 + ${hv('score')} % 81, prequal_score_at = ${now}
     where exists (select 1 from prequalification p where p.vendor_id = v.id)`,
  );
  await client.query(
    `insert into insurance_compliance (vendor_id, status, gaps, next_expiry, next_change, checked_at)
     select id, status,
       case status
         when 'COMPLIANT' then '[]'::jsonb
         when 'GAPS' then (array['["Auto combined single limit $500,000 is below the required $1,000,000"]',
                                 '["General liability each occurrence $500,000 is below the required $1,000,000", "No workers'' compensation policy"]',
                                 '["Employer''s liability each accident $500,000 is below the required $1,000,000"]'])[1 + k % 3]::jsonb
         else '["General liability expired on 2026-10-15"]'::jsonb end,
       expiry, expiry, ${now}
     from (select v.id, k,
             case when b < 60 then 'COMPLIANT' when b < 85 then 'GAPS' else 'LAPSED' end as status,
             case when b >= 85 and k % 2 = 0 then null else date '2026-11-01' + (k % 365)::int end as expiry
           from (select v.id, ${hv('ins')} % 100 as b, ${hv('expiry')} as k from vendor v
                 where v.registration_status = 'APPROVED' and ${hv('policies')} % 10 <> 0) v) c`,
  );
}

/** Statistics and the visibility map up to date, as autovacuum would leave them (index-only scans need it). */
export async function vacuumAnalyze(client) {
  await client.query(
    'vacuum analyze vendor, vendor_contact, app_user, row_count, app_user_name_bucket, vendor_submitted_at_stretch, revoked_token, prequal_list, prequalification, prequal_form, insurance_compliance',
  );
}

/**
 * The seeded totals, counted, and the counters the lists read (row_count, the users' name stretches, the registrations'
 * submission-date stretches), to check the triggers kept up. The date stretches leave out companies without a date: a
 * status whose sum differs from its companies pages its deep page by plain OFFSET (list-query.ts).
 */
export async function seededTotals(client) {
  const { rows } = await client.query(
    `select 'vendor ' || registration_status as key, count(*)::int as n from vendor group by registration_status
     union all select 'app_user ' || registration_status, count(*)::int from app_user group by registration_status
     union all select 'app_user ' || kind, count(*)::int from app_user group by kind
     union all select 'insurance ' || status, count(*)::int from insurance_compliance group by status
     union all select 'prequal_list ' || prequal_status, count(*)::int from prequal_list group by prequal_status
     union all select 'vendor scored', count(prequal_score)::int from vendor
     union all select 'counter ' || key, n::int from row_count where n <> 0
     union all select 'counter app_user.name_stretches:' || kind, sum(n)::int from app_user_name_bucket group by kind
     union all select 'counter vendor.submitted_at_stretches:' || registration_status, sum(n)::int from vendor_submitted_at_stretch group by registration_status
     order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}
