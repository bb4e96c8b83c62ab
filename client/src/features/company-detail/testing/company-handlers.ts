import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { CycleDecision, PrequalCycle } from '../api/get-prequal-history';

export const VENDOR_ID = 'v-100';

export function company(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'VendorRegistration' as const,
    vendorId: VENDOR_ID,
    accountId: 'acc-100',
    companyName: 'Acme Concrete',
    primaryContactFirstName: 'Ada',
    primaryContactLastName: 'Stone',
    primaryContactEmail: 'ada@acme.test',
    primaryContactOfficePhone: '555-010-1000',
    primaryContactCellPhone: null,
    registrationStatus: 'APPROVED',
    prequalStatus: 'COMPLETED',
    ...overrides,
  };
}

export function decision(category: CycleDecision['category'], overrides: Partial<CycleDecision> = {}): CycleDecision {
  return {
    __typename: 'CategoryDecision',
    formId: `f-${category}`,
    category,
    status: 'DEPARTMENT_APPROVED',
    mitigationPlan: null,
    commentText: null,
    aggregateLimit: null,
    singleLimit: null,
    bondingLimit: null,
    decidedAt: '2026-11-10T15:00:00.000Z',
    decidedByName: 'Sam Admin',
    ...overrides,
  };
}

/** A completed, approved cycle (financial with risk mitigation and limits). */
export function cycle(year: number, month: number, overrides: Partial<PrequalCycle> = {}): PrequalCycle {
  const instance = `${year}-${String(month).padStart(2, '0')}`;
  return {
    __typename: 'PrequalCycle',
    prequalId: `p-${instance}`,
    vendorId: VENDOR_ID,
    instance,
    year,
    month,
    prequalStatus: 'COMPLETED',
    finalStatus: 'FINAL_APPROVED',
    commentText: null,
    submittedAt: `${instance}-02T15:00:00.000Z`,
    expiresAt: `${year + 1}-${String(month).padStart(2, '0')}-15T17:00:00.000Z`,
    categoryStatuses: [
      decision('SAFETY'),
      decision('FINANCIAL', {
        status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
        mitigationPlan: 'Joint check agreement',
        singleLimit: '1000000.00',
        aggregateLimit: '2500000.00',
        bondingLimit: '500000.50',
      }),
      decision('LEGAL', { commentText: 'No open claims' }),
    ],
    ...overrides,
  };
}

const FIELD = (slug: string, label: string, userInput: string) => ({ type: 'inputText', slug, props: { label, type: 'text' }, userInput });

/** A cycle's three forms, one answered question each (answers name the cycle, to tell cycles apart). */
export function cycleForms(vendorId: string, instance: string) {
  const form = (category: string, fields: unknown[]) => ({
    __typename: 'PrequalForm',
    id: `form-${category}-${instance}`,
    category,
    status: 'SUBMIT',
    fields,
    answersHidden: false,
  });
  return {
    __typename: 'PrequalFormSet',
    vendorId,
    instance,
    forms: [
      form('SAFETY', [FIELD('emr', 'EMR rate', `0.85 (${instance})`)]),
      form('FINANCIAL', [FIELD('netWorth', 'Net worth', '1500000')]),
      form('LEGAL', [FIELD('litigation', 'Pending litigation', 'None')]),
    ],
  };
}

export interface CompanyCalls {
  details: Record<string, unknown>[];
  /** Reads of companyProfile (a poll is one more). */
  profiles: Record<string, unknown>[];
  histories: Record<string, unknown>[];
  forms: Record<string, unknown>[];
  mutations: { name: string; variables: Record<string, unknown> }[];
}

type Answer = (variables: Record<string, unknown>) => Response | undefined;

export function note(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CompanyNote' as const,
    noteId: `note-${n}`,
    vendorId: VENDOR_ID,
    notes: `Note ${n}`,
    createdBy: 'Sam Carter',
    createdAt: `2027-01-${String(n).padStart(2, '0')}T14:30:00.000Z`,
    ...overrides,
  };
}

export function comment(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CompanyComment' as const,
    commentId: `comment-${n}`,
    vendorId: VENDOR_ID,
    commentText: `Comment ${n}`,
    commentedBy: 'Priya Admin',
    commentDate: `2027-01-${String(n).padStart(2, '0')}T14:30:00.000Z`,
    ...overrides,
  };
}

export function account(n: number, name: string) {
  return { __typename: 'RelatedAccount' as const, accountId: `acc-${n}`, companyName: name, taxId: `52-000000${n}`, vendorId: `v-${n}` };
}

