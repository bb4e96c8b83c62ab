import { Router } from 'express';
import type { PortalModule } from '../modules/module.js';
import { graphqlResolverOf } from './graphql-resolver.js';
import type { OperationTable } from './operation.js';
import { restRoutesOf } from './rest-routes.js';

// One resolver class per table: TypeGraphQL keeps decorator metadata globally, so a schema built twice (tests)
// must see the same class, not a second one declaring the same fields.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolverOfTable = new WeakMap<object, Function>();

/** A module's operation table (empty when it has none); every entry was declared with operation(). */
export function operationsOf(m: PortalModule): OperationTable {
  return (m.operations ?? {}) as OperationTable;
}

/** A module's GraphQL resolver classes: the one built from its operation table, then any written by hand. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function moduleResolvers(m: PortalModule): Function[] {
  const built = m.operations ? [tableResolver(m.name, operationsOf(m))] : [];
  return [...built, ...(m.resolvers ?? [])];
}

/** A module's REST routes: its operation table's first, then any route written by hand; none when it has neither. */
export function moduleRoutes(m: PortalModule): Router | undefined {
  if (!m.operations) return m.routes?.();
  if (!m.routes) return restRoutesOf(operationsOf(m));
  const r = Router();
  r.use(restRoutesOf(operationsOf(m)), m.routes());
  return r;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
function tableResolver(moduleName: string, table: OperationTable): Function {
  let cls = resolverOfTable.get(table);
  if (!cls) {
    const pascal = moduleName.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
    cls = graphqlResolverOf(`${pascal}Operations`, table);
    resolverOfTable.set(table, cls);
  }
  return cls;
}
