import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { companyFormBody, formOf, withVersionTag } from './company-form.rest.js';
import { toRegistrationView } from './company.types.js';
import { erpIdEdit, isErpIdEdit } from './erp-id.rest.js';

/**
 * REST facade for a company's profile: PATCH vendors/{id} with source=generalInfo (the general-info screen; with
 * hb_erpid, the company page's ERP id).
 * The version loaded goes along as a `version` field or If-Match; a stale one answers 409.
 */
export function companiesRoutes(): Router {
  const r = Router();
  r.patch(
    '/vendors/:vendorId',
    allow('generalInfo.update'),
    companyFormBody,
    route(async (ctx, req) => {
      // `{ source: generalInfo, hb_erpid }` is the company page's inline ERP id edit (erp-id.rest.ts).
      if (isErpIdEdit(req)) return withVersionTag(req, await erpIdEdit(ctx, req));
      return withVersionTag(req, toRegistrationView(await ctx.services.generalInfo.update(await ctx.getActor(), String(req.params.vendorId), formOf(req))));
    }),
  );
  return r;
}
