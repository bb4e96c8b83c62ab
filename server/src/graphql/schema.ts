import 'reflect-metadata';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import type { PortalModule } from '../modules/module.js';
import { moduleResolvers } from '../operations/module-transports.js';
import { assertEveryOperationDeclared } from './access.js';

/** The schema of the modules' resolvers; the composition root (app.ts) hands over the module list. */
export async function buildPortalSchema(modules: readonly PortalModule[]): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    resolvers: modules.flatMap(moduleResolvers) as unknown as NonEmptyArray<Function>,
    // Input validation is the services' zod schemas (shared with the client), not class-validator.
    validate: false,
  });
  assertEveryOperationDeclared(schema);
  return schema;
}
