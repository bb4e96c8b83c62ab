// The list cases of `npm run bench:lists`: four lists (the admin registrations waiting on approval, Account
// Creation, users, the prequalification Completed tab), each asked for page 1, a search, a non-default sort, a page
// near the middle and the last page; and two lists asked for their own cases (`kinds`): the Companies list by
// prequalification score and the insurance list by compliance status (issue 21). Each through GraphQL (the client's
// own operations) and through REST.

/** A term present in the seeded data at every size (a founder's surname), matching under 1 % of the rows. */
/** A company looked up by name: the seed names a handful of companies and sign-ups with it at every size. */
export const SEARCH_TERM = 'patapsco';
/** A common surname: about 0.2 % of the rows, so its matches grow with the table (the SQL's own cost grows too). */
export const BROAD_SEARCH_TERM = 'kowalski';

const USER_FIELDS = 'userId name email phone role roleName isActive lastLogin companyName vendorId accountId isCompanyAdmin priority profilePic registrationStatus';

export const LISTS = [
  {
    id: 'registrations',
    label: 'Registrations waiting on approval (SUBMITTED)',
    // client/src/features/admin-prequal/api/get-registrations.ts
    query: `query Registrations($options: RegistrationsListOptions!) {
  registrations(options: $options) {
    totalCount
    items { vendorId companyName primaryContactFirstName primaryContactLastName primaryContactEmail submittedAt createdAt }
  }
}`,
    // Its arguments are one `options` input (server/src/operations/list-binding.ts).
    options: true,
    fixed: { status: 'SUBMITTED' },
    restPath: '/api/v1/vendors',
    // The default is submittedAt DESC.
    sort: { sortField: 'companyName', sortOrder: 'ASC' },
  },
  {
    id: 'accounts',
    label: 'Account Creation (users PENDING)',
    // client/src/features/admin-prequal/api/get-pending-accounts.ts
    query: `query PendingAccounts($options: PendingAccountsListOptions) {
  pendingAccounts(options: $options) {
    totalCount
    items { userId name email phone priority role roleName profilePic companyName }
  }
}`,
    options: true,
    fixed: {},
    restPath: '/api/v1/users',
    restFixed: { registrationStatus: 'PENDING' },
    sort: null,
    noSort: 'pendingAccounts has no sortField/sortOrder (one order: name)',
  },
  {
    id: 'users',
    label: 'Users',
    query: `query Users($options: UsersListOptions) {
  users(options: $options) {
    totalCount
    items { ${USER_FIELDS} }
  }
}`,
    options: true,
    fixed: {},
    restPath: '/api/v1/users',
    sort: null,
    noSort: 'users has no sortField/sortOrder (one order: name)',
  },
  {
    id: 'prequal-forms',
    label: 'Prequalification Completed tab (prequal-forms, COMPLETED, every final decision)',
    // Every field of a row, the three decisions included (what the tabs' screens read, and what the baseline maps).
    query: `query PrequalList($options: PrequalListOptions) {
  prequalList(options: $options) {
    totalCount
    items {
      prequalId vendorId companyName primaryContactName primaryContactEmail instance prequalStatus priority submittedAt reviewDays
      categoryStatuses { formId category status mitigationPlan commentText aggregateLimit singleLimit bondingLimit decidedAt decidedByName overdueBusinessDays }
      finalStatus commentText expiresAt overdueBusinessDays
    }
  }
}`,
    options: true,
    fixed: { status: 'COMPLETED', finalApprovalStatus: 'all' },
    restPath: '/api/v1/vendor/prequal-forms',
    // The default is submittedAt DESC.
    sort: { sortField: 'companyName', sortOrder: 'ASC' },
    /** Its REST answer names the total `total` (the specification's); GraphQL's is `totalCount`. */
    totalOf: (body) => body.total ?? body.data?.prequalList?.totalCount,
  },
];

/** The lowest score of the Companies list's "Score at least" case: about two in five of the scored companies reach it (seed.mjs). */
export const MIN_SCORE = 70;

/**
 * Lists asked for their own cases instead of KINDS: each kind's `params` (filters, sort, search) and the page asked
 * for (`first`, `middle`: the deep page of that filter's rows, or `last`). A filter's matches are noted beside the
 * case, so a count that grows with the table is shown per matched row (report.mjs), as the broad searches are.
 */
