import { MESSAGES } from '@portal/common/errors';
import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

/** REST facade for sign-in and passwords (spec section 7: /api/v1/auth/...). */
export function authRoutes(): Router {
  const r = Router();
  r.post(
    '/auth/login',
    allow('public'),
    route(async (ctx, req) => {
      const { accessToken } = await ctx.services.auth.login(req.body ?? {}, { ip: ctx.ip });
      return { access_token: accessToken };
    }),
  );
  r.post(
    '/auth/logout',
    allow('auth.logout'),
    route(async (ctx) => {
      await ctx.services.auth.logout(await ctx.getActor());
      return { success: true, message: 'Logged out' };
    }),
  );
  r.post(
    '/auth/forgot-password',
    allow('public'),
    route(async (ctx, req) => {
      await ctx.services.auth.forgotPassword(req.body ?? {}, { ip: ctx.ip });
      return { success: true, message: MESSAGES.forgotPasswordSent };
    }),
  );
  r.post(
    '/auth/reset-password',
    allow('public'),
    route(async (ctx, req) => {
      await ctx.services.auth.resetPassword(req.body ?? {});
      return { success: true, message: MESSAGES.resetDone };
    }),
  );
  return r;
}
