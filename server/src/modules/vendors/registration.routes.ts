import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { Router, type Request } from 'express';
import { route } from '../../rest/http.js';
import { multipartForm } from '../../rest/multipart.js';
import { REGISTRATION_DOCUMENTS, type RegistrationDocument, type RegistrationUploads } from './registration.service.js';
import { toRegistrationView } from './registration.types.js';

const FILE_FIELDS = Object.keys(REGISTRATION_DOCUMENTS) as RegistrationDocument[];
const form = multipartForm({ fileFields: FILE_FIELDS, maxFileBytes: UPLOAD_MAX_BYTES });

/** The form values of a JSON or multipart body, without the facade's own switches (mode, source). */
function formOf(req: Request): { input: Record<string, unknown>; uploads: RegistrationUploads } {
  const { mode: _mode, source: _source, ...input } = (req.body ?? {}) as Record<string, unknown>;
  return { input, uploads: { w9File: req.uploads?.w9File ?? null, generalContractReferencesDocument: req.uploads?.generalContractReferencesDocument ?? null } };
}

/**
 * REST facade for company registration (spec section 7 and docs/api/onboarding-rest.md): the same
 * RegistrationService and TaxIdService as GraphQL; multipart bodies for the form with its files.
 */
export function registrationRoutes(): Router {
  const r = Router();
  r.get(
    '/vendors/verify-tax-id/:taxId',
    route(async (ctx, req) => ctx.services.taxId.verify(null, { taxId: req.params.taxId, from: req.query.from }, { ip: ctx.ip })),
  );
  r.get(
    '/vendors',
    route(async (ctx, req) => {
      const { registrations, totalCount } = await ctx.services.registration.list(await ctx.getActor(), req.query);
      return { vendors: registrations.map(toRegistrationView), totalCount };
    }),
  );
  r.post(
    '/vendors',
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
    form,
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.saveDraft(await ctx.getActor(), { vendorId: String(req.params.id), ...formOf(req) }))),
  );
  r.delete(
    '/vendors/draft/:id',
    route(async (ctx, req) => {
      await ctx.services.registration.deleteDraft(await ctx.getActor(), String(req.params.id));
      return { success: true, message: ONBOARDING_MESSAGES.registrationDeleted };
    }),
  );
  r.get(
    '/vendors/:id',
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.get(await ctx.getActor(), String(req.params.id)))),
  );
  r.put(
    '/vendors/:id',
    form,
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.submitOrReview(await ctx.getActor(), String(req.params.id), formOf(req)))),
  );
  r.patch(
    '/vendors/:vendorId',
    form,
    route(async (ctx, req) =>
      toRegistrationView(await ctx.services.registration.updateGeneralInfo(await ctx.getActor(), String(req.params.vendorId), formOf(req))),
    ),
  );
  r.put(
    '/vendors/:id/registration-status',
    route(async (ctx, req) => toRegistrationView(await ctx.services.registration.decide(await ctx.getActor(), String(req.params.id), req.body ?? {}))),
  );
  return r;
}
