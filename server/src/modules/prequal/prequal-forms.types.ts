import type { FormField } from '@portal/common/forms/field-model';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { FormCategoryEnum, type FormCategory } from '../forms/index.js';
import { PREQUAL_FORM_STATUSES, type PrequalForm, type PrequalFormStatus } from './prequal-form.entity.js';
import { filledFields, type PrequalFormSet, type ReturnNotice } from './prequal-form-set.js';
import type { FormAnswersInput } from './prequal-forms.service.js';

export const PrequalFormStatusEnum = asEnum(PREQUAL_FORM_STATUSES);
registerEnumType(PrequalFormStatusEnum, { name: 'PrequalFormStatus' });

/** A question the admin review returned for correction, with the reviewer's note. */
@ObjectType('PrequalFlag')
export class PrequalFlagType {
  @Field(() => String, { description: "The answer's path: a slug, or group.row.slug." }) path!: string;
  @Field(() => String) note!: string;
}

/** One of a cycle's forms: the template version it began on, filled with its answers. */
@ObjectType('PrequalForm')
export class PrequalFormType {
  @Field(() => ID) id!: string;
  @Field(() => FormCategoryEnum, { description: "The template's category: SAFETY or SAFETY_LITE for the safety tab, FINANCIAL, LEGAL." })
  category!: FormCategory;
  @Field(() => PrequalFormStatusEnum) status!: PrequalFormStatus;
  @Field(() => String, { description: 'The cycle, a year-month such as 2027-01.' }) instance!: string;
  @Field(() => Int, { description: 'The form row version; a save sends it back and is refused (CONFLICT) when it is stale.' })
  version!: number;
  @Field(() => Int, { description: 'The template version the form began on (forever).' }) templateVersion!: number;
  @Field(() => GraphQLJSON, { description: "That template version's field tree, each answer in its field's userInput." })
  fields!: FormField[];
  @Field(() => Date) updatedAt!: Date;
  @Field(() => [PrequalFlagType], { description: 'Questions returned for correction by the admin review (until the next approval).' })
  flags!: PrequalFlagType[];
  @Field(() => Boolean, {
    description: "The caller may not read this form's answers (prequal.financials.read for the financial form): fields carry no answers, flags are empty.",
  })
  answersHidden!: boolean;
}

/** A question returned for correction, as the vendor's overview lists it. */
@ObjectType('PrequalReturnedQuestion')
export class PrequalReturnedQuestionType {
  @Field(() => String, { description: 'The tab it is on: SAFETY, FINANCIAL or LEGAL.' }) tab!: string;
  @Field(() => String, { description: "The tab's name in words (Safety, Financial, Legal)." }) form!: string;
  @Field(() => String, { description: "The question's label (a repeatable group's with its row)." }) question!: string;
  @Field(() => String, { description: "The answer's path: a slug, or group.row.slug." }) path!: string;
  @Field(() => String, { description: "The reviewer's note on it." }) note!: string;
}

/** Why the forms came back to the vendor. */
@ObjectType('PrequalReturnNotice')
export class PrequalReturnNoticeType {
  @Field(() => String, { description: "The reviewer's comment on the return." }) comment!: string;
  @Field(() => [PrequalReturnedQuestionType], { description: 'The flagged questions, in tab order (none for a return without flags).' })
  questions!: PrequalReturnedQuestionType[];
}

@ObjectType('PrequalFormSet')
export class PrequalFormSetType {
  @Field(() => ID) vendorId!: string;
  @Field(() => String) instance!: string;
  @Field(() => String, { description: "The cycle's prequalification status (the company's, for its newest cycle)." }) prequalStatus!: string;
  @Field(() => Boolean, { description: 'The caller may answer now: VENDOR_ADMIN of the company, the cycle in progress, a form not yet submitted.' })
  editable!: boolean;
  @Field(() => [PrequalFormType], { description: 'Safety (or safety lite), financial, legal, in that order.' })
  forms!: PrequalFormType[];
  @Field(() => PrequalReturnNoticeType, {
    nullable: true,
    description: "While the forms are back with the vendor after a return: the reviewer's comment and the flagged questions; null otherwise.",
  })
  returned!: PrequalReturnNoticeType | null;
}

/** One form's answers as a save or a submit sends them. */
@InputType('PrequalFormAnswersInput')
export class PrequalFormAnswersInput implements FormAnswersInput {
  @Field(() => FormCategoryEnum, { description: "The form's category; SAFETY and SAFETY_LITE both name the safety tab's form." })
  category!: FormCategory;
  @Field(() => GraphQLJSON, { description: 'The answers by field slug (see common/src/forms/answers.ts for each type).' })
  answers!: unknown;
  @Field(() => Int, { description: 'The version the form was loaded at.' }) version!: number;
}

export function toPrequalFormView(form: PrequalForm, answersHidden = false): PrequalFormType {
  return {
    id: form.id,
    category: form.category,
    status: form.status,
    instance: form.prequalification.cycle,
    version: form.version,
    templateVersion: form.template.version,
    fields: filledFields(form, answersHidden),
    updatedAt: form.updatedAt,
    flags: answersHidden ? [] : (form.flags ?? []),
    answersHidden,
  };
}

export function toPrequalFormSetView({ answersHidden, ...set }: PrequalFormSet): PrequalFormSetType {
  return { ...set, forms: set.forms.map((f) => toPrequalFormView(f, answersHidden.includes(f.category))) };
}

/** GET and POST /vendor/prequal: `{ id, status, instance, version, template: { category, version }, fields, flags }` (flags: questions returned for correction). */
export function toRestFormView(form: PrequalForm) {
  return {
    id: form.id,
    status: form.status,
    instance: form.prequalification.cycle,
    version: form.version,
    template: { category: form.template.category, version: form.template.version },
    fields: filledFields(form),
    flags: form.flags ?? [],
  };
}

/**
 * GET /vendor/prequal: the form's view and `returned`, the cycle's return notice under the GraphQL type's names
 * (PrequalReturnNotice: comment, questions { tab form question path note }), null unless the forms are back with the vendor.
 */
export function toRestFormWithNotice({ form, returned }: { form: PrequalForm; returned: ReturnNotice | null }) {
  return { ...toRestFormView(form), returned };
}

/** POST /vendor/begin-prequal/{id}: `{ instance, prequalStatus, forms: [{ id, status, template: { category, version } }] }`. */
export function toRestBegunView(set: PrequalFormSet) {
  return {
    instance: set.instance,
    prequalStatus: set.prequalStatus,
    forms: set.forms.map((f) => ({ id: f.id, status: f.status, template: { category: f.template.category, version: f.template.version } })),
  };
}
