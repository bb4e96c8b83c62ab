import { erpIdSchema } from '@portal/common/validation/company-notes';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { absentIfNull, bodyOf, idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { runOperation } from '../../operations/run-operation.js';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { expectedVersionOf, IF_MATCH, withVersionTag } from './company-version.js';
import { CompanyProfileType, CrmSyncStateType, RelatedAccountsType } from './company-profile.types.js';
import type { CompanyProfile } from './company-profile.service.js';
import { RELATED_ACCOUNT_MESSAGES, type RelatedAccounts, type RelatedSide } from './related-accounts.service.js';

/** Besides hb_erpid, what an ERP id edit may carry: the facade's switches and the version loaded. */
const ERP_EDIT_KEYS = new Set(['hb_erpid', 'source', 'mode', 'version']);

/**
 * PATCH vendors/{id} `{ source: generalInfo, hb_erpid }` is the company page's inline ERP id edit; any other body
 * is general info's, handed on to its route of the same path (the registration module's general-info table).
 */
function erpIdEdit(req: Request, _res: Response, next: NextFunction) {
  next(namesErpId(req) ? undefined : 'route');
}

function namesErpId(req: Request): boolean {
  const body: unknown = req.body;
  return !!body && typeof body === 'object' && Object.prototype.hasOwnProperty.call(body, 'hb_erpid');
}

/** The ERP id edit's body: it changes the ERP id alone (other form fields with it are refused), from the version loaded. */
function erpIdEditOf(req: Request) {
  const body = bodyOf(req);
  const others = Object.keys(body).filter((k) => !ERP_EDIT_KEYS.has(k));
  if (others.length > 0 || Object.keys(req.uploads ?? {}).length > 0) {
    throw AppError.badInput(`The ERP Id is changed on its own: send hb_erpid without ${others.join(', ') || 'files'}.`);
  }
  return { vendorId: req.params.vendorId, hb_erpid: body.hb_erpid, expectedVersion: expectedVersionOf(body.version, IF_MATCH.of(req)) };
}

/** REST names the sides `parent-accounts` and `child-accounts` (specification section 7). */
const relatedAccountsAnswer = (r: RelatedAccounts) => ({ 'parent-accounts': r.parentAccounts, 'child-accounts': r.childAccounts });

/** The other account of a link, by its field's name (parentAccountId, childAccountId): required, its error on that field. */
const otherAccountId = (field: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, { error: RELATED_ACCOUNT_MESSAGES.accountRequired(field) }));

/** One change of related accounts (a parent or a child added or removed), on GraphQL and REST; accountId is a CRM account id. */
function linkOperation(change: 'add' | 'remove', side: RelatedSide, description: string) {
  const field = `${side}AccountId`;
  return operation({
    access: 'companies.update',
    description,
    input: z.object({ accountId: idInput, [field]: change === 'add' ? otherAccountId(field) : idInput }),
    run: ({ services, actor, input }) => services.relatedAccounts[change](actor, String(input.accountId), side, String(input[field])),
    graphql: { kind: 'mutation', returns: () => RelatedAccountsType, args: { accountId: arg(() => String), [field]: arg(() => String) } },
    rest: {
      method: change === 'add' ? 'post' : 'delete',
      path: change === 'add' ? `/accounts/:accountId/add-${side}` : `/accounts/:accountId/remove-${side}/:id`,
      input: (req) => ({ accountId: req.params.accountId, [field]: change === 'add' ? bodyOf(req)[field] : req.params.id }),
      answer: relatedAccountsAnswer,
    },
  });
}

/**
 * The company page's staff-only header (specification section 7): its CRM account and link, "Sync with 365", the
 * ERP id, and its related accounts (parents and children, by CRM account id).
 */
