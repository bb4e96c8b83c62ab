import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Allow } from '../../graphql/access.js';
import { FormCategoryEnum } from './form-category.enum.js';
import type { FormCategory } from './form-categories.js';
import { FormTemplateType, toFormTemplateView } from './forms.types.js';

/** GraphQL adapter for the form builder: templates and the Safety Lite threshold. Rules live in FormsService. */
@Resolver()
export class FormsResolver {
  @Allow('forms.read')
  @Query(() => FormTemplateType, { description: "The newest version of a category's questionnaire, or the version asked for." })
  async formTemplate(
    @Arg('category', () => FormCategoryEnum) category: FormCategory,
    @Ctx() ctx: RequestContext,
    @Arg('version', () => Int, { nullable: true }) version?: number | null,
  ): Promise<FormTemplateType> {
    return toFormTemplateView(await ctx.services.forms.template(await ctx.getActor(), category, version));
  }

  @Allow('forms.edit')
  @Mutation(() => FormTemplateType, { description: 'Saves the fields as the next version of the category; forms begun earlier keep their version.' })
  async saveFormTemplate(
    @Arg('category', () => FormCategoryEnum) category: FormCategory,
    @Arg('fields', () => GraphQLJSON) fields: unknown,
    @Ctx() ctx: RequestContext,
  ): Promise<FormTemplateType> {
    return toFormTemplateView(await ctx.services.forms.saveTemplate(await ctx.getActor(), category, fields));
  }

  @Allow('forms.read')
  @Query(() => Int, { description: 'safety-form-emp-count: a company with fewer employees answers the Safety Lite form.' })
  async safetyFormEmployeeCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.forms.employeeCount(await ctx.getActor());
  }

  @Allow('forms.edit')
  @Mutation(() => Int, { description: 'Sets the Safety Lite employee threshold (at least 1).' })
  async setSafetyFormEmployeeCount(@Arg('value', () => Int) value: number, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.forms.setEmployeeCount(await ctx.getActor(), value);
  }
}
