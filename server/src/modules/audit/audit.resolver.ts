import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import type { AuditListInput } from './audit-list.service.js';
import { AuditLogPageType } from './audit.types.js';

/** GraphQL adapter of the activity log. Rules live in AuditLogService. */
@Resolver()
export class AuditResolver {
  @Allow('audit.read')
  @Query(() => AuditLogPageType, {
    description:
      'The activity log, newest first (sortOrder ASC for oldest first), paged. Filters: entityType and action (codes of the audit catalogue), ' +
      'performedById (a user), vendorId (the entries about a company), from and to (YYYY-MM-DD, days in the portal time zone, both included).',
  })
  async auditLogs(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('entityType', () => String, { nullable: true }) entityType?: string | null,
    @Arg('action', () => String, { nullable: true }) action?: string | null,
    @Arg('performedById', () => ID, { nullable: true }) performedById?: string | null,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
    @Arg('sortOrder', () => String, { nullable: true, description: 'ASC or DESC (default DESC: newest first).' }) sortOrder?: string | null,
  ): Promise<AuditLogPageType> {
    return ctx.services.auditLogs.list(await ctx.getActor(), {
      page: page ?? undefined,
      limit: limit ?? undefined,
      entityType,
      action,
      performedById,
      vendorId,
      from,
      to,
      sortOrder: sortOrder as AuditListInput['sortOrder'],
    });
  }
}
