import 'reflect-metadata';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ConfigResolver } from '../modules/config/config.resolver.js';
import { UsersResolver } from '../modules/users/users.resolver.js';
import { AppErrorInterceptor } from './error-interceptor.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [AuthResolver, UsersResolver, ConfigResolver];

export function buildPortalSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    globalMiddlewares: [AppErrorInterceptor],
    // Input validation is the services' zod schemas (shared with the client), not class-validator.
    validate: false,
  });
}