export const FILTERED_LISTS = [
  {
    id: 'companies',
    label: 'Companies list by prequalification score (issue 21)',
    // client/src/features/companies/api/get-companies.ts, with the score the Score column shows.
    query: `query Companies($options: CompaniesListOptions) {
  companies(options: $options) {
    totalCount
    items {
      vendorId companyName primaryContactName primaryContactEmail registrationStatus prequalStatus prequalScore qualifications
      associatedProjects { projectId projectName }
    }
  }
}`,
    options: true,
    fixed: {},
    restPath: '/api/v1/vendors',
    kinds: [
      // The list sorted by score, best first (vendor_status_prequal_score_idx, read from either end).
      { kind: 'score sort', params: { sortField: 'prequalScore', sortOrder: 'DESC' }, page: 'first' },
      { kind: 'score deep page', params: { sortField: 'prequalScore', sortOrder: 'DESC' }, page: 'middle' },
      // The qualified-vendor search's "Score at least" (vendor_listed_prequal_score_idx), in the default order and by score.
      { kind: 'min score', params: { filters: { minScore: MIN_SCORE } }, page: 'first', counted: `minScore ${MIN_SCORE}` },
      {
        kind: 'min score sorted',
        params: { sortField: 'prequalScore', sortOrder: 'ASC', filters: { minScore: MIN_SCORE } },
        page: 'first',
        counted: `minScore ${MIN_SCORE}`,
      },
    ],
  },
  {
    id: 'insurance',
    label: 'Insurance list by compliance (/admin/insurance, issue 21)',
    // client/src/features/insurance/api/get-insurance-list.ts
    query: `query InsuranceList($options: InsuranceComplianceListOptions) {
  insuranceList(options: $options) {
    totalCount
    items { vendorId companyName prequalStatus status gaps nextExpiry }
  }
}`,
    options: true,
    fixed: {},
    restPath: '/api/v1/insurance/compliance',
    kinds: [
      // The page's first tab (Lapsed), soonest expiry first, and the dashboard card's count of the companies with gaps.
      { kind: 'lapsed page 1', params: { filters: { status: 'LAPSED' } }, page: 'first', counted: 'LAPSED' },
      { kind: 'gaps count', params: { filters: { status: 'GAPS' }, limit: 1 }, page: 'first', counted: 'GAPS' },
      { kind: 'gaps deep page', params: { filters: { status: 'GAPS' } }, page: 'middle', counted: 'GAPS' },
      { kind: 'gaps search', params: { filters: { status: 'GAPS' }, search: BROAD_SEARCH_TERM }, page: 'first', counted: `GAPS '${BROAD_SEARCH_TERM}'` },
      // The biggest tab (Meets requirements), its last page.
      { kind: 'meets last page', params: { filters: { status: 'COMPLIANT' } }, page: 'last', counted: 'COMPLIANT' },
    ],
  },
];

export const KINDS = ['page 1', 'search', 'broad search', 'sort', 'deep page', 'last page'];
export const PROTOCOLS = ['GraphQL', 'REST'];
export const LIMIT = 25;

/**
 * The cases of one list at one size, given its total (unsearched) row count: { id, list, kind, protocol,
 * page, params, note } with `params` the list's paging/search/sort arguments. The deep page is the page
 * whose offset is nearest below the middle of the list (the costliest for a builder that reads a page past
 * the middle from the other end); the last page is the last one.
 */
export function casesOf(list, total) {
  const lastPage = Math.max(1, Math.ceil(total / LIMIT));
  const middlePage = Math.max(1, Math.floor(total / 2 / LIMIT) + 1);
  const kinds = {
    'page 1': { page: 1 },
    search: { page: 1, search: SEARCH_TERM },
    'broad search': { page: 1, search: BROAD_SEARCH_TERM },
    sort: list.sort ? { page: 1, ...list.sort } : null,
    'deep page': { page: middlePage },
    'last page': { page: lastPage },
  };
  const cases = [];
  for (const kind of KINDS) {
    for (const protocol of PROTOCOLS) {
      const params = kinds[kind];
      cases.push({
        id: `${list.id} ${kind} ${protocol}`,
        list,
        kind,
        protocol,
        params,
        note: params ? (kind.endsWith('page') && kind !== 'page 1' ? `page ${params.page} of ${lastPage}` : '') : list.noSort,
      });
    }
  }
  return cases;
}

/**
 * The cases of one of FILTERED_LISTS at one size, given each kind's total (`totals.get(kind)`, the rows its filters
 * match): its kinds through each protocol, the page chosen as for casesOf.
 */
export function filteredCasesOf(list, totals) {
  const cases = [];
  for (const k of list.kinds) {
    const total = totals.get(k.kind);
    const limit = k.params.limit ?? LIMIT;
    const lastPage = Math.max(1, Math.ceil(total / limit));
    const page = k.page === 'last' ? lastPage : k.page === 'middle' ? Math.max(1, Math.floor(total / 2 / limit) + 1) : 1;
    const notes = [];
    if (page > 1 || k.page !== 'first') notes.push(`page ${page} of ${lastPage}`);
    if (k.counted) notes.push(`${k.counted}: ${total} matches`);
    for (const protocol of PROTOCOLS) {
      cases.push({ id: `${list.id} ${k.kind} ${protocol}`, list, kind: k.kind, protocol, params: { ...k.params, page }, note: notes.join('; ') });
    }
  }
  return cases;
}

/** The HTTP request of a case: the GraphQL operation (POST /graphql) or the REST call (GET). */
export function requestOf(c, token) {
  const { page, search, sortField, sortOrder, filters = {} } = c.params;
  const limit = c.params.limit ?? LIMIT;
  const auth = { authorization: `Bearer ${token}` };
  if (c.protocol === 'GraphQL') {
    const given = { ...c.list.fixed, ...filters, page, limit, search: search ?? null, ...(sortField ? { sortField, sortOrder } : {}) };
    const variables = c.list.options ? { options: given } : given;
    const body = JSON.stringify({ operationName: /query (\w+)/.exec(c.list.query)[1], query: c.list.query, variables });
    return {
      method: 'POST',
      path: '/graphql',
      headers: { ...auth, 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(body) },
      body,
    };
  }
  const query = new URLSearchParams({ ...c.list.fixed, ...c.list.restFixed, ...filters, page: String(page), limit: String(limit) });
  if (search) query.set('search', search);
  if (sortField) query.set('sortField', sortField);
  if (sortOrder) query.set('sortOrder', sortOrder);
  return { method: 'GET', path: `${c.list.restPath}?${query}`, headers: auth };
}

/** An answer is a success when it carries data and no errors (GraphQL answers 200 with errors too). */
export function answerOk(c) {
  return c.protocol === 'GraphQL' ? (body) => body.startsWith('{"data"') && !body.includes('"errors":[') : null;
}
