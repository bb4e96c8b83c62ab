import type { FormField } from '@portal/common/forms/field-model';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';

type Category = 'SAFETY' | 'SAFETY_LITE' | 'FINANCIAL' | 'LEGAL';

export const SAFETY_FIELDS: FormField[] = [
  { slug: 'emr_2024', type: 'inputText', props: { label: 'EMR 2024', type: 'float', minVal: 0, maxVal: 5 } },
  {
    slug: 'safety_contact',
    type: 'formGroup',
    props: { title: 'Safety contact', viewType: 'horizontal', columns: 2, multipleDynamicInputs: false },
    children: [
      { slug: 'contact_name', type: 'inputText', props: { label: 'Contact name', type: 'text' } },
      { slug: 'contact_phone', type: 'inputText', props: { label: 'Contact phone', type: 'text', maxVal: 20 } },
    ],
  },
  {
    slug: 'drug_testing',
    type: 'radio',
    props: {
      label: 'Do you have a drug testing program?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
  },
];

const OTHER_FIELDS: FormField[] = [{ slug: 'question', type: 'inputTextArea', props: { label: 'Tell us more' } }];

export function templateOf(category: Category, fields: FormField[] = category === 'SAFETY' ? SAFETY_FIELDS : OTHER_FIELDS, version = 3) {
  return {
    __typename: 'FormTemplate' as const,
    id: `t-${category}-${version}`,
    category,
    version,
    fields,
    // 03:30 UTC on Mar 5 is still Mar 4 in New York.
    createdAt: '2025-03-05T03:30:00.000Z',
    createdByName: 'Pat Admin' as string | null,
  };
}

export interface FormBuilderCalls {
  templates: Category[];
  saves: { category: Category; fields: FormField[] }[];
  thresholds: number[];
}

interface Options {
  threshold?: number;
  /** A save answers this error instead of a new version. */
  saveError?: { message: string; code: string };
}

/** Answers the builder's queries and mutations with a version 3 of every template; records every call. */
export function answerFormBuilderCalls({ threshold = 11, saveError }: Options = {}): FormBuilderCalls {
  const calls: FormBuilderCalls = { templates: [], saves: [], thresholds: [] };
  const versions = new Map<Category, ReturnType<typeof templateOf>>();
  const current = (category: Category) => versions.get(category) ?? templateOf(category);
  let count = threshold;
  server.use(
    graphql.query('FormTemplate', ({ variables }) => {
      const category = variables.category as Category;
      calls.templates.push(category);
      return HttpResponse.json({ data: { formTemplate: current(category) } });
    }),
    graphql.mutation('SaveFormTemplate', ({ variables }) => {
      const category = variables.category as Category;
      const fields = variables.fields as FormField[];
      calls.saves.push({ category, fields });
      if (saveError) return HttpResponse.json({ errors: [{ message: saveError.message, extensions: { code: saveError.code } }], data: null });
      const saved = { ...templateOf(category, fields, current(category).version + 1), createdAt: '2025-06-10T14:00:00.000Z', createdByName: 'Sam Admin' };
      versions.set(category, saved);
      return HttpResponse.json({ data: { saveFormTemplate: saved } });
    }),
    graphql.query('SafetyFormEmployeeCount', () => HttpResponse.json({ data: { safetyFormEmployeeCount: count } })),
    graphql.mutation('SetSafetyFormEmployeeCount', ({ variables }) => {
      count = variables.value as number;
      calls.thresholds.push(count);
      return HttpResponse.json({ data: { setSafetyFormEmployeeCount: count } });
    }),
  );
  return calls;
}
