import type { FormField } from '@portal/common/forms/field-model';
import { checkbox, decimal, group, radio, text, textArea, upload, wholeNumber, YES_NO } from './field-builders.js';

/**
 * The SAFETY_LITE questionnaire as shipped: version 1, the frozen content the migration
 * Migration20270101000001_default_form_templates inserts. Never edit it to change the questionnaire: a
 * later change is a new version saved through the form builder, so forms begun on version 1 keep reading
 * these questions. default-templates.test.ts pins it with a checksum.
 *
 * For companies with fewer employees than the threshold (safety-form-emp-count, 11 by default): employers
 * of ten or fewer are partly exempt from OSHA 300 record keeping, so this asks for totals instead of the
 * OSHA 300A figures year by year.
 */
export const SAFETY_LITE_FIELDS: FormField[] = [
  decimal('emr_year_1', 'What is your Experience Modification Rate (EMR) for the most recent policy year?', 0, 5, {
    tooltip: "From your workers' compensation carrier's rating worksheet; for example 0.85. Enter 1.00 if you have no rating yet.",
  }),
  upload('safety_program_document', 'Upload your written safety program', 'Your company safety policy and the rules your crews follow on site.'),
  textArea('safety_training_description', 'How do you train new field employees on safety before they start work?', { maxVal: 2000 }),
  group('safety_contact', 'Safety contact', { viewType: 'horizontal', columns: 3 }, [
    text('safety_contact_name', 'Full name', { maxVal: 200 }),
    text('safety_contact_phone', 'Phone', { maxVal: 20, tooltip: 'For example 410-555-0123.' }),
    text('safety_contact_email', 'E-mail', { maxVal: 254 }),
  ]),
  group('incidents_3_years', 'Injuries and illnesses in the last three years', { viewType: 'horizontal', columns: 2 }, [
    wholeNumber('fatalities_3_years', 'How many work-related deaths has your company had in the last three years?'),
    wholeNumber('recordable_cases_3_years', 'How many OSHA-recordable injuries or illnesses has your company had in the last three years?', {
      tooltip: 'Injuries or illnesses that needed medical treatment beyond first aid, days away, restricted work or a job transfer.',
    }),
  ]),
  radio('drug_testing_program', 'Does your company have a drug and alcohol testing program for field employees?', YES_NO),
  radio('osha_citations_3_years', 'Has your company received any OSHA citations in the last three years?', YES_NO),
  radio('osha_10_all_field_employees', 'Have all of your field employees completed OSHA 10-Hour Construction training?', YES_NO),
  checkbox(
    'safety_lite_confirmation',
    'I confirm that the safety information above is accurate and complete, and that we will provide our injury and illness records on request.',
  ),
];