export function approvedCompany(n: number, name: string) {
  return { __typename: 'CompanyListItem' as const, vendorId: `v-${n}`, accountId: `acc-${n}`, companyName: name, taxId: `52-000000${n}` };
}

export function project(n: number, name: string) {
  return {
    __typename: 'Project' as const,
    projectId: `project-${n}`,
    projectNumber: `P-${1000 + n}`,
    projectName: name,
    projectStage: 'Preconstruction',
    projectVolume: '12500000.00',
    startDate: '2027-03-01',
    endDate: '2028-06-30',
  };
}

/** A company's "Sync with 365" state as companyProfile answers it (never synced by default). */
export function crmSync(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CrmSyncState' as const,
    vendorId: VENDOR_ID,
    status: null as string | null,
    syncedAt: null as string | null,
    message: null,
    error: null,
    ...overrides,
  };
}

type Note = ReturnType<typeof note>;
type Comment = ReturnType<typeof comment>;
type Account = ReturnType<typeof account>;

interface CompanyAnswers {
  company?: ReturnType<typeof company>;
  /** The ERP id, CRM link and sync state of companyProfile. */
  profile?: { hb_erpid?: string | null; crmUrl?: string | null; accountId?: string | null; crmSync?: ReturnType<typeof crmSync> };
  /** The sync states companyProfile answers after a "Sync with 365", one per read (the last one repeats). */
  crmSyncAfterClick?: ReturnType<typeof crmSync>[];
  /** Newest first; the add and delete mutations change these lists. */
  notes?: Note[];
  comments?: Comment[];
  related?: { parentAccounts: Account[]; childAccounts: Account[] };
  /** The company's assigned projects. */
  projects?: ReturnType<typeof project>[];
  /** The approved companies the related-account lookups find (searched by name). */
  approved?: ReturnType<typeof approvedCompany>[];
  /** The history, newest first; a function answers each request anew (a refetch after a change). */
  history?: PrequalCycle[] | (() => PrequalCycle[]);
  /** Replaces a mutation's answer (e.g. to refuse it); HttpResponse.error() for a network failure. */
  answers?: Record<string, Answer>;
}

