import 'reflect-metadata';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { MODULES } from '../modules/index.js';
import { assertEveryOperationDeclared } from './access.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS = MODULES.flatMap((m) => m.resolvers ?? []) as unknown as NonEmptyArray<Function>;

export async function buildPortalSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    // Input validation is the services' zod schemas (shared with the client), not class-validator.
    validate: false,
  });
  assertEveryOperationDeclared(schema);
  return schema;
}
