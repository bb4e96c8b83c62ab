import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { Allow } from '../graphql/access.js';
import type { OperationTable } from './operation.js';
import { runOperation } from './run-operation.js';

/**
 * The TypeGraphQL resolver class of a module's operation table: one query or mutation per operation with a
 * `graphql` binding, its arguments declared as written there, its access as `access` (through Allow, which the
 * schema's completeness check and the permission suite read), its body a call to runOperation. The decorators
 * are applied here as the compiler would apply them to a hand-written class.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function graphqlResolverOf(name: string, table: OperationTable): Function {
  const cls = { [name]: class {} }[name]!;
  for (const [field, op] of Object.entries(table)) {
    const g = op.graphql;
    if (!g) continue;
    const argNames = Object.keys(g.args);
    const body = async (ctx: RequestContext, ...values: unknown[]) => {
      const args = Object.fromEntries(argNames.map((n, i) => [n, values[i]]));
      const result = await runOperation(ctx, op, g.input ? g.input(args) : args);
      return g.answer ? g.answer(result) : result;
    };
    Object.defineProperty(cls.prototype, field, { value: body, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(cls.prototype, field)!;
    Ctx()(cls.prototype, field, 0);
    argNames.forEach((n, i) => Arg(n, g.args[n]!.type as never, g.args[n]!.options ?? {})(cls.prototype, field, i + 1));
    (g.kind === 'query' ? Query : Mutation)(g.returns as never, {
      description: g.description === undefined ? op.description : (g.description ?? undefined),
      nullable: g.nullable ?? false,
    })(cls.prototype, field, descriptor);
    Allow(op.access)(cls.prototype, field, descriptor);
  }
  Resolver()(cls);
  return cls;
}
