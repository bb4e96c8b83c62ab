import type { EntityManager } from '@mikro-orm/postgresql';
import type { Answers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { Readable } from 'node:stream';
import { Vendor } from '../src/modules/companies/index.js';
import { StoredFile } from '../src/modules/files/stored-file.entity.js';
import { FormTemplate, type FormCategory } from '../src/modules/forms/index.js';
import { PrequalForm } from '../src/modules/prequal/prequal-form.entity.js';
import { Prequalification } from '../src/modules/prequal/prequalification.entity.js';
import type { TestPortal } from './harness.js';
import { PDF_BYTES } from './onboarding-fixtures.js';

/** Who saved the fixture templates: a newest version of this name is the fixtures' own. */
export const FIXTURE_AUTHOR = 'prequal test fixture';

const yesNo = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/** Small templates with one field of each kind the rules care about, known to the tests. */
// The shipped categories' short test templates; a category added to the registry answers on its default template.
export const TEST_FIELDS: Record<'SAFETY' | 'SAFETY_LITE' | 'FINANCIAL' | 'LEGAL', FormField[]> = {
  SAFETY: [
    {
      slug: 'experience',
      type: 'formGroup',
      props: { title: 'Experience modification rate', viewType: 'horizontal', columns: 2, multipleDynamicInputs: false },
      children: [
        { slug: 'emr2024', type: 'inputText', props: { label: 'EMR 2024', type: 'float', minVal: 0, maxVal: 5 } },
        { slug: 'fatalities', type: 'inputText', props: { label: 'Fatalities', type: 'number', minVal: 0 } },
      ],
    },
    { slug: 'drugTesting', type: 'radio', props: { label: 'Drug testing program', options: yesNo } },
    { slug: 'safetyProgram', type: 'fileInput', props: { label: 'Written safety program', uploadedArea: 'ESSENTIAL' } },
    {
      slug: 'competentPersons',
      type: 'formGroup',
      props: { title: 'Competent persons', viewType: 'vertical', columns: 2, multipleDynamicInputs: true },
      children: [
        { slug: 'personName', type: 'inputText', props: { label: 'Name', type: 'text' } },
        { slug: 'certificate', type: 'fileInput', props: { label: 'Certificate' } },
      ],
    },
    { slug: 'osha300a', type: 'button', props: { label: 'Blank OSHA 300A form', url: 'https://www.osha.gov/recordkeeping/forms' } },
  ],
  SAFETY_LITE: [
    { slug: 'liteProgram', type: 'inputTextArea', props: { label: 'Describe your safety practices' } },
    { slug: 'liteDrugTesting', type: 'radio', props: { label: 'Drug testing program', options: yesNo } },
  ],
  FINANCIAL: [
    { slug: 'revenue2024', type: 'inputText', props: { label: 'Revenue 2024', type: 'currency', minVal: 0 } },
    { slug: 'bankName', type: 'inputText', props: { label: 'Bank reference', type: 'text' } },
  ],
  LEGAL: [
    { slug: 'litigation', type: 'radio', props: { label: 'Pending litigation', options: yesNo } },
    { slug: 'w9Confirmed', type: 'checkbox', props: { label: 'I confirm the W-9 on file is current' } },
  ],
};

/** Complete answers of the test templates; file answers name `fileId`. */
export function completeAnswers(category: FormCategory, fileId: string): Answers {
  switch (category) {
    case 'SAFETY':
      return {
        emr2024: 0.82,
        fatalities: 0,
        drugTesting: 'yes',
        safetyProgram: fileId,
        competentPersons: [{ personName: 'Dana Whitfield', certificate: fileId }],
      };
    case 'SAFETY_LITE':
      return { liteProgram: 'Weekly toolbox talks; PPE on every site.', liteDrugTesting: 'no' };
    case 'FINANCIAL':
      return { revenue2024: '12500000.00', bankName: 'Chesapeake Bank' };
    case 'LEGAL':
      return { litigation: 'no', w9Confirmed: true };
    default:
      // A category added to the registry later: none of these tests answer it.
      return {};
  }
}

/** Saves `fields` as the next version of a category, as the form builder would (directly in the database). */
export async function addTemplateVersion(em: EntityManager, category: FormCategory, fields: FormField[], createdByName = FIXTURE_AUTHOR): Promise<FormTemplate> {
  const newest = await em.findOne(FormTemplate, { category }, { orderBy: { version: 'desc' } });
  const template = em.create(FormTemplate, { category, version: (newest?.version ?? 0) + 1, fields, createdByName });
  await em.flush();
  return template;
}

/** Makes the test templates the newest version of every category (once per database). */
export async function useTestTemplates(p: TestPortal): Promise<void> {
  for (const category of Object.keys(TEST_FIELDS) as (keyof typeof TEST_FIELDS)[]) {
    const em = p.em();
    const newest = await em.findOne(FormTemplate, { category }, { orderBy: { version: 'desc' } });
    if (newest?.createdByName !== FIXTURE_AUTHOR) await addTemplateVersion(em, category, TEST_FIELDS[category]);
  }
}

/** The company as if it had never begun: no cycles, NOT_STARTED, with a number of employees (42 by default, the demo's). */
export async function resetPrequal(
  p: TestPortal,
  vendorId: string,
  patch: { noOfEmployees?: number | null; prequalStatus?: Vendor['prequalStatus'] } = {},
): Promise<void> {
  const em = p.em();
  await em.nativeDelete(Prequalification, { vendor: vendorId });
  await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'NOT_STARTED', noOfEmployees: 42, ...patch });
}

/** A fresh cycle of the company begun on the test templates; its forms (safety tab first) as the database holds them. */
export async function begunPrequal(p: TestPortal, vendorId: string): Promise<{ instance: string; forms: PrequalForm[] }> {
  await useTestTemplates(p);
  await resetPrequal(p, vendorId);
  const token = await p.tokenFor('SYSTEM_ADMIN');
  const begun = await p.rest('POST', `/vendor/begin-prequal/${vendorId}`, { token });
  if (begun.status !== 201) throw new Error(`begin-prequal failed: ${begun.status} ${JSON.stringify(begun.body)}`);
  return { instance: begun.body.instance, forms: await formsOf(p, vendorId) };
}

/** The company's newest cycle's forms, fresh from the database, in tab order. */
export async function formsOf(p: TestPortal, vendorId: string): Promise<PrequalForm[]> {
  const forms = await p
    .em()
    .find(PrequalForm, { prequalification: { vendor: vendorId } }, { populate: ['template', 'prequalification'], orderBy: { prequalification: { cycle: 'desc' } } });
  const order = ['SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'];
  return forms.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
}

/** A stored PDF of the company, as an upload would leave it; its fileId. */
export async function storedFileOf(p: TestPortal, vendorId: string, fileName = 'safety-program.pdf'): Promise<string> {
  const em = p.em();
  const { key, size } = await p.storage.put(Readable.from([Buffer.from(PDF_BYTES)]));
  const file = em.create(StoredFile, {
    vendor: vendorId,
    fileName,
    storageKey: key,
    size,
    contentType: 'application/pdf',
    uploadedArea: 'ESSENTIAL',
    uploadedBy: 'fixture',
  });
  await em.flush();
  return file.id;
}
