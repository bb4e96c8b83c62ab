import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import { CompanyInvitationBatchType } from './invitations.types.js';

/** GraphQL adapter of bulk invite: translate, call InvitationsService (which holds the rules). */
@Resolver()
export class InvitationsResolver {
  @Allow('companies.invite')
  @Mutation(() => CompanyInvitationBatchType, {
    description: 'Bulk invite, step 1: what sending this CSV (Tax ID, Company Name, Contact Email) would do to each row. Nothing is written.',
  })
  async previewCompanyInvitations(@Ctx() ctx: RequestContext, @Arg('file', () => GraphQLUpload) file: UploadArg): Promise<CompanyInvitationBatchType> {
    return ctx.services.invitations.preview(await ctx.getActor(), await resolveUpload(file));
  }

  @Allow('companies.invite')
  @Mutation(() => CompanyInvitationBatchType, {
    description: 'Bulk invite, step 2: the same CSV checked again, a registration draft created for each INVITE row and its contact mailed the link.',
  })
  async sendCompanyInvitations(@Ctx() ctx: RequestContext, @Arg('file', () => GraphQLUpload) file: UploadArg): Promise<CompanyInvitationBatchType> {
    return ctx.services.invitations.send(await ctx.getActor(), await resolveUpload(file));
  }
}
