import type { Request } from 'express';
import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { expectedVersionOf } from './company-form.rest.js';
import type { CompanyProfile } from './company-profile.service.js';

/** Besides hb_erpid, what an ERP id edit may carry: the facade's switches and the version loaded. */
const ERP_EDIT_KEYS = new Set(['hb_erpid', 'source', 'mode', 'version']);

/** PATCH vendors/{id} `{ source: generalInfo, hb_erpid }`: the body names hb_erpid. */
export function isErpIdEdit(req: Request): boolean {
  const body: unknown = req.body;
  return !!body && typeof body === 'object' && Object.prototype.hasOwnProperty.call(body, 'hb_erpid');
}

/**
 * The ERP id edit: the roles that edit company detail (companies.update; the company's own admin, who may edit
 * general info, may not change it). It changes the ERP id alone: other form fields with it are refused.
 */
export async function erpIdEdit(ctx: RequestContext, req: Request): Promise<CompanyProfile> {
  const body = req.body as Record<string, unknown>;
  const others = Object.keys(body).filter((k) => !ERP_EDIT_KEYS.has(k));
  if (others.length > 0 || (req.uploads && Object.keys(req.uploads).length > 0)) {
    throw AppError.badInput(`The ERP Id is changed on its own: send hb_erpid without ${others.join(', ') || 'files'}.`);
  }
  return ctx.services.companyProfile.setErpId(
    await ctx.getActor(),
    String(req.params.vendorId),
    { hb_erpid: body.hb_erpid },
    expectedVersionOf(body.version, req.get('if-match')),
  );
}
