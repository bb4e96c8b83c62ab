import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FormField } from '@portal/common/forms/field-model';
import { FormCategoryEnum } from './form-category.enum.js';
import type { FormCategory } from './form-categories.js';
import type { FormTemplate } from './form-template.entity.js';

@ObjectType('FormTemplate', { description: "One immutable version of a category's questionnaire." })
export class FormTemplateType {
  @Field(() => ID) id!: string;
  @Field(() => FormCategoryEnum) category!: FormCategory;
  @Field(() => Int, { description: '1, 2, 3... per category; saving in the form builder adds the next.' }) version!: number;
  @Field(() => GraphQLJSON, { description: 'The field tree (common/forms/field-model.ts): slug, type, props, children.' }) fields!: FormField[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { nullable: true, description: "Who saved it ('Portal defaults' for the shipped version 1)." }) createdByName!: string | null;
}

export function toFormTemplateView(t: FormTemplate): FormTemplateType {
  return { id: t.id, category: t.category, version: t.version, fields: t.fields, createdAt: t.createdAt, createdByName: t.createdByName ?? null };
}

/** GET /get-form and POST /create-form: the specification's shape. */
export function toFormTemplateRest(t: FormTemplate) {
  return {
    template: { id: t.id, category: t.category, version: t.version, createdAt: t.createdAt.toISOString(), createdByName: t.createdByName ?? null },
    fields: { fields: t.fields },
  };
}
