import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import { CompanyFilePageType, CompanyFileType, FileFolderPageType, FileFolderType, FileViewLinkType } from './files.types.js';

/** GraphQL adapter of the file managers: translate, call FileManagerService (which holds the rules). */
@Resolver()
export class FilesResolver {
  @Allow('files.read')
  @Query(() => CompanyFilePageType, { description: "A company's files, newest first. type: GENERAL or ESSENTIAL (the file manager's tabs), or none for all." })
  async vendorFiles(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('type', () => String, { nullable: true }) type?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<CompanyFilePageType> {
    return ctx.services.fileManager.list(await ctx.getActor(), vendorId, { type, page: page ?? undefined, limit: limit ?? undefined });
  }

  @Allow('files.read')
  @Query(() => CompanyFileType)
  async companyFile(@Ctx() ctx: RequestContext, @Arg('fileId', () => ID) fileId: string): Promise<CompanyFileType> {
    return ctx.services.fileManager.get(await ctx.getActor(), fileId);
  }

  @Allow('files.read')
  @Query(() => FileViewLinkType, { description: 'A link opening one file for a few minutes; mode "view" shows it in the page, else it downloads.' })
  async fileViewLink(
    @Ctx() ctx: RequestContext,
    @Arg('fileId', () => ID) fileId: string,
    @Arg('mode', () => String, { nullable: true }) mode?: string | null,
  ): Promise<FileViewLinkType> {
    return ctx.services.fileManager.viewLink(await ctx.getActor(), fileId, mode);
  }

  @Allow('files.folders')
  @Query(() => FileFolderPageType, { description: "The admin file manager's folders: approved companies by name, 28 a page." })
  async fileFolders(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<FileFolderPageType> {
    return ctx.services.fileManager.folders(await ctx.getActor(), { search: search ?? '', page: page ?? undefined, limit: limit ?? undefined });
  }

  @Allow('files.folders')
  @Query(() => FileFolderType, { description: 'One folder of the admin file manager: an approved company.' })
  async fileFolder(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID) vendorId: string): Promise<FileFolderType> {
    return ctx.services.fileManager.folder(await ctx.getActor(), vendorId);
  }

  @Allow('files.edit')
  @Mutation(() => CompanyFileType, { description: 'Renames a file; its extension is kept.' })
  async renameFile(@Ctx() ctx: RequestContext, @Arg('fileId', () => ID) fileId: string, @Arg('newName', () => String) newName: string): Promise<CompanyFileType> {
    return ctx.services.fileManager.rename(await ctx.getActor(), fileId, newName);
  }

  @Allow('files.read')
  @Mutation(() => CompanyFileType, {
    description:
      "POST /s3files/upload's GraphQL twin: a company's new file (uploadedArea GENERAL, or ESSENTIAL for the forms' uploads) or, with fileId, a new version of that file (a new fileId; the earlier version is kept as it was). Who may depends on the area or the file's company; the checks are the REST route's.",
  })
  async uploadCompanyFile(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload) file: UploadArg,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null,
    @Arg('uploadedArea', () => String, { nullable: true }) uploadedArea?: string | null,
    @Arg('fileId', () => ID, { nullable: true }) fileId?: string | null,
    @Arg('expiresAt', () => String, { nullable: true }) expiresAt?: string | null,
  ): Promise<CompanyFileType> {
    const actor = await ctx.getActor();
    const files = ctx.services.files;
    const target = fileId ? await files.replaceTarget(actor, fileId, vendorId, expiresAt) : files.uploadTarget(actor, uploadedArea, vendorId, expiresAt);
    const stored = await files.upload(target, await resolveUpload(file));
    return ctx.services.fileManager.get(actor, stored.id);
  }

  @Allow('files.edit')
  @Mutation(() => Boolean)
  async deleteFile(@Ctx() ctx: RequestContext, @Arg('fileId', () => ID) fileId: string): Promise<boolean> {
    await ctx.services.fileManager.remove(await ctx.getActor(), fileId);
    return true;
  }

  @Allow('files.manage')
  @Mutation(() => CompanyFileType, { description: "Sets a document's expiry date (YYYY-MM-DD), or clears it with null." })
  async setFileExpiry(
    @Ctx() ctx: RequestContext,
    @Arg('fileId', () => ID) fileId: string,
    @Arg('expiresAt', () => String, { nullable: true }) expiresAt?: string | null,
  ): Promise<CompanyFileType> {
    return ctx.services.fileManager.setExpiry(await ctx.getActor(), fileId, expiresAt ?? null);
  }
}
