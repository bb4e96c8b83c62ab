import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';

/** What the screens need to know of the deployment: links in the header and the login-failure modal. Public. */
@ObjectType('PortalConfig')
export class PortalConfigType {
  @Field(() => String) supportEmail!: string;
  @Field(() => String) aboutUrl!: string;
}

@Resolver()
export class ConfigResolver {
  @Allow('public')
  @Query(() => PortalConfigType)
  portalConfig(@Ctx() ctx: RequestContext): PortalConfigType {
    return { supportEmail: ctx.config.SUPPORT_EMAIL, aboutUrl: ctx.config.ABOUT_URL };
  }
}