export const companyProfileOperations = {
  companyProfile: operation({
    access: 'companyDetail.read',
    description: "A company's CRM account and link, and its ERP id.",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.companyProfile.profile(actor, input.vendorId),
    graphql: { kind: 'query', returns: () => CompanyProfileType, args: { vendorId: arg(() => ID) } },
  }),

  setCompanyErpId: operation({
    access: 'companies.update',
    description: 'Sets the ERP id (blank clears it; at most 64 characters), audited. With `version`, refused with CONFLICT when the company has moved on.',
    input: z.object({ vendorId: idInput, hb_erpid: erpIdSchema, expectedVersion: absentIfNull(z.number().int().nullish()) }),
    run: ({ services, actor, input }) => services.companyProfile.setErpId(actor, input.vendorId, input.hb_erpid, input.expectedVersion ?? null),
    graphql: {
      kind: 'mutation',
      returns: () => CompanyProfileType,
      args: { vendorId: arg(() => ID), hb_erpid: arg(() => String, { nullable: true }), version: arg(() => Int, { nullable: true }) },
      input: ({ version, ...a }) => ({ ...a, expectedVersion: version }),
    },
    // The same PATCH as general info's: a body naming hb_erpid is this edit (the company's own admin, who edits
    // general info, may not change it); the answer carries the version as its ETag.
    rest: {
      method: 'patch',
      path: '/vendors/:vendorId',
      match: erpIdEdit,
      headers: [IF_MATCH],
      input: erpIdEditOf,
      answer: (profile, req) => withVersionTag(req, profile),
    },
  }),

  syncCompanyToCrm: operation({
    access: 'companies.crmSync',
    description:
      "Writes the company's account to Dynamics 365 again, as a background job (answers PENDING; the company profile's crmSync says how it went). The roles that edit company detail, or the company's own admin. CONFLICT before the registration is approved (no account yet).",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.crmSync.request(actor, input.vendorId),
    graphql: { kind: 'mutation', returns: () => CrmSyncStateType, args: { vendorId: arg(() => ID) } },
    // POST /vendor/sync-vendor-to-dynamics/{id}, empty body. 202: the sync is queued, not done.
    rest: {
      method: 'post',
      path: '/vendor/sync-vendor-to-dynamics/:id',
      status: 202,
      input: (req) => ({ vendorId: req.params.id }),
      answer: (state) => ({ success: true, crmSyncStatus: state.status }),
    },
  }),

  relatedAccounts: operation({
    access: 'companyDetail.read',
    description: "An account's parent and child accounts; accountId is the company's CRM account id.",
    input: z.object({ accountId: idInput }),
    run: ({ services, input }) => services.relatedAccounts.list(input.accountId),
    graphql: { kind: 'query', returns: () => RelatedAccountsType, args: { accountId: arg(() => String) } },
    rest: { method: 'get', path: '/accounts/:accountId/related-accounts', answer: relatedAccountsAnswer },
  }),

  addParentAccount: linkOperation('add', 'parent', 'Links a parent account: never the account itself, never both parent and child, never a circle.'),
  addChildAccount: linkOperation('add', 'child', 'Links a child account: never the account itself, never both parent and child, never a circle.'),
  removeParentAccount: linkOperation('remove', 'parent', 'Removes a parent account link.'),
  removeChildAccount: linkOperation('remove', 'child', 'Removes a child account link.'),
};

/**
 * The ERP id edit sent as a multipart body, for the route that reads it (general info's PATCH vendors/{id}): the
 * route of the table above can tell an ERP id edit only from a JSON body, which is read before its access check;
 * a multipart one is read after general info's check, so that route hands it here: the ERP id's own access, then
 * the same operation. Anything else goes on to general info.
 */
export const erpIdEditOfReadBody: readonly RequestHandler[] = [
  allow('companies.update'),
  route(async (ctx, req) => withVersionTag(req, (await runOperation(ctx, companyProfileOperations.setCompanyErpId, erpIdEditOf(req))) as CompanyProfile)),
].map(
  (handler): RequestHandler =>
    (req, res, next) =>
      namesErpId(req) ? handler(req, res, next) : next(),
);
