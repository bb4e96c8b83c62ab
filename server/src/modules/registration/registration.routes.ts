import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import type { ApprovalDecisionInput } from '@portal/common/validation/approval';
import type { TaxIdVerificationInput } from '@portal/common/validation/tax-id';
import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { companyFormBody as form, formOf, toRegistrationView } from '../companies/index.js';
import type { RegistrationListInput } from './registration.service.js';

/**
 * REST facade for company registration (spec section 7 and docs/api/onboarding-rest.md): the same
 * RegistrationService and TaxIdService as GraphQL; multipart bodies for the form with its files.
 */
export function registrationRoutes(): Router {
  const r = Router();
  r.get(
    '/vendors/verify-tax-id/:taxId',
    allow('public'),
    route(async (ctx, req) => ctx.services.taxId.verify(null, { taxId: String(req.params.taxId), from: req.query.from as TaxIdVerificationInput['from'] }, { ip: ctx.ip })),
  );
  r.get(
    '/vendors',
    allow('registration.list'),
    route(async (ctx, req) => {
      const { registrations, totalCount } = await ctx.services.registration.list(await ctx.getActor(), req.query as RegistrationListInput);
      return { vendors: registrations.map(toRegistrationView), totalCount };
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
      return toRegistrationView(draft ? await ctx.services.registration.saveDraft(actor, write) : await ctx.services.registration.submit(actor, write));
    }, 201),
  );
  r.put(
    '/vendors/draft/:id',
    allow('public'),
    form,
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.saveDraft(await ctx.getActor(), { vendorId: String(req.params.id), ...formOf(req) }))),
  );
  r.delete(
    '/vendors/draft/:id',
    allow('public'),
    route(async (ctx, req) => {
      await ctx.services.registration.deleteDraft(await ctx.getActor(), String(req.params.id));
      return { success: true, message: ONBOARDING_MESSAGES.registrationDeleted };
    }),
  );
  r.get(
    '/vendors/:id',
    allow('public'),
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.get(await ctx.getActor(), String(req.params.id)))),
  );
  r.put(
    '/vendors/:id',
    allow('public'),
    form,
    // The facade's one URL for two changes: it submits a draft, and edits a registration in review after that.
    route(async (ctx, req) => {
      const actor = await ctx.getActor();
      const id = String(req.params.id);
      const registration = ctx.services.registration;
      const result =
        (await registration.statusOf(id)) === 'DRAFT'
          ? await registration.submit(actor, { vendorId: id, ...formOf(req) })
          : await registration.review(actor, id, formOf(req));
      return toRegistrationView(result);
    }),
  );
  r.put(
    '/vendors/:id/registration-status',
    allow('registration.approve'),
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.decide(await ctx.getActor(), String(req.params.id), (req.body ?? {}) as ApprovalDecisionInput))),
  );
  return r;
}
