import { profileUpdateSchema } from '@portal/common/validation/auth';
import { confirmEmailChangeSchema, EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { arg, operation } from '../../operations/operation.js';
import { EmailChangeConfirmation } from './email-change.types.js';
import { USERS_LIST, usersListInput } from './users-list.js';
import type { UserPage } from './users.service.js';
import { fromUserRow, ProfileInput, toUserView, UpdateProfilePayload, UserPageType, UsersListOptions, UserType } from './users.types.js';

/** A page of a user list as the API shows it (users, internalUsers, pendingAccounts' rows). */
export const userPage = ({ users, totalCount }: UserPage): ListPageResult<UserType> => ({ items: users.map(fromUserRow), totalCount });

/** The specification's answer of GET /users and GET /users/harkins: users, totalCount. */
export const usersAnswer = ({ items, totalCount }: ListPageResult<UserType>) => ({ users: items, totalCount });

/**
 * Users and their profiles (admin spec section 7, "Users"): GET /users (and its CSV), GET /users/{id},
 * PATCH|PUT /users/{id} with the profile's payload, and POST /users/confirm-email {token}, the link mailed to a
 * new e-mail address (the /confirm-email page). The administrator's payloads of PATCH|PUT /users/{id} are
 * user-admin.operations.ts's, mounted before these.
 */
export const usersOperations = {
  me: operation({
    access: 'profile.read',
    description: 'The signed-in user.',
    input: z.object({}),
    run: async ({ services, actor }) => toUserView(await services.users.me(actor)),
    graphql: { kind: 'query', returns: () => UserType, args: {} },
  }),

  // Before GET /users/{id}, which would take "export.csv" for an id.
  exportUsers: operation({
    access: 'users.list',
    description: 'GET /users as a CSV file: the same search and filters, unpaged.',
    input: usersListInput,
    run: async ({ services, actor, input }) => services.users.exportList(actor, input),
    rest: listCsvBinding(USERS_LIST, '/users/export.csv'),
  }),

  users: operation({
    access: 'users.list',
    description: "Users, by name (a company's when vendorId is given; a company admin only ever sees its own company).",
    input: usersListInput,
    run: async ({ services, actor, input }) => userPage(await services.users.list(actor, input)),
    graphql: { ...listQueryBinding(UsersListOptions, UserPageType), description: null },
    rest: listRestBinding(USERS_LIST, '/users', usersAnswer),
  }),

  user: operation({
    access: 'users.read',
    description: "One user: internal staff read anyone, a vendor itself, a company admin its own company's users.",
    input: z.object({ id: idInput }),
    run: async ({ services, actor, input }) => toUserView(await services.users.get(actor, input.id)),
    graphql: { kind: 'query', returns: () => UserType, description: null, args: { id: arg(() => ID) } },
    rest: { method: 'get', path: '/users/:id' },
  }),

  // The profile, plus `access_token` over REST (named as login names it) when the caller changed its own password:
  // every earlier token of the user, the one of this request too, has ended; the session goes on with a fresh one.
  updateProfile: operation({
    access: 'profile.update',
    description: "A user's profile: name, phone, a new e-mail (confirmed from its address) and a new password.",
    input: profileUpdateSchema.extend({ id: idInput }),
    run: async ({ ctx, services, actor, input: { id, ...profile } }) => {
      const { user, callerSessionEnded, pendingEmail } = await services.users.updateProfile(actor, id, profile);
      const accessToken = callerSessionEnded ? await services.auth.issueToken(user) : null;
      // A browser's session goes on in its cookie.
      if (accessToken) ctx.browserSession.renew(accessToken);
      return { user: toUserView(user), accessToken, pendingEmail };
    },
    graphql: {
      kind: 'mutation',
      returns: () => UpdateProfilePayload,
      description: null,
      args: { id: arg(() => ID), input: arg(() => ProfileInput) },
      input: ({ id, input }) => ({ ...(input as ProfileInput), id }),
    },
    rest: (['put', 'patch'] as const).map((method) => ({
      method,
      path: '/users/:id',
      answer: ({ user, accessToken, pendingEmail }: UpdateProfilePayload) => ({
        ...user,
        ...(accessToken ? { access_token: accessToken } : {}),
        ...(pendingEmail ? { pendingEmail } : {}),
      }),
    })),
  }),

  confirmEmailChange: operation({
    access: 'public',
    description:
      'Makes the e-mail change a confirmation link names (once, before it expires). Every session of the account ends; the next sign-in is with the new address. A refusal carries extensions.type: EmailChangeTokenInvalid, EmailChangeTokenExpired, EmailChangeTokenUsed or EmailChangeAddressUnavailable.',
    input: confirmEmailChangeSchema,
    run: ({ services, input }) => services.users.confirmEmailChange(input),
    graphql: {
      kind: 'mutation',
      returns: () => EmailChangeConfirmation,
      args: { token: arg(() => String) },
      answer: ({ email }): EmailChangeConfirmation => ({ email, message: EMAIL_CHANGE_MESSAGES.confirmed }),
    },
    // The link's secret is the credential.
    rest: { method: 'post', path: '/users/confirm-email', answer: ({ email }) => ({ success: true, message: EMAIL_CHANGE_MESSAGES.confirmed, email }) },
  }),
};
