import {
  activationSchema,
  adminPasswordSchema,
  adminUserEditSchema,
  companyAdminSchema,
  createInternalUserSchema,
  deleteUserSchema,
  isPasswordOnly,
  USER_MESSAGES,
} from '@portal/common/validation/users';
import type { Request, RequestHandler } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { absentIfNull, idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { listCsvBinding, listQueryBinding, listRestBinding } from '../../operations/list-binding.js';
import { INTERNAL_USERS_LIST, internalUsersInput } from './users-list.js';
import { userPage, usersAnswer } from './users.operations.js';
import { CreateInternalUserInput, InternalUsersListOptions, toUserView, UpdateUserInput, UserPageType, UserType } from './users.types.js';

/** The body with the path's user id (`/users/:id`, named userId as GraphQL names it). */
const withUserId = (req: Request) => ({ ...(req.body as object), userId: String(req.params.id) });

/**
 * PATCH|PUT /users/{id} has two payloads (spec): the administrator's {name, email, phone, role, password?} or
 * {password}, and the profile's {name, phone, email, password?, currentPassword?, profilePic?}. The
 * administrator's routes come first and pass a profile's payload on to the profile's route (users.operations.ts).
 */
const adminPayload =
  (is: (body: unknown) => boolean): RequestHandler =>
  (req, _res, next) =>
    next(is(req.body) ? undefined : 'route');
const hasRole = (body: unknown) => typeof body === 'object' && body !== null && 'role' in body;
const onUserPath = (is: (body: unknown) => boolean) =>
  (['put', 'patch'] as const).map((method) => ({ method, path: '/users/:id', match: adminPayload(is), input: withUserId }));

/**
 * The Users screens' changes (admin spec "Users", calls "Users"; vendor spec /vendor/users): the Internal tab,
 * internal users created and edited by the system admin, passwords set, users activated and deactivated, deleted,
 * and a company's admins chosen.
 */
export const userAdminOperations = {
  internalUsers: operation({
    access: 'users.listInternal',
    description: 'The Internal tab of /admin/users (GET /users/harkins): the staff, by name.',
    input: internalUsersInput,
    run: async ({ services, input }) => userPage(await services.users.listInternal(input)),
    graphql: listQueryBinding(InternalUsersListOptions, UserPageType),
    rest: listRestBinding(INTERNAL_USERS_LIST, '/users/harkins', usersAnswer),
  }),

  exportInternalUsers: operation({
    access: 'users.listInternal',
    description: 'The Internal tab as a CSV file: the same search, unpaged.',
    input: internalUsersInput,
    run: async ({ services, input }) => services.users.exportInternal(input),
    rest: listCsvBinding(INTERNAL_USERS_LIST, '/users/harkins/export.csv'),
  }),

  createInternalUser: operation({
    access: 'users.admin',
    description: 'POST /users/admin/create-user: an internal user, active and approved.',
    input: createInternalUserSchema,
    run: async ({ services, actor, input }) => toUserView(await services.userAdmin.createInternal(actor, input)),
    graphql: { kind: 'mutation', returns: () => UserType, args: { input: arg(() => CreateInternalUserInput) }, input: ({ input }) => input },
    rest: { method: 'post', path: '/users/admin/create-user', status: 201 },
  }),

  updateUser: operation({
    access: 'users.admin',
    description: "An internal user's name, e-mail, phone, role and optional new password (which ends the user's sessions).",
    input: adminUserEditSchema.extend({ userId: idInput }),
    run: async ({ services, actor, input: { userId, ...data } }) => toUserView(await services.userAdmin.update(actor, userId, data)),
    graphql: {
      kind: 'mutation',
      returns: () => UserType,
      args: { userId: arg(() => ID), input: arg(() => UpdateUserInput) },
      input: ({ userId, input }) => ({ ...(input as UpdateUserInput), userId }),
    },
    rest: onUserPath(hasRole),
  }),

  setUserPassword: operation({
    access: 'users.admin',
    description: "Sets a user's password (the vendor tab's edit password); ends the user's sessions.",
    input: adminPasswordSchema.extend({ userId: idInput }),
    run: async ({ services, actor, input: { userId, password } }) => toUserView(await services.userAdmin.update(actor, userId, { password })),
    graphql: { kind: 'mutation', returns: () => UserType, args: { userId: arg(() => ID), password: arg(() => String) } },
    rest: onUserPath(isPasswordOnly),
  }),

  setUserActive: operation({
    access: 'users.admin',
    description: 'PATCH /users/{id}/activation: deactivating ends every session of the user at once.',
    input: activationSchema.extend({ userId: idInput }),
    run: async ({ services, actor, input }) => toUserView(await services.userAdmin.setActive(actor, input.userId, input.isActive)),
    graphql: { kind: 'mutation', returns: () => UserType, args: { userId: arg(() => ID), isActive: arg(() => Boolean) } },
    rest: { method: 'patch', path: '/users/:id/activation', input: withUserId },
  }),

  deleteUser: operation({
    access: 'users.manage',
    description: 'DELETE /users/{id}: company admins and one own account cannot be deleted.',
    input: z.object({ userId: idInput, hardDelete: absentIfNull(deleteUserSchema.shape.hardDelete) }),
    run: ({ services, actor, input }) => services.userAdmin.delete(actor, input.userId, input.hardDelete),
    graphql: { kind: 'mutation', returns: () => Boolean, args: { userId: arg(() => ID), hardDelete: arg(() => Boolean, { nullable: true }) }, answer: () => true },
    // Internal users send {hardDelete: true} in the body.
    rest: { method: 'delete', path: '/users/:id', input: withUserId, answer: () => ({ success: true, message: USER_MESSAGES.userDeleted }) },
  }),

  setCompanyAdmin: operation({
    access: 'users.manage',
    description: 'PATCH|PUT /users/set-company-admin/{vendorId}/{userId}: a company keeps at least one company admin.',
    input: companyAdminSchema.extend({ vendorId: idInput, userId: idInput }),
    run: async ({ services, actor, input }) => toUserView(await services.userAdmin.setCompanyAdmin(actor, input.vendorId, input.userId, input.isVendorAdmin)),
    graphql: { kind: 'mutation', returns: () => UserType, args: { vendorId: arg(() => ID), userId: arg(() => ID), isVendorAdmin: arg(() => Boolean) } },
    rest: (['patch', 'put'] as const).map((method) => ({ method, path: '/users/set-company-admin/:vendorId/:userId' })),
  }),
};
