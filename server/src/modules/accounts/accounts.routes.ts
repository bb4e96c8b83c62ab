import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { USER_MESSAGES } from '@portal/common/validation/users';
import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { toUserView } from '../users/index.js';

/** REST facade for vendor user accounts: sign-up, and the admins' approval and priority. */
export function accountsRoutes(): Router {
  const r = Router();
  r.post(
    '/auth/signup/:accountNumber',
    allow('public'),
    route(async (ctx, req) => {
      // taxId (beside the specification's name, email, password, phone): a CRM-only account's verified tax ID.
      const taxId = typeof req.body?.taxId === 'string' ? (req.body.taxId as string) : null;
      await ctx.services.accounts.signUp(null, String(req.params.accountNumber), req.body ?? {}, { ip: ctx.ip }, { taxId });
      return { success: true, message: ONBOARDING_MESSAGES.signUpSent };
    }),
  );
  r.post(
    '/vendors/create-user/:accountId',
    allow('users.manage'),
    route(async (ctx, req) => {
      const user = await ctx.services.accounts.createCompanyUser(await ctx.getActor(), { accountId: String(req.params.accountId) }, req.body ?? {});
      return { success: true, message: USER_MESSAGES.userAdded, user: toUserView(user) };
    }, 201),
  );
  r.put(
    '/users/:id/registration-status',
    allow('accounts.approve'),
    route(async (ctx, req) => toUserView(await ctx.services.accounts.decide(await ctx.getActor(), String(req.params.id), req.body ?? {}))),
  );
  r.put(
    '/users/:id/priority',
    allow('accounts.priority'),
    route(async (ctx, req) => toUserView(await ctx.services.accounts.setPriority(await ctx.getActor(), String(req.params.id), req.body ?? {}))),
  );
  return r;
}
