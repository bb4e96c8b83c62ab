import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import type { RegistrationUploads } from './registration.service.js';
import type { RegistrationStatus } from './registration-status.js';
import { RegistrationInput, RegistrationPageType, RegistrationStatusEnum, SortOrderEnum, toRegistrationView, VendorRegistrationType } from './registration.types.js';

/** The arguments of a save or submit: the draft to continue (optional), the form, its documents. */
@ArgsType()
class RegistrationWriteArgs {
  @Field(() => ID, { nullable: true }) vendorId?: string | null;
  @Field(() => RegistrationInput) input!: RegistrationInput;
  @Field(() => GraphQLUpload, { nullable: true }) w9File?: UploadArg;
  @Field(() => GraphQLUpload, { nullable: true }) generalContractReferencesDocument?: UploadArg;
}

/** The arguments of an edit of an existing registration: the same, with the vendor required. */
@ArgsType()
class RegistrationEditArgs extends RegistrationWriteArgs {
  @Field(() => ID) declare vendorId: string;
}

async function writeOf(args: RegistrationWriteArgs): Promise<{ input: Record<string, unknown>; uploads: RegistrationUploads }> {
  return {
    input: { ...args.input },
    uploads: { w9File: await resolveUpload(args.w9File), generalContractReferencesDocument: await resolveUpload(args.generalContractReferencesDocument) },
  };
}

/** GraphQL adapter for company registration: translate, call RegistrationService, map. Rules live in the service. */
@Resolver()
export class RegistrationResolver {
  @Query(() => VendorRegistrationType, {
    description: 'A registration. Internal staff read any; a vendor its own company; an anonymous visitor only a DRAFT (continuing it after tax-ID verification).',
  })
  async registration(@Arg('vendorId', () => ID) vendorId: string, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.get(await ctx.getActor(), vendorId));
  }

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
    @Arg('sortOrder', () => SortOrderEnum, { nullable: true }) sortOrder?: string | null,
  ): Promise<RegistrationPageType> {
    const { registrations, totalCount } = await ctx.services.registration.list(await ctx.getActor(), {
      status,
      page,
      limit,
      search: search ?? '',
      sortField,
      sortOrder,
    });
    return { vendors: registrations.map(toRegistrationView), totalCount };
  }

  @Mutation(() => VendorRegistrationType, {
    description: 'Save as a draft (company name required). Creates a draft, or updates the draft `vendorId`. Anonymous allowed.',
  })
  async saveRegistrationDraft(@Args(() => RegistrationWriteArgs) args: RegistrationWriteArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.saveDraft(await ctx.getActor(), { vendorId: args.vendorId, ...(await writeOf(args)) }));
  }

  @Mutation(() => VendorRegistrationType, {
    description: 'Submit the registration (every rule). Submits the draft `vendorId` when given, else creates it. Anonymous allowed. Mails the vendor.',
  })
  async submitRegistration(@Args(() => RegistrationWriteArgs) args: RegistrationWriteArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.submit(await ctx.getActor(), { vendorId: args.vendorId, ...(await writeOf(args)) }));
  }

  @Mutation(() => Boolean, { description: 'Delete a draft: the anonymous registrant of the draft, or PREQUAL_ADMIN / SYSTEM_ADMIN.' })
  async deleteRegistrationDraft(@Arg('vendorId', () => ID) vendorId: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.registration.deleteDraft(await ctx.getActor(), vendorId);
    return true;
  }

  @Mutation(() => VendorRegistrationType, { description: 'Edit a submitted registration in review mode (roles that may edit /admin/prequalification).' })
  async updateRegistration(@Args(() => RegistrationEditArgs) args: RegistrationEditArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.review(await ctx.getActor(), args.vendorId, await writeOf(args)));
  }

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

  @Mutation(() => VendorRegistrationType, {
    description:
      'General info (source=generalInfo): relaxed validation; taxId and companyName cannot change. VENDOR_ADMIN of the company, or internal roles that may edit company detail.',
  })
  async updateGeneralInfo(@Args(() => RegistrationEditArgs) args: RegistrationEditArgs, @Ctx() ctx: RequestContext): Promise<VendorRegistrationType> {
    return toRegistrationView(await ctx.services.registration.updateGeneralInfo(await ctx.getActor(), args.vendorId, await writeOf(args)));
  }
}
