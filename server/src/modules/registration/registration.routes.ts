import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import type { ApprovalDecisionInput } from '@portal/common/validation/approval';
import type { TaxIdVerificationInput } from '@portal/common/validation/tax-id';
import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { csvDownload, type CsvColumn } from '../../rest/csv-export.js';
import { route } from '../../rest/http.js';
import { companyFormBody as form, formOf, toRegistrationView, withVersionTag } from '../companies/index.js';
import { DRAFT_LINK_SENT } from './draft-access.service.js';
import type { RegistrationListRow } from './registration-list.js';
import type { RegistrationListInput } from './registration.service.js';

/** A registration list's CSV: the columns its tables show, dates in the portal's time zone. */
const REGISTRATION_CSV_COLUMNS: readonly CsvColumn<RegistrationListRow>[] = [
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'Tax ID', value: (r) => r.taxId },
  { header: 'Primary Contact', value: (r) => [r.primaryContactFirstName, r.primaryContactLastName].filter(Boolean).join(' ') || null },
  { header: 'Contact Email', value: (r) => r.primaryContactEmail },
  { header: 'Registration Status', value: (r) => r.registrationStatus },
  { header: 'Submission Date', value: (r) => r.submittedAt },
  { header: 'Created', value: (r) => r.createdAt },
];

/** The anonymous registrant's secret of a draft: the X-Draft-Token header (never in the URL, which logs keep). */
const draftTokenOf = (req: Request): string | null => req.get('x-draft-token')?.trim() || null;

/**
 * REST facade for company registration (spec section 7 and docs/api/onboarding-rest.md): the same
 * RegistrationService and TaxIdService as GraphQL; multipart bodies for the form with its files.
 * Paths and payloads are the specification's; an anonymous registrant adds its draft's secret as the
 * X-Draft-Token header, and a save may carry the version it was loaded at (`version` field or If-Match).
 */
export function registrationRoutes(): Router {
  const r = Router();
  r.get(
    '/vendors/verify-tax-id/:taxId',
    allow('public'),
    route(async (ctx, req) =>
      ctx.services.taxId.verify(null, { taxId: String(req.params.taxId), from: req.query.from as TaxIdVerificationInput['from'] }, { ip: ctx.ip }),
    ),
  );
  // Before /vendors/:id, which would take "export.csv" for an id.
  r.get(
    '/vendors/export.csv',
    allow('registration.list'),
    csvDownload(async (ctx, req) => {
      const { spec, query } = ctx.services.registration.exportList(await ctx.getActor(), req.query as RegistrationListInput);
      return { name: `registrations-${query.status}`, spec, query, columns: REGISTRATION_CSV_COLUMNS };
    }),
  );
  r.get(
    '/vendors',
    allow('registration.list'),
    route(async (ctx, req) => {
      const { registrations, totalCount } = await ctx.services.registration.list(await ctx.getActor(), req.query as RegistrationListInput);
      return { vendors: registrations, totalCount };
    }),
  );
  r.post(
    '/vendors',
    allow('public'),
    form,
    route(async (ctx, req) => {
      const actor = await ctx.getActor();
      const write = formOf(req);
      const draft = String((req.body as Record<string, unknown> | undefined)?.mode ?? '').toUpperCase() === 'DRAFT';
      if (!draft) return toRegistrationView(await ctx.services.registration.submit(actor, write));
      const saved = await ctx.services.registration.saveDraft(actor, write);
      // The new anonymous draft's secret, answered this once.
      return withVersionTag(req, { ...toRegistrationView(saved), ...(saved.draftToken ? { draftToken: saved.draftToken } : {}) });
    }, 201),
  );
  r.put(
    '/vendors/draft/:id',
    allow('public'),
    form,
    route(async (ctx, req) =>
      withVersionTag(
        req,
        toRegistrationView(
          await ctx.services.registration.saveDraft(await ctx.getActor(), { vendorId: String(req.params.id), draftToken: draftTokenOf(req), ...formOf(req) }),
        ),
      ),
    ),
  );
  r.post(
    '/vendors/draft/:id/link',
    allow('public'),
    route(async (ctx, req) => {
      await ctx.services.registration.sendDraftLink(await ctx.getActor(), String(req.params.id), { ip: ctx.ip });
      return { success: true, message: DRAFT_LINK_SENT };
    }),
  );
  r.delete(
    '/vendors/draft/:id',
    allow('public'),
    route(async (ctx, req) => {
      await ctx.services.registration.deleteDraft(await ctx.getActor(), String(req.params.id), draftTokenOf(req));
      return { success: true, message: ONBOARDING_MESSAGES.registrationDeleted };
    }),
  );
  // GET /vendors/{id} and /vendors/{id}/auth (admin specification section 7) are one read.
  const readCompany = route(async (ctx, req) =>
    withVersionTag(req, toRegistrationView(await ctx.services.registration.get(await ctx.getActor(), String(req.params.id), draftTokenOf(req)))),
  );
  r.get('/vendors/:id', allow('public'), readCompany);
  r.get('/vendors/:id/auth', allow('public'), readCompany);
  r.put(
    '/vendors/:id',
    allow('public'),
    form,
    // The facade's one URL for two changes: it submits a draft, and edits a registration in review after that.
    // An anonymous caller can only submit its own draft, so nothing is looked up before its secret is checked.
    route(async (ctx, req) => {
      const actor = await ctx.getActor();
      const id = String(req.params.id);
      const registration = ctx.services.registration;
      const write = { draftToken: draftTokenOf(req), ...formOf(req) };
      const inReview = actor !== null && (await registration.statusOf(actor, id)) !== 'DRAFT';
      const saved = inReview ? await registration.review(actor, id, write) : await registration.submit(actor, { ...write, vendorId: id });
      return withVersionTag(req, toRegistrationView(saved));
    }),
  );
  r.put(
    '/vendors/:id/registration-status',
    allow('registration.approve'),
    route(async (ctx, req) =>
      toRegistrationView(await ctx.services.registration.decide(await ctx.getActor(), String(req.params.id), (req.body ?? {}) as ApprovalDecisionInput)),
    ),
  );
  return r;
}
