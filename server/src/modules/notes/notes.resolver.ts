import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { CompanyCommentPageType, CompanyCommentType, CompanyNotePageType, CompanyNoteType } from './notes.types.js';

/** GraphQL adapter for a company's notes and comments. Rules live in the service. */
@Resolver()
export class CompanyNotesResolver {
  @Allow('companyDetail.read')
  @Query(() => CompanyNotePageType, { description: "A company's notes, newest first (page from 1, limit default 25, at most 1000)." })
  async companyNotes(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<CompanyNotePageType> {
    const { rows, totalCount } = await ctx.services.companyNotes.notes(await ctx.getActor(), vendorId, { page: page ?? undefined, limit: limit ?? undefined });
    return { notes: rows, totalCount };
  }

  @Allow('companyDetail.read')
  @Query(() => CompanyCommentPageType, { description: "A company's comments, newest first (page from 1, limit default 25, at most 1000)." })
  async companyComments(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<CompanyCommentPageType> {
    const { rows, totalCount } = await ctx.services.companyNotes.comments(await ctx.getActor(), vendorId, { page: page ?? undefined, limit: limit ?? undefined });
    return { comments: rows, totalCount };
  }

  @Allow('companyNotes.write')
  @Mutation(() => CompanyNoteType, { description: 'Adds a note to a company: required, at most 2000 characters.' })
  async addCompanyNote(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string, @Arg('notes', () => String) notes: string): Promise<CompanyNoteType> {
    return ctx.services.companyNotes.addNote(await ctx.getActor(), vendorId, { notes });
  }

  @Allow('companyNotes.delete')
  @Mutation(() => CompanyNoteType, { description: 'Deletes a note (the system admin only); answers the deleted note.' })
  async deleteCompanyNote(@Ctx() ctx: RequestContext, @Arg('noteId', () => ID) noteId: string): Promise<CompanyNoteType> {
    return ctx.services.companyNotes.deleteNote(await ctx.getActor(), noteId);
  }

  @Allow('companyNotes.write')
  @Mutation(() => CompanyCommentType, { description: "Adds a comment to a company: required, under 255 characters ('Comment should be less than 255 characters')." })
  async addCompanyComment(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('comment', () => String) comment: string,
  ): Promise<CompanyCommentType> {
    return ctx.services.companyNotes.addComment(await ctx.getActor(), vendorId, { comment });
  }

  @Allow('companyNotes.delete')
  @Mutation(() => CompanyCommentType, { description: 'Deletes a comment (the system admin only); answers the deleted comment.' })
  async deleteCompanyComment(@Ctx() ctx: RequestContext, @Arg('commentId', () => ID) commentId: string): Promise<CompanyCommentType> {
    return ctx.services.companyNotes.deleteComment(await ctx.getActor(), commentId);
  }
}
