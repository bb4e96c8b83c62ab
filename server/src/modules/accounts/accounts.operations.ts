import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { approvalDecisionSchema } from '@portal/common/validation/approval';
import { signUpSchema } from '@portal/common/validation/signup';
import { createCompanyUserSchema, USER_MESSAGES } from '@portal/common/validation/users';
import type { Request } from 'express';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { SuccessPayload } from '../auth/index.js';
import { fromUserRow, PRIORITIES, PriorityEnum, toUserView, UserPageType, UserType } from '../users/index.js';
import { CompanyUserInput, SignUpInput } from './accounts.types.js';
import { pendingAccountsInput, PendingAccountsListOptions } from './pending-accounts-list.js';
import { listQueryBinding } from '../../operations/list-binding.js';

/** The body with the path's user id (`/users/:id/...`, named userId as GraphQL names it). */
const withUserId = (req: Request) => ({ ...(req.body as object), userId: String(req.params.id) });

/**
 * A company's user accounts (admin spec "Account Creation"; vendor spec sign-up and /vendor/users): sign-up
 * (POST /auth/signup/{accountNumber}), a user added to a company (POST /vendors/create-user/{accountId}), and the
 * admins' approval (PUT /users/{id}/registration-status) and priority (PUT /users/{id}/priority).
 */
export const accountsOperations = {
  pendingAccounts: operation({
    access: 'accounts.list',
    description: 'Account Creation tab: users awaiting approval.',
    input: pendingAccountsInput,
    run: async ({ services, actor, input }) => {
      const { users, totalCount } = await services.accounts.pending(actor, input);
      return { items: users.map((u) => ({ ...fromUserRow(u), roleOnApproval: u.roleOnApproval })), totalCount };
    },
    graphql: listQueryBinding(PendingAccountsListOptions, UserPageType),
  }),

  signUp: operation({
    access: 'public',
    description: "Vendor user sign-up for an approved company's account: 'Request has been sent, please wait for Approval'.",
    input: signUpSchema.extend({
      accountNumber: z.string(),
      // Beside the specification's name, email, password, phone: a CRM-only account's verified tax ID (anything else is no tax ID).
      taxId: z
        .unknown()
        .transform((v) => (typeof v === 'string' ? v : null))
        .optional(),
    }),
    run: async ({ ctx, services, input: { accountNumber, taxId, ...data } }) => {
      await services.accounts.signUp(accountNumber, data, { ip: ctx.ip }, { taxId });
      return { success: true, message: ONBOARDING_MESSAGES.signUpSent };
    },
    graphql: {
      kind: 'mutation',
      returns: () => SuccessPayload,
      args: {
        accountNumber: arg(() => String),
        input: arg(() => SignUpInput),
        taxId: arg(() => String, {
          nullable: true,
          description: "The verified tax ID, for a CRM account no portal company has yet (verifyTaxId's crmAccounts): the company comes in with the user.",
        }),
      },
      input: ({ accountNumber, input, taxId }) => ({ ...(input as SignUpInput), accountNumber, taxId }),
    },
    rest: { method: 'post', path: '/auth/signup/:accountNumber' },
  }),

  createCompanyUser: operation({
    access: 'users.manage',
    description: "Adds a user to a company (its company admin, or the system admin): 'User added successfully. Wait for the approval from admin.'",
    // GraphQL names the company by its id, REST by its account number.
    input: createCompanyUserSchema.extend({ vendorId: idInput.optional(), accountId: idInput.optional() }),
    run: async ({ services, actor, input: { vendorId, accountId, ...data } }) =>
      toUserView(await services.accounts.createCompanyUser(actor, vendorId !== undefined ? { vendorId } : { accountId: accountId ?? '' }, data)),
    graphql: {
      kind: 'mutation',
      returns: () => UserType,
      args: { vendorId: arg(() => ID), input: arg(() => CompanyUserInput) },
      input: ({ vendorId, input }) => ({ ...(input as CompanyUserInput), vendorId }),
    },
    rest: {
      method: 'post',
      path: '/vendors/create-user/:accountId',
      status: 201,
      input: (req) => ({ ...(req.body as object), accountId: String(req.params.accountId), vendorId: undefined }),
      answer: (user) => ({ success: true, message: USER_MESSAGES.userAdded, user }),
    },
  }),

  setUserRegistrationStatus: operation({
    access: 'accounts.approve',
    description: 'Account Creation: approve, or reject with a required comment.',
    input: z.intersection(z.object({ userId: idInput }), approvalDecisionSchema),
    run: async ({ services, actor, input: { userId, ...decision } }) => toUserView(await services.accounts.decide(actor, userId, decision)),
    graphql: {
      kind: 'mutation',
      returns: () => UserType,
      args: { userId: arg(() => ID), approve: arg(() => Boolean), commentText: arg(() => String, { nullable: true }) },
    },
    rest: { method: 'put', path: '/users/:id/registration-status', input: withUserId },
  }),

  setUserPriority: operation({
    access: 'accounts.priority',
    description: "A vendor user's account request's priority: LOW, MEDIUM or HIGH.",
    input: z.object({ userId: idInput, priority: z.enum(PRIORITIES, { error: 'Priority must be LOW, MEDIUM or HIGH' }) }),
    run: async ({ services, actor, input }) => toUserView(await services.accounts.setPriority(actor, input.userId, input.priority)),
    graphql: { kind: 'mutation', returns: () => UserType, description: null, args: { userId: arg(() => ID), priority: arg(() => PriorityEnum) } },
    rest: { method: 'put', path: '/users/:id/priority', input: withUserId },
  }),
};
