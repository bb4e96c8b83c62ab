import { PREQUAL_STATUS_LABELS } from '@portal/common/domain/statuses';
import type { NextFunction, Request, Response } from 'express';
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { absentIfNullEach, idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import type { CsvColumn } from '../../rest/csv-export.js';
import type { CompaniesListQuery, CompaniesListRow } from './companies-list.js';
import { companiesListSchema, toCompaniesListItem } from './companies-list.service.js';
import { CompanyPageType, DeletedCompanyType, SortOrderEnum } from './companies-list.types.js';
import { COMPANY_DELETED_MESSAGE } from './company-delete.service.js';

/** The Approval Status column's words (as the company page says them). */
const APPROVAL_STATUS: Readonly<Record<string, string>> = { DRAFT: 'Draft', SUBMITTED: 'Waiting on Approval', APPROVED: 'Approved', REJECTED: 'Not Approved' };

/** The Companies list's CSV: the table's columns, and why each company meets the query's qualified-vendor search. */
const companyCsvColumns = (query: CompaniesListQuery): readonly CsvColumn<CompaniesListRow>[] => [
  { header: 'Company Name', value: (row) => row.companyName },
  { header: 'Tax ID', value: (row) => row.taxId },
  { header: 'Primary Contact', value: (row) => [row.primaryContactFirstName, row.primaryContactLastName].filter(Boolean).join(' ') || null },
  { header: 'Contact Email', value: (row) => row.primaryContactEmail },
  { header: 'Approval Status', value: (row) => APPROVAL_STATUS[row.registrationStatus] ?? row.registrationStatus },
  { header: 'Overall Status', value: (row) => PREQUAL_STATUS_LABELS[row.prequalStatus] ?? row.prequalStatus },
  { header: 'Assigned Projects', value: (row) => (row.associatedProjects ?? []).map((p) => p.projectName).join('; ') },
  { header: 'Single Limit', value: (row) => row.singleLimit },
  { header: 'Limit Expires', value: (row) => row.limitExpiresAt },
  { header: 'Qualifies Because', value: (row) => toCompaniesListItem(row, query).qualifications.join('; ') },
];

/** `GET /vendors?status=...` is the registration lists' (registration module): handed on to its route of the same path. */
function registrationListsElsewhere(req: Request, _res: Response, next: NextFunction) {
  next(req.query.status !== undefined ? 'route' : undefined);
}

const listInput = absentIfNullEach(companiesListSchema);
const nullableText = () => arg(() => String, { nullable: true });

/**
 * The Companies list, the qualified-vendor search and a company's delete (specification section 7, Vendors):
 * `GET /vendors` with search, page, limit, sortField, sortOrder, exclude, mode=approved and the search's filters
 * (answer `vendors`, `totalCount`), its CSV, and `DELETE /vendors/{id}`.
 */
export const companiesOperations = {
  // Before any GET /vendors/:id route, which would take "export.csv" for an id.
  exportCompanies: operation({
    access: 'companies.list',
    description: 'The Companies list as CSV, with its current search, filters and sort: every row, streamed.',
    input: listInput,
    run: async ({ services, input }) => services.companiesList.exportList(input),
    rest: {
      method: 'get',
      path: '/vendors/export.csv',
      match: registrationListsElsewhere,
      csv: ({ spec, query }) => ({ name: query.approvedOnly ? 'approved-companies' : 'companies', spec, query, columns: companyCsvColumns(query) }),
    },
  }),

  companies: operation({
    access: 'companies.list',
    description:
      'The Companies list (every company past its draft; mode "approved": approved companies only), searched by company name, ' +
      'sortField companyName | approvalStatus | createdAt (default companyName ASC). The qualified-vendor search filters by trade ' +
      '(primary or secondary), region, marketSector, certification, prequalStatus (overall status) and minSingleLimit (the newest approved ' +
      "prequalification's single limit at least this, not expired); each row's qualifications say why it matches.",
    input: listInput,
    run: ({ services, input }) => services.companiesList.list(input),
    graphql: {
      kind: 'query',
      returns: () => CompanyPageType,
      args: {
        search: nullableText(),
        page: arg(() => Int, { nullable: true }),
        limit: arg(() => Int, { nullable: true }),
        sortField: nullableText(),
        sortOrder: arg(() => SortOrderEnum, { nullable: true }),
        mode: nullableText(),
        trade: nullableText(),
        region: nullableText(),
        marketSector: nullableText(),
        certification: nullableText(),
        prequalStatus: nullableText(),
        minSingleLimit: nullableText(),
      },
      answer: ({ totalCount, vendors }) => ({ totalCount, vendors: vendors.map((v) => ({ ...v, associatedProjects: v.associatedProjects ?? [] })) }),
    },
    rest: { method: 'get', path: '/vendors', match: registrationListsElsewhere },
  }),

  deleteCompany: operation({
    access: 'companies.delete',
    description:
      'Deletes a company with its contacts, users, prequalification cycles, files and project links, in one transaction (audited). Refused while its prequalification is under review.',
    input: z.object({ vendorId: idInput }),
    run: async ({ services, actor, input }) => ({ success: true, message: COMPANY_DELETED_MESSAGE, ...(await services.companyDelete.delete(actor, input.vendorId)) }),
    graphql: { kind: 'mutation', returns: () => DeletedCompanyType, args: { vendorId: arg(() => ID) } },
    rest: { method: 'delete', path: '/vendors/:id', input: (req) => ({ vendorId: req.params.id }) },
  }),
};
