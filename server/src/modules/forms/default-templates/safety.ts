import type { FormField } from '@portal/common/forms/field-model';
import { checkbox, decimal, group, linkButton, multiSelect, options, radio, singleSelect, text, textArea, upload, wholeNumber, YES_NO } from './field-builders.js';

/**
 * The SAFETY questionnaire as shipped: version 1, the frozen content the migration
 * Migration20270101000001_default_form_templates inserts. Never edit it to change the questionnaire: a
 * later change is a new version saved through the form builder (/admin/pre-qual-metrics), so forms begun
 * on version 1 keep reading these questions. default-templates.test.ts pins it with a checksum.
 *
 * For companies at or above the employee threshold (safety-form-emp-count); smaller ones answer SAFETY_LITE.
 * "Year 1" is the most recent complete calendar (or policy) year, year 2 the one before, year 3 the one before that.
 */

const YEARS = [
  { n: 1, name: 'most recent year' },
  { n: 2, name: 'the year before' },
  { n: 3, name: 'two years before' },
] as const;

const oshaYear = ({ n, name }: (typeof YEARS)[number]): FormField =>
  group(`osha_300a_year_${n}`, `OSHA 300A summary, year ${n} (${name})`, { viewType: 'horizontal', columns: 3 }, [
    wholeNumber(`osha_hours_worked_year_${n}`, `Total hours worked by all employees, year ${n}`, {
      tooltip: 'OSHA 300A, "Total hours worked by all employees last year".',
    }),
    wholeNumber(`osha_recordable_cases_year_${n}`, `Total recordable cases, year ${n}`, {
      tooltip: 'OSHA 300A, the sum of columns G, H, I and J.',
    }),
    wholeNumber(`osha_days_away_cases_year_${n}`, `Cases with days away from work, year ${n}`, { tooltip: 'OSHA 300A, column H.' }),
    wholeNumber(`osha_restricted_cases_year_${n}`, `Cases with job transfer or restriction, year ${n}`, { tooltip: 'OSHA 300A, column I.' }),
    wholeNumber(`osha_fatalities_year_${n}`, `Deaths, year ${n}`, { tooltip: 'OSHA 300A, column G.' }),
  ]);

