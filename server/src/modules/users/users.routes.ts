import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { fromUserRow, toUserView } from './users.types.js';

/** REST facade for users (spec section 7): GET /users, GET /users/{id}, PUT /users/{id}. */
export function usersRoutes(): Router {
  const r = Router();
  r.get(
    '/users',
    allow('users.list'),
    route(async (ctx, req) => {
      const { users, totalCount } = await ctx.services.users.list(await ctx.getActor(), req.query);
      return { users: users.map(fromUserRow), totalCount };
    }),
  );
  r.get(
    '/users/:id',
    allow('users.read'),
    route(async (ctx, req) => toUserView(await ctx.services.users.get(await ctx.getActor(), String(req.params.id)))),
  );
  r.put(
    '/users/:id',
    allow('profile.update'),
    // The profile, plus `access_token` (named as login names it) when the caller changed its own
    // password: every earlier token of the user, the one of this request too, has ended.
    route(async (ctx, req) => {
      const { user, callerSessionEnded } = await ctx.services.users.updateProfile(await ctx.getActor(), String(req.params.id), req.body ?? {});
      return callerSessionEnded ? { ...toUserView(user), access_token: await ctx.services.auth.issueToken(user) } : toUserView(user);
    }),
  );
  return r;
}
