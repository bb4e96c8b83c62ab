import { profileUpdateSchema } from '@portal/common/validation/auth';
import { confirmEmailChangeSchema, EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { EmailChangeConfirmation } from './email-change.types.js';
import { COMPANY_USER_CSV_COLUMNS } from './users-csv.js';
import { usersListInput } from './users-list.js';
import type { UserPage } from './users.service.js';
import { fromUserRow, ProfileInput, toUserView, UpdateProfilePayload, UserPageType, UserType } from './users.types.js';

const userPage = ({ users, totalCount }: UserPage): UserPageType => ({ users: users.map(fromUserRow), totalCount });

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
    rest: { method: 'get', path: '/users/export.csv', csv: (list) => ({ name: 'users', ...list, columns: COMPANY_USER_CSV_COLUMNS }) },
  }),

  users: operation({
    access: 'users.list',
    description: "Users, by name (a company's when vendorId is given; a company admin only ever sees its own company).",
    input: usersListInput,
    run: async ({ services, actor, input }) => userPage(await services.users.list(actor, input)),
    graphql: {
      kind: 'query',
      returns: () => UserPageType,
      description: null,
      args: {
        limit: arg(() => Int, { defaultValue: 25 }),
        page: arg(() => Int, { defaultValue: 1 }),
        search: arg(() => String, { nullable: true }),
        vendorId: arg(() => ID, { nullable: true }),
      },
    },
    rest: { method: 'get', path: '/users' },
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
    run: async ({ services, actor, input: { id, ...profile } }) => {
      const { user, callerSessionEnded, pendingEmail } = await services.users.updateProfile(actor, id, profile);
      return { user: toUserView(user), accessToken: callerSessionEnded ? await services.auth.issueToken(user) : null, pendingEmail };
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
