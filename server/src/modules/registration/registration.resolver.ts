import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access.js';
import type { RequestContext } from '../../context.js';
import {
  RegistrationEditArgs,
  RegistrationStatusEnum,
  RegistrationWriteArgs,
  SortOrderEnum,
  toRegistrationView,
  VendorRegistrationType,
  writeOf,
} from '../companies/index.js';
import { SuccessPayload } from '../auth/index.js';
import { DRAFT_LINK_SENT } from './draft-access.service.js';
import type { RegistrationStatus } from './registration-status.js';
import { RegistrationPageType } from './registration-list.types.js';
import type { RegistrationListInput, SavedRegistration } from './registration.service.js';

const DRAFT_TOKEN_DESCRIPTION =
  "The draft's secret (from the answer that created it, or the e-mailed link). Needed by an anonymous registrant continuing a draft; staff leave it out.";

/** A save of a draft: the company-form arguments plus the anonymous registrant's secret. */
@ArgsType()
class DraftWriteArgs extends RegistrationWriteArgs {
  @Field(() => String, { nullable: true, description: DRAFT_TOKEN_DESCRIPTION }) draftToken?: string | null;
}

/** The view of a save, with the new draft's secret when this save created an anonymous draft. */
function savedView(saved: SavedRegistration): VendorRegistrationType {
  return { ...toRegistrationView(saved), draftToken: saved.draftToken ?? null };
}

/** GraphQL adapter for company registration: translate, call RegistrationService, map. Rules live in the service. */
@Resolver()
export class RegistrationResolver {
  @Allow('public')
  @Query(() => VendorRegistrationType, {
    description:
      'A registration. Internal staff read any; a vendor its own company; an anonymous visitor only a DRAFT whose secret it sends as `draftToken` (otherwise UNAUTHENTICATED, the same whether or not the draft exists).',
  })
  async registration(
    @Arg('vendorId', () => ID) vendorId: string,
    @Ctx() ctx: RequestContext,
    @Arg('draftToken', () => String, { nullable: true, description: DRAFT_TOKEN_DESCRIPTION }) draftToken?: string | null,
  ): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.get(await ctx.getActor(), vendorId, draftToken));
  }

  @Allow('registration.list')
  @Query(() => RegistrationPageType, {
    description: 'Admin lists: status DRAFT (Registration in progress) or SUBMITTED (Waiting on Approval). sortField: companyName | submittedAt | createdAt.',
  })
  async registrations(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => RegistrationStatusEnum) status: RegistrationStatus,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 25 }) limit: number,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('sortField', () => String, { nullable: true }) sortField?: string | null,
    @Arg('sortOrder', () => SortOrderEnum, { nullable: true }) sortOrder?: 'ASC' | 'DESC' | null,
  ): Promise<RegistrationPageType> {
    const { registrations, totalCount } = await ctx.services.registration.list(await ctx.getActor(), {
      status,
      page,
      limit,
      search: search ?? '',
      // A free string in the schema; the service refuses a field outside its allow-list in words.
      sortField: sortField as RegistrationListInput['sortField'],
      sortOrder,
    });
    return { vendors: registrations, totalCount };
  }

  @Allow('public')
  @Mutation(() => VendorRegistrationType, {
    description:
      "Save as a draft (company name required). Creates a draft (anonymously: the answer's `draftToken` is the draft's secret, given once; it is also mailed to the primary contact as a link), or updates the draft `vendorId` (anonymously: with its `draftToken`). A stale `version` is refused with CONFLICT.",
  })
  async saveRegistrationDraft(@Args(() => DraftWriteArgs) args: DraftWriteArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    const write = { vendorId: args.vendorId, draftToken: args.draftToken, ...(await writeOf(args)) };
    return savedView(await ctx.services.registration.saveDraft(await ctx.getActor(), write));
  }

  @Allow('public')
  @Mutation(() => VendorRegistrationType, {
    description:
      "Submit the registration (every rule). Submits the draft `vendorId` when given (anonymously: with its `draftToken`; the draft's secrets end), else creates it. Anonymous allowed. Mails the vendor.",
  })
  async submitRegistration(@Args(() => DraftWriteArgs) args: DraftWriteArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    const write = { vendorId: args.vendorId, draftToken: args.draftToken, ...(await writeOf(args)) };
    return toRegistrationView(await ctx.services.registration.submit(await ctx.getActor(), write));
  }

  @Allow('public')
  @Mutation(() => Boolean, { description: 'Delete a draft: its anonymous registrant (with its `draftToken`), or PREQUAL_ADMIN / SYSTEM_ADMIN.' })
  async deleteRegistrationDraft(
    @Arg('vendorId', () => ID) vendorId: string,
    @Ctx() ctx: RequestContext,
    @Arg('draftToken', () => String, { nullable: true, description: DRAFT_TOKEN_DESCRIPTION }) draftToken?: string | null,
  ): Promise<boolean> {
    await ctx.services.registration.deleteDraft(await ctx.getActor(), vendorId, draftToken);
    return true;
  }

  @Allow('public')
  @Mutation(() => SuccessPayload, {
    description:
      '"Send me the link again" for a draft listed by verifyTaxId: mails a fresh continuation link to the draft\'s primary contact e-mail. The answer is the same whether or not the draft exists or has an e-mail. Limited per client.',
  })
  async sendDraftLink(@Arg('vendorId', () => ID) vendorId: string, @Ctx() ctx: RequestContext): Promise<SuccessPayload> {
    await ctx.services.registration.sendDraftLink(await ctx.getActor(), vendorId, { ip: ctx.ip });
    return { success: true, message: DRAFT_LINK_SENT };
  }

  @Allow('registration.review')
  @Mutation(() => VendorRegistrationType, { description: 'Edit a submitted registration in review mode (roles that may edit /admin/prequalification).' })
  async updateRegistration(@Args(() => RegistrationEditArgs) args: RegistrationEditArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.review(await ctx.getActor(), args.vendorId, await writeOf(args)));
  }

  @Allow('registration.approve')
  @Mutation(() => VendorRegistrationType, {
    description: 'Approve (creates the CRM account, mails the sign-up link) or not approve (commentText required, under 255 characters; mails the reason).',
  })
  async setRegistrationStatus(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('commentText', () => String, { nullable: true }) commentText?: string | null,
  ): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.decide(await ctx.getActor(), vendorId, { approve, commentText }));
  }
}
