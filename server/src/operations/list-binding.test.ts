import { readFileSync } from 'node:fs';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listConditions, listFilter, type FilterValues, type ListPaging, type ListSpec } from '../db/list-query.js';
import { AUDIT_LIST } from '../modules/audit/audit-list.js';
import { COMPANIES_LIST } from '../modules/companies/companies-list.js';
import { FILE_LIST, FOLDER_LIST } from '../modules/files/file-lists.js';
import { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST } from '../modules/notes/notes-list.js';
import { JOBS_LIST } from '../modules/jobs-admin/jobs-list.js';
import { PREQUAL_LIST } from '../modules/prequal-lists/prequal-list.js';
import { PROJECTS_LIST } from '../modules/projects/projects-list.js';
import { INTERNAL_USERS_LIST, USERS_LIST } from '../modules/users/users-list.js';
import { REGISTRATION_LIST } from '../modules/registration/registration-list.js';
import { blankAsNull } from './input.js';
import { listInputSchema, listOptionsType, listQueryBinding, listRestInput, pageType } from './list-binding.js';

/** A list of its own: one filter, declared once, must reach the parser, the REST query and the SQL. */
const FILTERS = { colour: listFilter(z.preprocess(blankAsNull, z.enum(['red', 'blue']).nullish()), (c) => ({ sql: 'p.colour = ?', params: [c] })) };
type ProbeQuery = ListPaging & FilterValues<typeof FILTERS>;
const PROBE = {
  name: 'probe',
  table: 'probe',
  alias: 'p',
  columns: { id: 'p.id' },
  filters: FILTERS,
  search: 'lower(p.name)',
  sorts: { name: 'p.name' },
  defaultSort: () => ({ field: 'name', order: 'ASC' }),
  counterKey: () => null,
  indexes: [],
} satisfies ListSpec<ProbeQuery>;

const request = (query: Record<string, unknown>) => ({ query, params: {} }) as unknown as Request;

