import { Field, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { operation } from '../../operations/operation.js';

/** What the screens need to know of the deployment: links in the header and the login-failure modal. Public. */
@ObjectType('PortalConfig')
export class PortalConfigType {
  @Field(() => String) supportEmail!: string;
  @Field(() => String) aboutUrl!: string;
  @Field(() => String, { nullable: true, description: "The single sign-on button's words; null when single sign-on is off." })
  ssoLabel!: string | null;
}

export const configOperations = {
  portalConfig: operation({
    access: 'public',
    description: 'The support e-mail and the About link of this deployment.',
    input: z.object({}),
    run: async ({ ctx }) => ({
      supportEmail: ctx.config.SUPPORT_EMAIL,
      aboutUrl: ctx.config.ABOUT_URL,
      ssoLabel: ctx.config.OIDC_ISSUER && ctx.config.OIDC_CLIENT_ID ? ctx.config.OIDC_LABEL : null,
    }),
    // The schema has always printed this field without a description.
    graphql: { kind: 'query', returns: () => PortalConfigType, args: {}, description: null },
  }),
};
