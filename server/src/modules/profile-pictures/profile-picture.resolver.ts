import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import { toUserView, UserType } from '../users/index.js';

/** GraphQL twins of POST and DELETE /users/{id}/profile-picture; the picture itself is the user's `profilePic` address. */
@Resolver()
export class ProfilePictureResolver {
  @Allow('profile.update')
  @Mutation(() => UserType, {
    description: "A user's new profile picture (PNG, JPEG or WebP by its bytes, at most 5 MB): oneself, or as one who may edit the profile.",
  })
  async uploadProfilePicture(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => ID) userId: string,
    @Arg('file', () => GraphQLUpload) file: UploadArg,
  ): Promise<UserType> {
    const actor = await ctx.getActor();
    // Who may is known before the upload's bytes are read.
    await ctx.services.profilePictures.target(actor, userId);
    return toUserView(await ctx.services.profilePictures.upload(actor, userId, await resolveUpload(file)));
  }

  @Allow('profile.update')
  @Mutation(() => UserType, { description: "Removes a user's profile picture; the initials show instead." })
  async removeProfilePicture(@Ctx() ctx: RequestContext, @Arg('userId', () => ID) userId: string): Promise<UserType> {
    return toUserView(await ctx.services.profilePictures.remove(await ctx.getActor(), userId));
  }
}
