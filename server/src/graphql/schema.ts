import 'reflect-metadata';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { assertValidSchema, type GraphQLSchema } from 'graphql';
import type { PortalModule } from '../modules/module.js';
import { moduleResolvers } from '../operations/module-transports.js';
import { assertEveryOperationDeclared } from './access.js';

/**
 * Each module list's schema, built once per process: a schema is immutable and the same list always gives the same
 * one, while building it costs 0.3-0.6 s of CPU. A process that starts several portals (the server tests start one
 * per test file in each worker, a replica test two) builds it once.
 */
const built = new WeakMap<readonly PortalModule[], Promise<GraphQLSchema>>();

/** The schema of the modules' resolvers; the composition root (app.ts) hands over the module list. */
export function buildPortalSchema(modules: readonly PortalModule[]): Promise<GraphQLSchema> {
  let schema = built.get(modules);
  if (!schema) {
    schema = build(modules);
    built.set(modules, schema);
    // A failed build is not kept: the next caller sees the error again.
    schema.catch(() => built.delete(modules));
  }
  return schema;
}

async function build(modules: readonly PortalModule[]): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    resolvers: modules.flatMap(moduleResolvers) as unknown as NonEmptyArray<Function>,
    // Input validation is the services' zod schemas (shared with the client), not class-validator.
    validate: false,
    // TypeGraphQL's own check runs the whole introspection query on the new schema only to see it is valid: 150 of
    // the build's 200 ms of CPU, paid by every process at start. graphql-js's validation below is the same check.
    skipCheck: true,
  });
  assertValidSchema(schema);
  assertEveryOperationDeclared(schema);
  return schema;
}