export const SAFETY_FIELDS: FormField[] = [
  group(
    'emr',
    'Experience Modification Rate (EMR)',
    {
      viewType: 'horizontal',
      columns: 3,
      tooltip: "Your workers' compensation experience modifier, from your carrier's or rating bureau's worksheet (NCCI or state).",
    },
    YEARS.map(({ n, name }) => decimal(`emr_year_${n}`, `EMR, year ${n} (${name})`, 0, 5, { tooltip: 'For example 0.85. 1.00 is the industry average.' })),
  ),
  upload('emr_letter', "Upload your insurance carrier's EMR letter or rating worksheet for the most recent year"),
  group(
    'osha_300a',
    'OSHA 300 and 300A injury and illness records',
    {
      viewType: 'vertical',
      columns: 1,
      tooltip: 'Copy the figures from your OSHA Form 300A summaries. Enter 0 where a column was zero.',
    },
    [...YEARS.map(oshaYear), linkButton('osha_forms_link', 'OSHA recordkeeping forms (300, 300A, 301)', 'https://www.osha.gov/recordkeeping/forms')],
  ),
  group(
    'trir',
    'Total Recordable Incident Rate (TRIR)',
    { viewType: 'horizontal', columns: 3, tooltip: 'Recordable cases x 200,000 / total hours worked.' },
    YEARS.map(({ n, name }) => decimal(`trir_year_${n}`, `TRIR, year ${n} (${name})`, 0, 100)),
  ),
  group(
    'dart',
    'Days Away, Restricted or Transferred rate (DART)',
    { viewType: 'horizontal', columns: 3, tooltip: '(Days-away cases + restricted or transferred cases) x 200,000 / total hours worked.' },
    YEARS.map(({ n, name }) => decimal(`dart_year_${n}`, `DART, year ${n} (${name})`, 0, 100)),
  ),
  group('safety_program', 'Safety program', { viewType: 'vertical', columns: 2 }, [
    upload('safety_program_document', 'Upload your written safety program', 'The company-wide safety and health program your field employees follow.'),
    upload(
      'safety_training_program_document',
      'Upload your safety training program',
      'New-hire orientation, toolbox talks, OSHA 10/30 and task-specific training, and how you keep records of it.',
    ),
    multiSelect(
      'safety_program_elements',
      'Which topics does your written safety program cover?',
      options([
        ['FALL_PROTECTION', 'Fall protection'],
        ['HAZARD_COMMUNICATION', 'Hazard communication'],
        ['LOCKOUT_TAGOUT', 'Lockout/tagout'],
        ['EXCAVATION', 'Excavation and trenching'],
        ['SCAFFOLDING', 'Scaffolding'],
        ['LADDERS', 'Ladders'],
        ['CONFINED_SPACE', 'Confined spaces'],
        ['SILICA', 'Respirable crystalline silica'],
        ['ELECTRICAL', 'Electrical safety'],
        ['CRANES_RIGGING', 'Cranes and rigging'],
        ['PPE', 'Personal protective equipment'],
        ['HOT_WORK', 'Hot work and fire prevention'],
        ['INCIDENT_INVESTIGATION', 'Incident reporting and investigation'],
        ['EMERGENCY_ACTION', 'Emergency action plan'],
        ['STOP_WORK', 'Stop-work authority'],
      ]),
    ),
    singleSelect(
      'toolbox_talk_frequency',
      'How often do your field crews hold toolbox talks?',
      options([
        ['DAILY', 'Daily'],
        ['WEEKLY', 'Weekly'],
        ['EVERY_TWO_WEEKS', 'Every two weeks'],
        ['MONTHLY', 'Monthly'],
        ['NOT_HELD', 'We do not hold toolbox talks'],
      ]),
    ),
    checkbox(
      'field_supervisor_training',
      'Which training do all of your field supervisors (foremen and superintendents) hold?',
      options([
        ['OSHA_30', 'OSHA 30-Hour Construction'],
        ['OSHA_10', 'OSHA 10-Hour Construction'],
        ['FIRST_AID_CPR', 'First aid, CPR and AED'],
        ['FALL_PROTECTION_COMPETENT', 'Fall protection competent person'],
        ['NONE', 'None of these'],
      ]),
    ),
  ]),
  group('drug_testing', 'Drug and alcohol testing', { viewType: 'vertical', columns: 1 }, [
    radio('drug_testing_program', 'Does your company have a drug and alcohol testing program for field employees?', YES_NO),
    textArea(
      'drug_testing_program_description',
      'Describe your drug and alcohol testing program (pre-employment, random, post-accident, reasonable suspicion), or explain why you have none',
      { maxVal: 2000 },
    ),
  ]),
  group(
    'competent_persons',
    'Competent persons',
    {
      viewType: 'horizontal',
      columns: 3,
      repeatable: true,
      tooltip: 'OSHA competent persons you assign to site work (excavation, scaffolding, fall protection...). Add one row per person and competency.',
    },
    [
      text('competent_person_name', 'Full name', { maxVal: 200 }),
      singleSelect(
        'competent_person_competency',
        'Competency',
        options([
          ['EXCAVATION', 'Excavation and trenching'],
          ['SCAFFOLDING', 'Scaffolding'],
          ['FALL_PROTECTION', 'Fall protection'],
          ['CONFINED_SPACE', 'Confined spaces'],
          ['CRANES_RIGGING', 'Cranes and rigging'],
          ['SILICA', 'Silica'],
          ['LADDERS', 'Ladders'],
          ['STEEL_ERECTION', 'Steel erection'],
          ['ELECTRICAL', 'Electrical'],
          ['OTHER', 'Other'],
        ]),
      ),
      text('competent_person_certification', 'Certification or training held (issuer and card number)', { maxVal: 300 }),
    ],
  ),
  group('safety_director', 'Safety director or safety contact', { viewType: 'horizontal', columns: 4 }, [
    text('safety_director_name', 'Full name', { maxVal: 200 }),
    text('safety_director_title', 'Job title', { maxVal: 200 }),
    text('safety_director_phone', 'Phone', { maxVal: 20, tooltip: 'For example 410-555-0123.' }),
    text('safety_director_email', 'E-mail', { maxVal: 254 }),
  ]),
  group('osha_citations', 'OSHA citations', { viewType: 'vertical', columns: 1 }, [
    radio('osha_citations_3_years', 'Has your company received any OSHA citations in the last three years?', YES_NO),
    textArea(
      'osha_citations_details',
      'For each citation give the date, the standard cited, its classification (serious, willful, repeat) and its status, or write None',
      {
        maxVal: 3000,
      },
    ),
  ]),
  checkbox(
    'safety_confirmation',
    'I confirm that the safety information above is accurate and matches our OSHA 300 and 300A records, and that we will provide those records on request.',
  ),
];
