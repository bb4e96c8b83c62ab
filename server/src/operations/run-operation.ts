import type { RequestContext } from '../context.js';
import { AppError, parseInput } from '../errors.js';
import type { Operation } from './operation.js';

/**
 * Runs an operation for either transport, after the transport has checked its access (graphql/access.ts's
 * Allow, rest/allow.ts's allow, both reading the operation's `access`): the input parsed once by the
 * operation's schema, the caller resolved once, then the service call.
 */
export async function runOperation(ctx: RequestContext, op: Operation, raw: unknown): Promise<unknown> {
  const input = parseInput(op.input, raw ?? {});
  if (op.access === 'public') return op.run({ ctx, services: ctx.services, input } as never);
  // The transport's check resolved it already (the promise is kept), so this costs nothing more.
  const actor = await ctx.getActor();
  if (!actor) throw AppError.unauthenticated();
  return op.run({ ctx, services: ctx.services, input, actor } as never);
}
