import { PREQUAL_STATUS_LABELS } from '@portal/common/domain/statuses';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { allow } from '../../rest/allow.js';
import { csvDownload, type CsvColumn } from '../../rest/csv-export.js';
import { route } from '../../rest/http.js';
import type { CompaniesListRow } from './companies-list.js';
import { toCompaniesListItem, type CompaniesListInput } from './companies-list.service.js';
import { COMPANY_DELETED_MESSAGE } from './company-delete.service.js';

/**
 * REST facade for the Companies list and a company's delete (spec section 7, Vendors): `GET /vendors` with search,
 * page, limit, sortField, sortOrder, exclude, mode=approved (answer `vendors`, `totalCount`) and `DELETE /vendors/{id}`.
 * `GET /vendors?status=...` stays the registration lists' (registration module): this route hands it on.
 */
/** The Approval Status column's words (as the company page says them). */
const APPROVAL_STATUS: Readonly<Record<string, string>> = { DRAFT: 'Draft', SUBMITTED: 'Waiting on Approval', APPROVED: 'Approved', REJECTED: 'Not Approved' };

/** A call with `status` is the registration lists' (registration module): handed on to its route of the same path. */
const registrationListsElsewhere = (req: Request, _res: Response, next: NextFunction) => (req.query.status !== undefined ? next('router') : next());

export function companiesListRoutes(): Router {
  const r = Router();
  // Before any /vendors/:id route, which would take "export.csv" for an id.
  r.get(
    '/vendors/export.csv',
    allow('companies.list'),
    registrationListsElsewhere,
    csvDownload(async (ctx, req) => {
      const { spec, query } = ctx.services.companiesList.exportList(await ctx.getActor(), req.query as CompaniesListInput);
      const columns: CsvColumn<CompaniesListRow>[] = [
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
      return { name: query.approvedOnly ? 'approved-companies' : 'companies', spec, query, columns };
    }),
  );
  r.get(
    '/vendors',
    allow('companies.list'),
    registrationListsElsewhere,
    route(async (ctx, req) => ctx.services.companiesList.list(await ctx.getActor(), req.query as CompaniesListInput)),
  );
  r.delete(
    '/vendors/:id',
    allow('companies.delete'),
    route(async (ctx, req) => {
      const deleted = await ctx.services.companyDelete.delete(await ctx.getActor(), String(req.params.id));
      return { success: true, message: COMPANY_DELETED_MESSAGE, ...deleted };
    }),
  );
  return r;
}