describe('a list declared once (list-binding.ts)', () => {
  const schema = listInputSchema(PROBE);

  it('parses the paging, the sort and each filter by its own schema; blank and null are no filter', () => {
    expect(schema.parse({ page: '2', limit: '10', sortField: 'name', sortOrder: 'desc', colour: 'red', search: ' x ' })).toEqual({
      page: 2,
      limit: 10,
      search: 'x',
      sortField: 'name',
      sortOrder: 'DESC',
      colour: 'red',
    });
    expect(schema.parse({ colour: '', sortField: null })).toMatchObject({ page: 1, limit: 25, colour: null });
    expect(() => schema.parse({ colour: 'green' })).toThrow();
    expect(() => schema.parse({ sortField: 'colour' })).toThrow(/sortField must be name/);
  });

  it('reads the REST query by the same names, and nothing else', () => {
    const input = listRestInput(PROBE)(request({ colour: 'blue', page: '3', other: 'x', sortOrder: ['ASC', 'DESC'] }));
    expect(input).toEqual({ page: '3', limit: undefined, search: undefined, sortField: undefined, sortOrder: undefined, colour: 'blue' });
    expect(schema.parse(input)).toMatchObject({ page: 3, colour: 'blue' });
  });

  it("applies a filter's condition only when the query has a value for it", () => {
    expect(listConditions(PROBE, { page: 1, limit: 25, colour: 'red' })).toEqual([{ sql: 'p.colour = ?', params: ['red'] }]);
    expect(listConditions(PROBE, { page: 1, limit: 25, colour: null })).toEqual([]);
  });

  it('leaves a filter out when its condition says the rest of the query does not take it (null)', () => {
    const shade = listFilter(z.string().nullish(), (s, q: { colour?: string | null }) => (q.colour === 'red' ? { sql: 'p.shade = ?', params: [s] } : null));
    const spec = { ...PROBE, filters: { ...FILTERS, shade } } as unknown as ListSpec<ListPaging>;
    const red = { page: 1, limit: 25, colour: 'red', shade: 'dark' } as ListPaging;
    expect(listConditions(spec, red)).toEqual([
      { sql: 'p.colour = ?', params: ['red'] },
      { sql: 'p.shade = ?', params: ['dark'] },
    ]);
    expect(listConditions(spec, { ...red, colour: 'blue' } as ListPaging)).toEqual([{ sql: 'p.colour = ?', params: ['blue'] }]);
  });

  it('makes a required filter (a tab) a non-null option, and the options argument non-null with it', () => {
    const tab = { ...PROBE, filters: { ...FILTERS, tab: listFilter(z.enum(['a', 'b']), (t) => ({ sql: 'p.tab = ?', params: [t] }), { required: true }) } };
    const required = listQueryBinding(
      listOptionsType('ProbeTab', tab),
      pageType('ProbeTabPage', () => String),
    );
    expect(required.args.options?.options?.nullable).toBe(false);
    const optional = listQueryBinding(
      listOptionsType('ProbeAny', PROBE),
      pageType('ProbeAnyPage', () => String),
    );
    expect(optional.args.options?.options?.nullable).toBe(true);
    expect(() => listInputSchema(tab).parse({})).toThrow();
    const printed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(printed).toMatch(/input RegistrationsListOptions \{[^}]*\n\s+status: RegistrationStatus!\n/);
    expect(printed).toMatch(/registrations\(options: RegistrationsListOptions!\): RegistrationPage!/);
  });

  it('prints every GraphQL filter of a converted list in its options input, and the one page shape (schema.graphql)', () => {
    const printed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const lists: [string, string, ListSpec<never>][] = [
      ['CompaniesListOptions', 'CompanyPage', COMPANIES_LIST as unknown as ListSpec<never>],
      ['AuditLogsListOptions', 'AuditLogPage', AUDIT_LIST as unknown as ListSpec<never>],
      ['ProjectsListOptions', 'ProjectPage', PROJECTS_LIST as unknown as ListSpec<never>],
      ['BackgroundJobsListOptions', 'BackgroundJobPage', JOBS_LIST as unknown as ListSpec<never>],
      ['RegistrationsListOptions', 'RegistrationPage', REGISTRATION_LIST as unknown as ListSpec<never>],
      ['PrequalListOptions', 'PrequalListPage', PREQUAL_LIST as unknown as ListSpec<never>],
    ];
    for (const [options, page, spec] of lists) {
      const block = new RegExp(`input ${options} \\{([^}]*)\\}`).exec(printed)?.[1] ?? '';
      const fields = [...block.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]).sort();
      const graphqlFilters = Object.entries(spec.filters ?? {})
        .filter(([, f]) => f.graphql !== false)
        .map(([name]) => name);
      expect(fields, options).toEqual([...graphqlFilters, 'limit', 'page', ...(spec.search ? ['search'] : []), 'sortField', 'sortOrder'].sort());
      const pageFields = [...(new RegExp(`type ${page} \\{([^}]*)\\}`).exec(printed)?.[1] ?? '').matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
      expect(pageFields, page).toEqual(['items', 'totalCount']);
    }
  });
  it('offers no search to a list without one, and no sortField to a list read in one order (sortField: false)', () => {
    const fixed = { ...PROBE, search: undefined, sortField: false } satisfies ListSpec<ProbeQuery>;
    const input = listInputSchema(fixed);
    expect(Object.keys(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }).properties ?? {})).toEqual(['page', 'limit', 'sortOrder', 'colour']);
    expect(input.parse({ page: '2', sortOrder: 'asc', sortField: 'name', search: 'x' })).toEqual({ page: 2, limit: 25, sortOrder: 'ASC' });
    expect(listRestInput(fixed)(request({ sortField: 'name', search: 'x', sortOrder: 'DESC' }))).toEqual({
      page: undefined,
      limit: undefined,
      sortOrder: 'DESC',
    });
  });

  it('prints the options and the one page shape of the lists converted since (schema.graphql)', () => {
    const printed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const lists: [string, string, ListSpec<never>][] = [
      ['CompanyNotesListOptions', 'CompanyNotePage', COMPANY_NOTES_LIST as unknown as ListSpec<never>],
      ['CompanyCommentsListOptions', 'CompanyCommentPage', COMPANY_COMMENTS_LIST as unknown as ListSpec<never>],
      ['VendorFilesListOptions', 'CompanyFilePage', FILE_LIST as unknown as ListSpec<never>],
      ['FileFoldersListOptions', 'FileFolderPage', FOLDER_LIST as unknown as ListSpec<never>],
      ['UsersListOptions', 'UserPage', USERS_LIST as unknown as ListSpec<never>],
      ['InternalUsersListOptions', 'UserPage', INTERNAL_USERS_LIST as unknown as ListSpec<never>],
    ];
    for (const [options, page, spec] of lists) {
      const fields = [...(new RegExp(`input ${options} \\{([^}]*)\\}`).exec(printed)?.[1] ?? '').matchAll(/^\s+(\w+):/gm)].map((m) => m[1]).sort();
      const filters = Object.entries(spec.filters ?? {}).filter(([, f]) => f.graphql !== false);
      const expected = [
        ...filters.map(([name]) => name),
        'limit',
        'page',
        ...(spec.search ? ['search'] : []),
        ...(spec.sortField === false ? [] : ['sortField']),
        'sortOrder',
      ];
      expect(fields, options).toEqual(expected.sort());
      const pageFields = [...(new RegExp(`type ${page} \\{([^}]*)\\}`).exec(printed)?.[1] ?? '').matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
      expect(pageFields, page).toEqual(['items', 'totalCount']);
    }
  });
});
