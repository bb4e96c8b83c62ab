import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { approvalDecisionSchema } from '@portal/common/validation/approval';
import type { Request } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { bodyOf, idInput } from '../../operations/input.js';
import { arg, operation, restHeader } from '../../operations/operation.js';
import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { SuccessPayload } from '../auth/index.js';
import { IF_MATCH, withVersionTag } from '../companies/index.js';
import { companyFormArgs, companyFormSave, saveFromArgs, saveWriteOf } from './company-form/company-form.args.js';
import { companyFormBody, formOf } from './company-form/company-form.rest.js';
import type { RegistrationWrite } from './company-form/company-form.service.js';
import { toRegistrationView, VendorRegistrationType } from './company-form/company-form.types.js';
import { DRAFT_LINK_SENT } from './draft-access.service.js';
import { REGISTRATION_LIST, type RegistrationListRow } from './registration-list.js';
import { RegistrationPageType, RegistrationsListOptions } from './registration-list.types.js';
import { registrationListSchema, type SavedRegistration } from './registration.service.js';

const DRAFT_TOKEN_DESCRIPTION =
  "The draft's secret (from the answer that created it, or the e-mailed link). Needed by an anonymous registrant continuing a draft; staff leave it out.";

/** The anonymous registrant's secret of a draft over REST: the X-Draft-Token header (never in the URL, which logs keep). */
const DRAFT_TOKEN = restHeader('X-Draft-Token', DRAFT_TOKEN_DESCRIPTION);
const draftTokenOf = (req: Request): string | null => DRAFT_TOKEN.of(req)?.trim() || null;
/** What a save of the company form reads besides its body (writeFromRequest). */
const FORM_SAVE_HEADERS = [DRAFT_TOKEN, IF_MATCH];

const draftTokenArg = arg(() => String, { nullable: true, description: DRAFT_TOKEN_DESCRIPTION });

/**
 * A save of the company form (company-form.args.ts: the form, its two documents, the version loaded) with the
 * company, absent for a new one, and the anonymous registrant's secret.
 */
const companyFormWrite = companyFormSave.extend({ vendorId: idInput.nullish(), draftToken: z.string().nullish() });
type CompanyFormWrite = z.output<typeof companyFormWrite>;

const draftWriteArgs = { ...companyFormArgs(arg(() => ID, { nullable: true })), draftToken: draftTokenArg };

/** The save from GraphQL's arguments. */
function writeFromArgs(a: Record<string, unknown>) {
  return { ...saveFromArgs(a), vendorId: a.vendorId as string | null | undefined, draftToken: a.draftToken as string | null | undefined };
}

/** The save from a JSON or multipart body (formOf: the version from the body or If-Match), the company from the path. */
function writeFromRequest(req: Request, vendorId: string | null): CompanyFormWrite {
  return { vendorId, draftToken: draftTokenOf(req), ...formOf(req) } as CompanyFormWrite;
}

/** The service's write: the documents read (a GraphQL Upload is a promise of the file). */
async function writeOf(w: CompanyFormWrite): Promise<RegistrationWrite & { draftToken?: string | null }> {
  return { vendorId: w.vendorId, draftToken: w.draftToken, ...(await saveWriteOf(w)) };
}

/** The view of a save, with the new draft's secret when this save created an anonymous draft. */
const savedView = (saved: SavedRegistration) => ({ ...toRegistrationView(saved), draftToken: saved.draftToken ?? null });

/**
 * Company registration (spec section 7 and docs/api/onboarding-rest.md): the admin lists and their CSV, drafts
 * (saved, continued with their secret, deleted, their link mailed again), submit, review and the approval
 * decision. Paths and payloads are the specification's: the form is a multipart body with its two documents, an
 * anonymous registrant sends its draft's secret as the X-Draft-Token header, a save may carry the version it was
 * loaded at (`version` field or If-Match) and a read or save answers that version as its ETag. Who may change which
 * registration (a draft's anonymous registrant, staff, a vendor its own) is RegistrationService's rule.
 */
