import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import type { CompaniesListInput } from './companies-list.service.js';
import { COMPANY_DELETED_MESSAGE } from './company-delete.service.js';

/**
 * REST facade for the Companies list and a company's delete (spec section 7, Vendors): `GET /vendors` with search,
 * page, limit, sortField, sortOrder, exclude, mode=approved (answer `vendors`, `totalCount`) and `DELETE /vendors/{id}`.
 * `GET /vendors?status=...` stays the registration lists' (registration module): this route hands it on.
 */
export function companiesListRoutes(): Router {
  const r = Router();
  r.get(
    '/vendors',
    allow('companies.list'),
    (req, _res, next) => (req.query.status !== undefined ? next('router') : next()),
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
