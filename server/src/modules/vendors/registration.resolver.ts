import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../graphql/upload.js';
import type { RegistrationUploads } from './registration.service.js';
import type { RegistrationStatus } from './registration-status.js';
import { RegistrationInput, RegistrationPageType, RegistrationStatusEnum, SortOrderEnum, toRegistrationView, VendorRegistrationType } from './registration.types.js';

async function uploadsOf(w9File: UploadArg, generalContractReferencesDocument: UploadArg): Promise<RegistrationUploads> {
  return { w9File: await resolveUpload(w9File), generalContractReferencesDocument: await resolveUpload(generalContractReferencesDocument) };
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
  async saveRegistrationDraft(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegistrationInput) input: RegistrationInput,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null,
    @Arg('w9File', () => GraphQLUpload, { nullable: true }) w9File?: UploadArg,
    @Arg('generalContractReferencesDocument', () => GraphQLUpload, { nullable: true }) references?: UploadArg,
  ): Promise<VendorRegistrationType> {
    const uploads = await uploadsOf(w9File, references);
    return toRegistrationView(await ctx.services.registration.saveDraft(await ctx.getActor(), { vendorId, input: { ...input }, uploads }));
  }

  @Mutation(() => VendorRegistrationType, {
    description: 'Submit the registration (every rule). Submits the draft `vendorId` when given, else creates it. Anonymous allowed. Mails the vendor.',
  })
  async submitRegistration(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegistrationInput) input: RegistrationInput,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null,
    @Arg('w9File', () => GraphQLUpload, { nullable: true }) w9File?: UploadArg,
    @Arg('generalContractReferencesDocument', () => GraphQLUpload, { nullable: true }) references?: UploadArg,
  ): Promise<VendorRegistrationType> {
    const uploads = await uploadsOf(w9File, references);
    return toRegistrationView(await ctx.services.registration.submit(await ctx.getActor(), { vendorId, input: { ...input }, uploads }));
  }

  @Mutation(() => Boolean, { description: 'Delete a draft: the anonymous registrant of the draft, or PREQUAL_ADMIN / SYSTEM_ADMIN.' })
  async deleteRegistrationDraft(@Arg('vendorId', () => ID) vendorId: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.registration.deleteDraft(await ctx.getActor(), vendorId);
    return true;
  }

  @Mutation(() => VendorRegistrationType, { description: 'Edit a submitted registration in review mode (roles that may edit /admin/prequalification).' })
  async updateRegistration(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => RegistrationInput) input: RegistrationInput,
    @Arg('w9File', () => GraphQLUpload, { nullable: true }) w9File?: UploadArg,
    @Arg('generalContractReferencesDocument', () => GraphQLUpload, { nullable: true }) references?: UploadArg,
  ): Promise<VendorRegistrationType> {
    const uploads = await uploadsOf(w9File, references);
    return toRegistrationView(await ctx.services.registration.review(await ctx.getActor(), vendorId, { input: { ...input }, uploads }));
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
  async updateGeneralInfo(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => RegistrationInput) input: RegistrationInput,
    @Arg('w9File', () => GraphQLUpload, { nullable: true }) w9File?: UploadArg,
    @Arg('generalContractReferencesDocument', () => GraphQLUpload, { nullable: true }) references?: UploadArg,
  ): Promise<VendorRegistrationType> {
    const uploads = await uploadsOf(w9File, references);
    return toRegistrationView(await ctx.services.registration.updateGeneralInfo(await ctx.getActor(), vendorId, { input: { ...input }, uploads }));
  }
}
