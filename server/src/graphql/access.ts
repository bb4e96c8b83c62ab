import type { GraphQLSchema } from 'graphql';
import { Extensions, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { authorize, type OperationAccess } from '../auth/authorize.js';
import type { RequestContext } from '../context.js';
import { cleanFileName, stripControlInput } from '../text-input.js';
import { toGraphQLError } from './graphql-errors.js';

/**
 * Declares who may call a query or mutation, beside its declaration (the Vendure `@Allow` idea): a
 * permission of common/src/auth/roles.ts, checked before the resolver runs, or 'public'. The declaration
 * is also kept in the field's extensions, so the schema can be checked for operations without one. Errors the
 * operation throws leave it as GraphQL errors with their code.
 */
export function Allow(access: OperationAccess): MethodDecorator {
  // The operation's one wrapper: the access check, its arguments' text cleaned, and its errors in their GraphQL form.
  const check: MiddlewareFn<RequestContext> = async ({ context, args }, next) => {
    try {
      if (access !== 'public') authorize(await context.getActor(), access);
      cleanTextArguments(args);
      return await next();
    } catch (err) {
      throw toGraphQLError(err);
    }
  };
  return (target, key, descriptor) => {
    Extensions({ access })(target, key, descriptor);
    UseMiddleware(check)(target, key, descriptor);
  };
}

/**
 * The GraphQL half of the text boundary's cleaning (server/src/text-input.ts; apollo.ts refuses what cannot be
 * stored): control characters out of every text argument, and out of each uploaded file's name once it arrives.
 */
function cleanTextArguments(args: Record<string, unknown>): void {
  stripControlInput(args);
  for (const [name, value] of Object.entries(args)) {
    if (!(value instanceof Promise)) continue;
    const upload = (value as Promise<{ filename: string }>).then((file) => {
      file.filename = cleanFileName(file.filename, name);
      return file;
    });
    // Handled here too: an operation refused before it reads its upload must not leave a rejection unhandled.
    upload.catch(() => {});
    args[name] = upload;
  }
}

/** The declared access of every query and mutation; undefined where an operation declares none. */
export function operationAccess(schema: GraphQLSchema): Record<string, OperationAccess | undefined> {
  const out: Record<string, OperationAccess | undefined> = {};
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) out[field.name] = field.extensions?.access as OperationAccess | undefined;
  }
  return out;
}

/** Refuses to build a schema with an operation that declares no access: nothing is open by omission. */
export function assertEveryOperationDeclared(schema: GraphQLSchema): void {
  const missing = Object.entries(operationAccess(schema))
    .filter(([, access]) => access === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`GraphQL operations without @Allow(...): ${missing.join(', ')}`);
}
