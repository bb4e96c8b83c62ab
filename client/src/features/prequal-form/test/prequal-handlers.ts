import type { FormField } from '@portal/common/forms/field-model';
import { withAnswers } from '@portal/common/forms/answers';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';

export const INSTANCE = '2027-01';

export const SAFETY_FIELDS: FormField[] = [
  { slug: 'emr_2026', type: 'inputText', props: { label: 'EMR 2026', type: 'float', minVal: 0, maxVal: 5 } },
  {
    slug: 'written_program',
    type: 'radio',
    props: {
      label: 'Written safety program?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
  },
];
export const FINANCIAL_FIELDS: FormField[] = [
  { slug: 'revenue_2026', type: 'inputText', props: { label: 'Revenue 2026', type: 'currency', minVal: 0 } },
  { slug: 'bonding_company', type: 'inputText', props: { label: 'Bonding company', type: 'text' } },
];
export const LEGAL_FIELDS: FormField[] = [{ slug: 'w9_confirm', type: 'checkbox', props: { label: 'Our W-9 is current' } }];

type Category = 'SAFETY' | 'SAFETY_LITE' | 'FINANCIAL' | 'LEGAL';

export interface FormState {
  category: Category;
  status: 'DRAFT' | 'IN_PROGRESS' | 'SUBMIT';
  version: number;
  answers: Record<string, unknown>;
  /** Questions returned for correction: [{ path, note }]. */
  flags?: { path: string; note: string }[];
}

const TEMPLATES: Record<Category, FormField[]> = { SAFETY: SAFETY_FIELDS, SAFETY_LITE: SAFETY_FIELDS, FINANCIAL: FINANCIAL_FIELDS, LEGAL: LEGAL_FIELDS };

export function formView(form: FormState) {
  return {
    __typename: 'PrequalForm' as const,
    id: `form-${form.category}`,
    category: form.category,
    status: form.status,
    instance: INSTANCE,
    version: form.version,
    templateVersion: 1,
    fields: withAnswers(TEMPLATES[form.category], form.answers),
    updatedAt: '2027-01-05T12:00:00.000Z',
    flags: (form.flags ?? []).map((f) => ({ __typename: 'PrequalFlag' as const, ...f })),
  };
}

export interface ServerState {
  prequalStatus: string;
  editable: boolean;
  forms: FormState[];
  /** The comment of the return that brought the forms back, if any. */
  returnComment?: string;
}

export function newServerState(overrides: Partial<ServerState> = {}): ServerState {
  return {
    prequalStatus: 'IN_PROGRESS',
    editable: true,
    forms: [
      { category: 'SAFETY', status: 'DRAFT', version: 1, answers: {} },
      { category: 'FINANCIAL', status: 'DRAFT', version: 1, answers: {} },
      { category: 'LEGAL', status: 'DRAFT', version: 1, answers: {} },
    ],
    ...overrides,
  };
}

export function setView(state: ServerState) {
  return {
    __typename: 'PrequalFormSet' as const,
    vendorId: 'v-1',
    instance: INSTANCE,
    prequalStatus: state.prequalStatus,
    editable: state.editable,
    forms: state.forms.map(formView),
    returned: state.returnComment ? { __typename: 'PrequalReturnNotice' as const, comment: state.returnComment } : null,
  };
}

interface SaveVariables {
  instance: string;
  form: { category: Category; answers: Record<string, unknown>; version: number };
}
interface SubmitVariables {
  instance: string;
  forms: SaveVariables['form'][];
}

const STALE = 'This form was changed in another tab or by someone else. Reload it to see the latest answers.';

/**
 * A small in-memory server for the three forms: loads answer the state, saves and submits change it
 * and check versions as the real one does (a stale version is a CONFLICT).
 */
export function serveForms(state: ServerState | null) {
  const saves: SaveVariables[] = [];
  const submits: SubmitVariables[] = [];
  let loads = 0;
  server.use(
    graphql.query('PrequalForms', () => {
      loads += 1;
      return HttpResponse.json({ data: { prequalForms: state ? setView(state) : null } });
    }),
    graphql.mutation<Record<string, unknown>, SaveVariables>('SavePrequalForm', ({ variables }) => {
      saves.push(variables);
      const form = state?.forms.find((f) => f.category === variables.form.category);
      if (!state || !form) return HttpResponse.json({ data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
      if (form.version !== variables.form.version) {
        return HttpResponse.json({ data: null, errors: [{ message: STALE, extensions: { code: 'CONFLICT', fieldErrors: { version: STALE } } }] });
      }
      form.answers = variables.form.answers;
      form.version += 1;
      form.status = 'IN_PROGRESS';
      return HttpResponse.json({ data: { savePrequalForm: formView(form) } });
    }),
    graphql.mutation<Record<string, unknown>, SubmitVariables>('SubmitPrequalForms', ({ variables }) => {
      submits.push(variables);
      if (!state) return HttpResponse.json({ data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
      for (const sent of variables.forms) {
        const form = state.forms.find((f) => f.category === sent.category)!;
        form.answers = sent.answers;
        form.version += 1;
        form.status = 'SUBMIT';
      }
      state.prequalStatus = 'ADMIN_REVIEW_PENDING';
      state.editable = false;
      return HttpResponse.json({ data: { submitPrequalForms: setView(state) } });
    }),
  );
  return {
    saves,
    submits,
    get loads() {
      return loads;
    },
  };
}
