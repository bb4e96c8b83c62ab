import { ROLE_LABELS } from '@portal/common/auth/roles';
import { EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { isPasswordOnly } from '@portal/common/validation/users';
import { Router, type Request } from 'express';
import type { RequestContext } from '../../context.js';
import { allow } from '../../rest/allow.js';
import { csvDownload, type CsvColumn } from '../../rest/csv-export.js';
import { route } from '../../rest/http.js';
import type { UserListRow } from './users-list.js';
import { fromUserRow, toUserView } from './users.types.js';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const ACCOUNT_STATUS: Record<string, string> = { PENDING: 'Awaiting approval', APPROVED: 'Approved', REJECTED: 'Not approved' };

/** The Internal tab's columns as a file. */
const INTERNAL_USER_CSV_COLUMNS: CsvColumn<UserListRow>[] = [
  { header: 'Full Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Role', value: (r) => ROLE_LABELS[r.role] },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Last Login', value: (r) => r.lastLogin },
];

/** The Vendor tab's (and a company's users') columns as a file. */
const COMPANY_USER_CSV_COLUMNS: CsvColumn<UserListRow>[] = [
  { header: 'Full Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'Company Admin', value: (r) => yesNo(r.isCompanyAdmin) },
  { header: 'Account Status', value: (r) => ACCOUNT_STATUS[r.registrationStatus] ?? r.registrationStatus },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Last Login', value: (r) => r.lastLogin },
];

/**
 * REST facade for users (admin spec section 7, "Users"): GET /users, GET /users/harkins, GET /users/{id},
 * PATCH|PUT /users/{id}, PATCH /users/{id}/activation, DELETE /users/{id}, POST /users/admin/create-user,
 * PATCH|PUT /users/set-company-admin/{vendorId}/{userId}, and POST /users/confirm-email {token}.
 */
export function usersRoutes(): Router {
  const r = Router();
  // Before /users/:id, which would take "export.csv" or "harkins" for an id.
  r.get(
    '/users/export.csv',
    allow('users.list'),
    csvDownload(async (ctx, req) => ({ name: 'users', ...ctx.services.users.exportList(await ctx.getActor(), req.query), columns: COMPANY_USER_CSV_COLUMNS })),
  );
  r.get(
    '/users/harkins/export.csv',
    allow('users.listInternal'),
    csvDownload(async (ctx, req) => ({
      name: 'internal-users',
      ...ctx.services.users.exportInternal(await ctx.getActor(), req.query),
      columns: INTERNAL_USER_CSV_COLUMNS,
    })),
  );
  r.get(
    '/users',
    allow('users.list'),
    route(async (ctx, req) => {
      const { users, totalCount } = await ctx.services.users.list(await ctx.getActor(), req.query);
      return { users: users.map(fromUserRow), totalCount };
    }),
  );
  r.get(
    '/users/harkins',
    allow('users.listInternal'),
    route(async (ctx, req) => {
      const { users, totalCount } = await ctx.services.users.listInternal(await ctx.getActor(), req.query);
      return { users: users.map(fromUserRow), totalCount };
    }),
  );
  r.get(
    '/users/:id',
    allow('users.read'),
    route(async (ctx, req) => toUserView(await ctx.services.users.get(await ctx.getActor(), String(req.params.id)))),
  );
  // The link mailed to a new e-mail address (the /confirm-email page): its secret is the credential.
  r.post(
    '/users/confirm-email',
    allow('public'),
    route(async (ctx, req) => {
      const { email } = await ctx.services.users.confirmEmailChange(req.body ?? {});
      return { success: true, message: EMAIL_CHANGE_MESSAGES.confirmed, email };
    }),
  );
  r.post(
    '/users/admin/create-user',
    allow('users.admin'),
    route(async (ctx, req) => toUserView(await ctx.services.userAdmin.createInternal(await ctx.getActor(), req.body ?? {})), 201),
  );
  // One address, two payloads (spec): the administrator's {name, email, phone, role, password?} or {password}, and the
  // profile's {name, phone, email, password?, currentPassword?, profilePic?}. Each service checks its own permission.
  const update = route(async (ctx, req) => {
    const body = req.body ?? {};
    if ('role' in body || isPasswordOnly(body)) return toUserView(await ctx.services.userAdmin.update(await ctx.getActor(), String(req.params.id), body));
    return updateProfile(ctx, req);
  });
  // The profile, plus `access_token` (named as login names it) when the caller changed its own password: every
  // earlier token of the user, the one of this request too, has ended.
  r.put('/users/:id', allow('profile.update'), update);
  r.patch('/users/:id', allow('profile.update'), update);
  r.patch(
    '/users/:id/activation',
    allow('users.admin'),
    route(async (ctx, req) => toUserView(await ctx.services.userAdmin.setActive(await ctx.getActor(), String(req.params.id), req.body ?? {}))),
  );
  r.delete(
    '/users/:id',
    allow('users.manage'),
    route(async (ctx, req) => {
      await ctx.services.userAdmin.delete(await ctx.getActor(), String(req.params.id), req.body ?? {});
      return { success: true, message: 'User deleted successfully' };
    }),
  );
  const setCompanyAdmin = route(async (ctx, req) =>
    toUserView(await ctx.services.userAdmin.setCompanyAdmin(await ctx.getActor(), String(req.params.vendorId), String(req.params.userId), req.body ?? {})),
  );
  r.patch('/users/set-company-admin/:vendorId/:userId', allow('users.manage'), setCompanyAdmin);
  r.put('/users/set-company-admin/:vendorId/:userId', allow('users.manage'), setCompanyAdmin);
  return r;
}

async function updateProfile(ctx: RequestContext, req: Request) {
  const { user, callerSessionEnded, pendingEmail } = await ctx.services.users.updateProfile(await ctx.getActor(), String(req.params.id), req.body ?? {});
  return {
    ...toUserView(user),
    ...(callerSessionEnded ? { access_token: await ctx.services.auth.issueToken(user) } : {}),
    ...(pendingEmail ? { pendingEmail } : {}),
  };
}
