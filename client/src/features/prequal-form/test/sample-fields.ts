import type { FormField } from '@portal/common/forms/field-model';

export const FILE_ID = '0b8f1c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b';

const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/** One field of every kind, a group and a repeatable group: a small safety form. */
export const SAMPLE_FIELDS: FormField[] = [
  { slug: 'program_name', type: 'inputText', props: { label: 'Safety program name', type: 'text', tooltip: 'As written on its cover page' } },
  { slug: 'employees', type: 'inputText', props: { label: 'Field employees', type: 'number', minVal: 1, maxVal: 5000 } },
  { slug: 'emr', type: 'inputText', props: { label: 'EMR', type: 'float', minVal: 0, maxVal: 5, defaultValue: '1.0' } },
  { slug: 'revenue', type: 'inputText', props: { label: 'Annual revenue', type: 'currency', minVal: 0 } },
  { slug: 'notes', type: 'inputTextArea', props: { label: 'Describe your safety training' } },
  { slug: 'drug_testing', type: 'radio', props: { label: 'Do you drug test?', options: YES_NO } },
  {
    slug: 'state',
    type: 'singleSelectDropdown',
    props: {
      label: 'Home state',
      options: [
        { label: 'Maryland', value: 'MD' },
        { label: 'Virginia', value: 'VA' },
      ],
    },
  },
  {
    slug: 'sectors',
    type: 'multiSelectDropdown',
    props: {
      label: 'Sectors',
      options: [
        { label: 'Healthcare', value: 'health' },
        { label: 'Education', value: 'edu' },
      ],
    },
  },
  {
    slug: 'trainings',
    type: 'checkbox',
    props: {
      label: 'Trainings held',
      options: [
        { label: 'OSHA 10', value: 'osha10' },
        { label: 'OSHA 30', value: 'osha30' },
      ],
    },
  },
  { slug: 'confirm', type: 'checkbox', props: { label: 'I confirm these answers are true' } },
  { slug: 'program_file', type: 'fileInput', props: { label: 'Written safety program' } },
  { slug: 'osha_link', type: 'button', props: { label: 'Blank OSHA 300A form', url: 'https://www.osha.gov/recordkeeping/forms' } },
  {
    slug: 'history',
    type: 'formGroup',
    props: { title: 'Incident history', viewType: 'horizontal', columns: 3, multipleDynamicInputs: false },
    children: [
      { slug: 'trir_2024', type: 'inputText', props: { label: 'TRIR 2024', type: 'float', minVal: 0 } },
      { slug: 'trir_2025', type: 'inputText', props: { label: 'TRIR 2025', type: 'float', minVal: 0 } },
    ],
  },
  {
    slug: 'licences',
    type: 'formGroup',
    props: { title: 'State licences', viewType: 'vertical', columns: 2, multipleDynamicInputs: true },
    children: [
      { slug: 'licence_state', type: 'inputText', props: { label: 'Licence state', type: 'text' } },
      { slug: 'licence_number', type: 'inputText', props: { label: 'Licence number', type: 'text' } },
    ],
  },
];

/** Every field of SAMPLE_FIELDS answered. */
export const SAMPLE_ANSWERS = {
  program_name: 'Safe Start',
  employees: 40,
  emr: 0.85,
  revenue: '1250000.50',
  notes: 'Weekly toolbox talks',
  drug_testing: 'yes',
  state: 'MD',
  sectors: ['health'],
  trainings: ['osha10'],
  confirm: true,
  program_file: FILE_ID,
  trir_2024: 1.1,
  trir_2025: 0.9,
  licences: [{ licence_state: 'MD', licence_number: 'MHIC-1' }],
};
