import 'reflect-metadata';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ConfigResolver } from '../modules/config/config.resolver.js';
import { LookupsResolver } from '../modules/lookups/lookups.resolver.js';
import { UsersResolver } from '../modules/users/users.resolver.js';
import { RegistrationResolver } from '../modules/vendors/registration.resolver.js';
import { TaxIdResolver } from '../modules/vendors/tax-id.resolver.js';
import { AppErrorInterceptor } from './error-interceptor.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [
  AuthResolver,
  UsersResolver,
  ConfigResolver,
  TaxIdResolver,
  RegistrationResolver,
  AccountsResolver,
  LookupsResolver,
];

export function buildPortalSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    globalMiddlewares: [AppErrorInterceptor],
    // Input validation is the services' zod schemas (shared with the client), not class-validator.
    validate: false,
  });
}
