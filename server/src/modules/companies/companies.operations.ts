import type { NextFunction, Request, Response } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { COMPANIES_LIST } from './companies-list.js';
import { arg, operation } from '../../operations/operation.js';
import { companiesListSchema, type CompaniesListItem } from './companies-list.service.js';
import { CompaniesListOptions, CompanyPageType, DeletedCompanyType } from './companies-list.types.js';
import { COMPANY_DELETED_MESSAGE } from './company-delete.service.js';

/** `GET /vendors?status=...` is the registration lists' (registration module): handed on to its route of the same path. */
function registrationListsElsewhere(req: Request, _res: Response, next: NextFunction) {
  next(req.query.status !== undefined ? 'route' : undefined);
}

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
    input: companiesListSchema,
    run: async ({ services, input }) => services.companiesList.exportList(input),
    rest: listCsvBinding(COMPANIES_LIST, '/vendors/export.csv', { match: registrationListsElsewhere }),
  }),

  companies: operation({
    access: 'companies.list',
    description:
      'The Companies list (every company past its draft; mode "approved": approved companies only), searched by company name, ' +
      'sortField companyName | approvalStatus | createdAt | prequalScore (default companyName ASC). The qualified-vendor search filters by trade ' +
      '(primary or secondary), region, marketSector, certification, prequalStatus (overall status), minSingleLimit (the newest approved ' +
      "prequalification's single limit at least this, not expired), minScore (the prequalification score at least this, 0-100) and insurance " +
      "(COMPLIANT, GAPS, LAPSED or NONE: no policy on file); each row's qualifications say why it matches.",
    input: companiesListSchema,
    run: ({ services, input }) => services.companiesList.list(input),
    graphql: listQueryBinding(CompaniesListOptions, CompanyPageType, ({ items, totalCount }: ListPageResult<CompaniesListItem>) => ({
      totalCount,
      items: items.map((v) => ({ ...v, associatedProjects: v.associatedProjects ?? [] })),
    })),
    // The specification's answer: vendors, totalCount.
    rest: listRestBinding(COMPANIES_LIST, '/vendors', ({ items, totalCount }) => ({ vendors: items, totalCount }), { match: registrationListsElsewhere }),
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
