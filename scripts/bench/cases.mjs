// The list cases of `npm run bench:lists`: three lists (the admin registrations waiting on approval, Account
// Creation, users), each asked for page 1, a search, a non-default sort, a page near the middle and the last
// page, through GraphQL (the client's own operations) and through REST.

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
      categoryStatuses { formId category status mitigationPlan commentText aggregateLimit singleLimit bondingLimit decidedAt decidedByName }
      finalStatus commentText expiresAt
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

/** The HTTP request of a case: the GraphQL operation (POST /graphql) or the REST call (GET). */
export function requestOf(c, token) {
  const { page, search, sortField, sortOrder } = c.params;
  const auth = { authorization: `Bearer ${token}` };
  if (c.protocol === 'GraphQL') {
    const given = { ...c.list.fixed, page, limit: LIMIT, search: search ?? null, ...(sortField ? { sortField, sortOrder } : {}) };
    const variables = c.list.options ? { options: given } : given;
    const body = JSON.stringify({ operationName: /query (\w+)/.exec(c.list.query)[1], query: c.list.query, variables });
    return {
      method: 'POST',
      path: '/graphql',
      headers: { ...auth, 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(body) },
      body,
    };
  }
  const query = new URLSearchParams({ ...c.list.fixed, ...c.list.restFixed, page: String(page), limit: String(LIMIT) });
  if (search) query.set('search', search);
  if (sortField) query.set('sortField', sortField);
  if (sortOrder) query.set('sortOrder', sortOrder);
  return { method: 'GET', path: `${c.list.restPath}?${query}`, headers: auth };
}

/** An answer is a success when it carries data and no errors (GraphQL answers 200 with errors too). */
export function answerOk(c) {
  return c.protocol === 'GraphQL' ? (body) => body.startsWith('{"data"') && !body.includes('"errors":[') : null;
}
