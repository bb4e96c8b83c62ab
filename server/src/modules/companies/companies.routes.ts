import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { companyFormBody, formOf } from './company-form.rest.js';
import { withVersionTag } from './company-version.js';
import { toRegistrationView } from './company.types.js';

/**
 * REST facade for a company's profile: PATCH vendors/{id} with source=generalInfo (the general-info screen; a body
 * naming hb_erpid is the company page's ERP id edit, company-profile.operations.ts, matched before this route).
 * The version loaded goes along as a `version` field or If-Match; a stale one answers 409.
 */
export function companiesRoutes(): Router {
  const r = Router();
  r.patch(
    '/vendors/:vendorId',
    allow('generalInfo.update'),
    companyFormBody,
    route(async (ctx, req) => {
      return withVersionTag(req, toRegistrationView(await ctx.services.generalInfo.update(await ctx.getActor(), String(req.params.vendorId), formOf(req))));
    }),
  );
  return r;
}