/** Answers the company page's queries and mutations; every call is recorded. */
export function answerCompanyCalls({
  company: shown = company(),
  history = [cycle(2026, 11), cycle(2025, 10)],
  answers = {},
  profile = {},
  notes = [],
  comments = [],
  related = { parentAccounts: [], childAccounts: [] },
  approved = [],
  projects = [],
  crmSyncAfterClick = [],
}: CompanyAnswers = {}): CompanyCalls {
  const store = {
    profile: {
      __typename: 'CompanyProfile' as const,
      vendorId: shown.vendorId,
      accountId: shown.accountId,
      hb_erpid: null as string | null,
      crmUrl: null as string | null,
      version: 3,
      crmSync: crmSync(),
      ...profile,
    },
    notes: [...notes],
    comments: [...comments],
    related: { __typename: 'RelatedAccounts' as const, parentAccounts: [...related.parentAccounts], childAccounts: [...related.childAccounts] },
  };
  let added = 100;
  const nameOf = (accountId: unknown) => approved.find((a) => a.accountId === accountId)?.companyName ?? String(accountId);
  const linked = (accountId: unknown) => {
    const n = String(accountId).replace('acc-', '');
    return account(Number(n), nameOf(accountId));
  };
  const calls: CompanyCalls = { details: [], profiles: [], histories: [], forms: [], mutations: [] };
  // After a click, the sync states still to answer.
  let syncStates: ReturnType<typeof crmSync>[] | null = null;
  const mutation = (name: string, field: string, result: (variables: Record<string, unknown>) => unknown) =>
    graphql.mutation(name, ({ variables }) => {
      calls.mutations.push({ name, variables });
      const custom = answers[name]?.(variables);
      if (custom) return custom;
      return HttpResponse.json({ data: { [field]: result(variables) } });
    });
  server.use(
    graphql.query('CompanyDetail', ({ variables }) => {
      calls.details.push(variables);
      return HttpResponse.json({ data: { registration: shown } });
    }),
    graphql.query('CompanyPrequalHistory', ({ variables }) => {
      calls.histories.push(variables);
      return HttpResponse.json({ data: { prequalHistory: typeof history === 'function' ? history() : history } });
    }),
    graphql.query('CompanyCycleForms', ({ variables }) => {
      calls.forms.push(variables);
      return HttpResponse.json({ data: { prequalForms: cycleForms(String(variables.vendorId), String(variables.instance)) } });
    }),
    mutation('SetCycleSubmittedAt', 'setPrequalSubmittedAt', (v) => ({
      __typename: 'PrequalCycle',
      prequalId: `p-${String(v.instance)}`,
      instance: v.instance,
      submittedAt: v.submittedAt,
    })),
    mutation('CompanyStartRenewal', 'startRenewal', (v) => ({ __typename: 'PrequalFormSet', vendorId: v.vendorId, instance: '2027-11', prequalStatus: 'IN_PROGRESS' })),
    graphql.query('CompanyAssignedProjects', () =>
      HttpResponse.json({ data: { companyProjects: { __typename: 'CompanyProjects', vendorId: shown.vendorId, projects } } }),
    ),
    graphql.query('CompanyProfile', ({ variables }) => {
      calls.profiles.push(variables);
      if (syncStates?.length) store.profile = { ...store.profile, crmSync: syncStates.length > 1 ? syncStates.shift()! : syncStates[0]! };
      return HttpResponse.json({ data: { companyProfile: store.profile } });
    }),
    mutation('SyncCompanyToCrm', 'syncCompanyToCrm', (v) => {
      syncStates = [...crmSyncAfterClick];
      return { __typename: 'CrmSyncState', vendorId: v.vendorId, status: 'PENDING' };
    }),
    graphql.query('CompanyNotes', ({ variables: { options: variables = {} } }) => {
      const page = Number(variables.page ?? 1);
      const limit = Number(variables.limit ?? 25);
      return HttpResponse.json({
        data: { companyNotes: { __typename: 'CompanyNotePage', totalCount: store.notes.length, items: store.notes.slice((page - 1) * limit, page * limit) } },
      });
    }),
    graphql.query('CompanyComments', ({ variables: { options: variables = {} } }) => {
      const limit = Number(variables.limit ?? 25);
      return HttpResponse.json({
        data: { companyComments: { __typename: 'CompanyCommentPage', totalCount: store.comments.length, items: store.comments.slice(0, limit) } },
      });
    }),
    graphql.query('RelatedAccounts', () => HttpResponse.json({ data: { relatedAccounts: store.related } })),
    graphql.query('ApprovedCompanyLookup', ({ variables }) => {
      const search = String(variables.search ?? '').toLowerCase();
      const vendors = approved.filter((a) => a.companyName.toLowerCase().includes(search));
      return HttpResponse.json({ data: { companies: { __typename: 'CompanyPage', totalCount: vendors.length, items: vendors } } });
    }),
    mutation('SetCompanyErpId', 'setCompanyErpId', (v) => {
      store.profile = { ...store.profile, hb_erpid: (v.hbErpid as string | null) ?? null };
      return store.profile;
    }),
    mutation('AddCompanyNote', 'addCompanyNote', (v) => {
      const row = note(++added, { notes: v.notes, createdAt: '2027-02-01T15:00:00.000Z' });
      store.notes.unshift(row);
      return row;
    }),
    mutation('DeleteCompanyNote', 'deleteCompanyNote', (v) => {
      const row = store.notes.find((n) => n.noteId === v.noteId);
      store.notes = store.notes.filter((n) => n.noteId !== v.noteId);
      return row;
    }),
    mutation('AddCompanyComment', 'addCompanyComment', (v) => {
      const row = comment(++added, { commentText: v.comment, commentDate: '2027-02-01T15:00:00.000Z' });
      store.comments.unshift(row);
      return row;
    }),
    mutation('DeleteCompanyComment', 'deleteCompanyComment', (v) => {
      const row = store.comments.find((c) => c.commentId === v.commentId);
      store.comments = store.comments.filter((c) => c.commentId !== v.commentId);
      return row;
    }),
    mutation('AddParentAccount', 'addParentAccount', (v) => {
      store.related.parentAccounts = [...store.related.parentAccounts, linked(v.otherAccountId)];
      return store.related;
    }),
    mutation('AddChildAccount', 'addChildAccount', (v) => {
      store.related.childAccounts = [...store.related.childAccounts, linked(v.otherAccountId)];
      return store.related;
    }),
    mutation('RemoveParentAccount', 'removeParentAccount', (v) => {
      store.related.parentAccounts = store.related.parentAccounts.filter((a) => a.accountId !== v.otherAccountId);
      return store.related;
    }),
    mutation('RemoveChildAccount', 'removeChildAccount', (v) => {
      store.related.childAccounts = store.related.childAccounts.filter((a) => a.accountId !== v.otherAccountId);
      return store.related;
    }),
    mutation('CompanyBeginPrequal', 'beginPrequal', (v) => ({ __typename: 'PrequalFormSet', vendorId: v.vendorId, instance: '2026-11', prequalStatus: 'IN_PROGRESS' })),
  );
  return calls;
}
