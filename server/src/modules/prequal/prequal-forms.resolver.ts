import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { PrequalFormAnswersInput, PrequalFormSetType, PrequalFormType, toPrequalFormSetView, toPrequalFormView } from './prequal-forms.types.js';

/** GraphQL adapter for the vendor's prequalification forms: translate, call the service, map. Rules live in the services. */
@Resolver()
export class PrequalFormsResolver {
  @Allow('prequal.read')
  @Query(() => PrequalFormSetType, {
    nullable: true,
    description:
      "A cycle's three forms. vendorId defaults to the caller's company (staff name one); instance to the newest cycle. NOT_FOUND when the company has begun none.",
  })
  async prequalForms(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null,
    @Arg('instance', () => String, { nullable: true }) instance?: string | null,
  ): Promise<PrequalFormSetType> {
    return toPrequalFormSetView(await ctx.services.prequalForms.formSet(await ctx.getActor(), { vendorId, instance }));
  }

  @Allow('prequal.begin')
  @Mutation(() => PrequalFormSetType, {
    description:
      'Begin prequalification: a new cycle with three DRAFT forms on the newest templates; the company moves to IN_PROGRESS. Without a number of employees: BAD_USER_INPUT with extensions.type NoEmployeesFoundException.',
  })
  async beginPrequal(@Ctx() ctx: RequestContext, @Arg('vendorId', () => ID, { nullable: true }) vendorId?: string | null): Promise<PrequalFormSetType> {
    return toPrequalFormSetView(await ctx.services.beginPrequal.begin(await ctx.getActor(), vendorId));
  }

  // The gate lets the company's admin and the prequalification editors through; the service insists on
  // prequal.answer (the company's admin, its own company) or prequal.review (staff on the vendor's behalf).
  @Allow('prequal.fill')
  @Mutation(() => PrequalFormType, {
    description:
      'Save one form as a draft (the company admin, or staff with prequal.review on its behalf): answers may be incomplete, never ill-typed (BAD_USER_INPUT with fieldErrors by path). A stale version is a CONFLICT.',
  })
  async savePrequalForm(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId: string | null | undefined,
    @Arg('instance', () => String) instance: string,
    @Arg('form', () => PrequalFormAnswersInput) form: PrequalFormAnswersInput,
  ): Promise<PrequalFormType> {
    return toPrequalFormView(await ctx.services.prequalForms.save(await ctx.getActor(), { vendorId, instance, form: { ...form }, mode: 'draft' }));
  }

  @Allow('prequal.departmentDecide')
  @Mutation(() => PrequalFormType, {
    description:
      'The department review\'s Save of one form ("Save submits the current form"): the corrected answers of a department that has not decided, checked complete; the form stays submitted. CONFLICT when the company is not in department review or the department has decided, or on a stale version.',
  })
  async saveDepartmentForm(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('instance', () => String) instance: string,
    @Arg('form', () => PrequalFormAnswersInput) form: PrequalFormAnswersInput,
  ): Promise<PrequalFormType> {
    return toPrequalFormView(await ctx.services.prequalForms.saveInDepartmentReview(await ctx.getActor(), { vendorId, instance, form: { ...form } }));
  }

  // As savePrequalForm: the service checks prequal.answer or, for staff, prequal.review.
  @Allow('prequal.fill')
  @Mutation(() => PrequalFormSetType, {
    description:
      'Submit the three forms at once (the company admin, or staff with prequal.review on its behalf), all or nothing; every field is required. Errors of every form together: fieldErrors keyed CATEGORY:path (e.g. FINANCIAL:revenue2024). The company moves to ADMIN_REVIEW_PENDING.',
  })
  async submitPrequalForms(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID, { nullable: true }) vendorId: string | null | undefined,
    @Arg('instance', () => String) instance: string,
    @Arg('forms', () => [PrequalFormAnswersInput]) forms: PrequalFormAnswersInput[],
  ): Promise<PrequalFormSetType> {
    return toPrequalFormSetView(await ctx.services.prequalForms.submitAll(await ctx.getActor(), { vendorId, instance, forms: forms.map((f) => ({ ...f })) }));
  }
}