export const registrationOperations = {
  // Before /vendors/:id, which would take "export.csv" for an id.
  exportRegistrations: operation({
    access: 'registration.list',
    description: 'A registration list (status DRAFT or SUBMITTED, searched and sorted as a page is) as a CSV file.',
    input: registrationListSchema,
    run: async ({ services, input }) => services.registration.exportList(input),
    rest: listCsvBinding(REGISTRATION_LIST, '/vendors/export.csv'),
  }),

  registrations: operation({
    access: 'registration.list',
    description: 'Admin lists: status DRAFT (Registration in progress) or SUBMITTED (Waiting on Approval). sortField: companyName | submittedAt | createdAt.',
    input: registrationListSchema,
    run: ({ services, input }) => services.registration.list(input),
    graphql: listQueryBinding(RegistrationsListOptions, RegistrationPageType),
    // The specification's answer: vendors, totalCount.
    rest: listRestBinding(REGISTRATION_LIST, '/vendors', ({ items, totalCount }: ListPageResult<RegistrationListRow>) => ({ vendors: items, totalCount })),
  }),

  // "mode=DRAFT" is a switch of the body, not a field: a multipart body is read after the route is chosen, so one
  // route takes both and the operation picks the service's call.
  createRegistration: operation({
    access: 'public',
    description:
      "A new registration: submitted with every rule (mails the vendor), or saved as a draft with mode=DRAFT (anonymously: the answer carries the draft's secret, `draftToken`, once).",
    input: companyFormWrite.extend({ draft: z.boolean() }),
    run: async ({ ctx, services, input: { draft, ...w } }) => {
      const actor = await ctx.getActor();
      const write = await writeOf(w);
      const saved: SavedRegistration = draft ? await services.registration.saveDraft(actor, write) : await services.registration.submit(actor, write);
      return { draft, saved };
    },
    rest: {
      method: 'post',
      path: '/vendors',
      status: 201,
      before: [companyFormBody],
      headers: FORM_SAVE_HEADERS,
      input: (req) => ({ ...writeFromRequest(req, null), draft: String(bodyOf(req).mode ?? '').toUpperCase() === 'DRAFT' }),
      answer: ({ draft, saved }, req) => {
        if (!draft) return toRegistrationView(saved);
        // The new anonymous draft's secret, answered this once.
        return withVersionTag(req, { ...toRegistrationView(saved), ...(saved.draftToken ? { draftToken: saved.draftToken } : {}) });
      },
    },
  }),

  saveRegistrationDraft: operation({
    access: 'public',
    description:
      "Save as a draft (company name required). Creates a draft (anonymously: the answer's `draftToken` is the draft's secret, given once; it is also mailed to the primary contact as a link), or updates the draft `vendorId` (anonymously: with its `draftToken`). A stale `version` is refused with CONFLICT.",
    input: companyFormWrite,
    run: async ({ ctx, services, input }) => services.registration.saveDraft(await ctx.getActor(), await writeOf(input)),
    graphql: { kind: 'mutation', returns: () => VendorRegistrationType, args: draftWriteArgs, input: writeFromArgs, answer: savedView },
    rest: {
      method: 'put',
      path: '/vendors/draft/:id',
      before: [companyFormBody],
      headers: FORM_SAVE_HEADERS,
      input: (req) => writeFromRequest(req, String(req.params.id)),
      answer: (saved, req) => withVersionTag(req, toRegistrationView(saved)),
    },
  }),

  sendDraftLink: operation({
    access: 'public',
    description:
      '"Send me the link again" for a draft listed by verifyTaxId: mails a fresh continuation link to the draft\'s primary contact e-mail. The answer is the same whether or not the draft exists or has an e-mail. Limited per client.',
    input: z.object({ vendorId: idInput }),
    run: async ({ ctx, services, input }) => {
      await services.registration.sendDraftLink(await ctx.getActor(), input.vendorId, { ip: ctx.ip });
      return { success: true, message: DRAFT_LINK_SENT };
    },
    graphql: { kind: 'mutation', returns: () => SuccessPayload, args: { vendorId: arg(() => ID) } },
    rest: { method: 'post', path: '/vendors/draft/:id/link', input: (req) => ({ vendorId: String(req.params.id) }) },
  }),

  deleteRegistrationDraft: operation({
    access: 'public',
    description: 'Delete a draft: its anonymous registrant (with its `draftToken`), or PREQUAL_ADMIN / SYSTEM_ADMIN.',
    input: z.object({ vendorId: idInput, draftToken: z.string().nullish() }),
    run: async ({ ctx, services, input }) => services.registration.deleteDraft(await ctx.getActor(), input.vendorId, input.draftToken),
    graphql: { kind: 'mutation', returns: () => Boolean, args: { vendorId: arg(() => ID), draftToken: draftTokenArg }, answer: () => true },
    rest: {
      method: 'delete',
      path: '/vendors/draft/:id',
      headers: [DRAFT_TOKEN],
      input: (req) => ({ vendorId: String(req.params.id), draftToken: draftTokenOf(req) }),
      answer: () => ({ success: true, message: ONBOARDING_MESSAGES.registrationDeleted }),
    },
  }),

  registration: operation({
    access: 'public',
    description:
      'A registration. Internal staff read any; a vendor its own company; an anonymous visitor only a DRAFT whose secret it sends as `draftToken` (otherwise UNAUTHENTICATED, the same whether or not the draft exists).',
    input: z.object({ vendorId: idInput, draftToken: z.string().nullish() }),
    run: async ({ ctx, services, input }) => toRegistrationView(await services.registration.get(await ctx.getActor(), input.vendorId, input.draftToken)),
    graphql: { kind: 'query', returns: () => VendorRegistrationType, args: { vendorId: arg(() => ID), draftToken: draftTokenArg } },
    // GET /vendors/{id} and /vendors/{id}/auth (admin specification section 7) are one read.
    rest: ['/vendors/:id', '/vendors/:id/auth'].map((path) => ({
      method: 'get' as const,
      path,
      headers: [DRAFT_TOKEN],
      input: (req: Request) => ({ vendorId: String(req.params.id), draftToken: draftTokenOf(req) }),
      answer: (view: VendorRegistrationType, req: Request) => withVersionTag(req, view),
    })),
  }),

  // The facade's one URL for two changes: it submits a draft, and edits a registration in review after that.
  submitOrUpdateRegistration: operation({
    access: 'public',
    description: 'Submits the draft {id} (anonymously: with its X-Draft-Token), or, once submitted, edits it in review (roles that may edit /admin/prequalification).',
    input: companyFormWrite.extend({ vendorId: idInput }),
    run: async ({ ctx, services: { registration }, input: { vendorId, ...w } }) => {
      const actor = await ctx.getActor();
      const write = await writeOf(w);
      // An anonymous caller can only submit its own draft, so nothing is looked up before its secret is checked.
      const inReview = actor !== null && (await registration.statusOf(actor, vendorId)) !== 'DRAFT';
      return toRegistrationView(inReview ? await registration.review(actor, vendorId, write) : await registration.submit(actor, { ...write, vendorId }));
    },
    rest: {
      method: 'put',
      path: '/vendors/:id',
      before: [companyFormBody],
      headers: FORM_SAVE_HEADERS,
      input: (req) => writeFromRequest(req, String(req.params.id)),
      answer: (view, req) => withVersionTag(req, view),
    },
  }),

  submitRegistration: operation({
    access: 'public',
    description:
      "Submit the registration (every rule). Submits the draft `vendorId` when given (anonymously: with its `draftToken`; the draft's secrets end), else creates it. Anonymous allowed. Mails the vendor.",
    input: companyFormWrite,
    run: async ({ ctx, services, input }) => toRegistrationView(await services.registration.submit(await ctx.getActor(), await writeOf(input))),
    graphql: { kind: 'mutation', returns: () => VendorRegistrationType, args: draftWriteArgs, input: writeFromArgs },
  }),

  updateRegistration: operation({
    access: 'registration.review',
    description: 'Edit a submitted registration in review mode (roles that may edit /admin/prequalification).',
    input: companyFormWrite.extend({ vendorId: idInput }),
    run: async ({ services, actor, input: { vendorId, draftToken: _none, ...w } }) => {
      const write = await writeOf(w);
      return toRegistrationView(await services.registration.review(actor, vendorId, write));
    },
    graphql: { kind: 'mutation', returns: () => VendorRegistrationType, args: companyFormArgs(arg(() => ID)), input: writeFromArgs },
  }),

  setRegistrationStatus: operation({
    access: 'registration.approve',
    description: 'Approve (creates the CRM account, mails the sign-up link) or not approve (commentText required, under 255 characters; mails the reason).',
    input: z.object({ vendorId: idInput }).and(approvalDecisionSchema),
    run: async ({ services, actor, input: { vendorId, ...decision } }) => toRegistrationView(await services.registration.decide(actor, vendorId, decision)),
    graphql: {
      kind: 'mutation',
      returns: () => VendorRegistrationType,
      args: { vendorId: arg(() => ID), approve: arg(() => Boolean), commentText: arg(() => String, { nullable: true }) },
    },
    rest: { method: 'put', path: '/vendors/:id/registration-status', input: (req) => ({ ...bodyOf(req), vendorId: String(req.params.id) }) },
  }),
};
