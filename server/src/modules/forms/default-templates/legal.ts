import type { FormField } from '@portal/common/forms/field-model';
import { checkbox, decimal, group, multiSelect, options, radio, singleSelect, text, textArea, US_STATES, YES_NO } from './field-builders.js';

/**
 * The LEGAL questionnaire as shipped: version 1, the frozen content the migration
 * Migration20270101000001_default_form_templates inserts. Never edit it to change the questionnaire: a
 * later change is a new version saved through the form builder, so forms begun on version 1 keep reading
 * these questions. default-templates.test.ts pins it with a checksum.
 *
 * Every question is mandatory (the specification: "All mandatory"), so a details box asks for "None" when
 * there is nothing to tell.
 */

const yesNoWithDetails = (slug: string, title: string, question: string, details: string): FormField =>
  group(slug, title, { viewType: 'vertical', columns: 1 }, [radio(`${slug}_answer`, question, YES_NO), textArea(`${slug}_details`, details, { maxVal: 3000 })]);

export const LEGAL_FIELDS: FormField[] = [
  yesNoWithDetails(
    'litigation_5_years',
    'Litigation',
    'In the last five years, has your company been a party to any lawsuit, arbitration or mediation arising from its work?',
    'For each matter give the parties, the project, the amount in dispute and the outcome or status, or write None',
  ),
  yesNoWithDetails(
    'liens_5_years',
    'Liens and payment claims',
    'In the last five years, has a lien or payment bond claim been filed against a project because of your company, or against your company?',
    'For each lien or claim give the project, the claimant, the amount and whether it was released, or write None',
  ),
  yesNoWithDetails(
    'osha_willful_repeat_5_years',
    'OSHA enforcement',
    'In the last five years, has your company been cited by OSHA for a willful or repeat violation, or had a citation involving a fatality?',
    'For each citation give the inspection number, the date, the standard cited and its status, or write None',
  ),
  yesNoWithDetails(
    'debarment',
    'Debarment and suspension',
    'Is your company, or any of its owners or officers, currently debarred, suspended or proposed for debarment by any federal, state or local agency?',
    'Give the agency, the dates and the reason, or write None',
  ),
  yesNoWithDetails(
    'bankruptcy_7_years',
    'Bankruptcy and default',
    'In the last seven years, has your company or a predecessor filed for bankruptcy, or had a surety complete or pay for its work?',
    'Give the dates and circumstances, or write None',
  ),
  group(
    'licenses',
    'Contractor licenses by state',
    {
      viewType: 'horizontal',
      columns: 4,
      repeatable: true,
      tooltip: 'One row per state license your company holds for the trades it performs (for example a Maryland HVACR contractor license).',
    },
    [
      singleSelect('license_state', 'State', US_STATES),
      text('license_type', 'License type or classification', { maxVal: 200 }),
      text('license_number', 'License number', { maxVal: 100 }),
      text('license_expiry', 'Expiration date (MM/DD/YYYY)', { minVal: 10, maxVal: 10, tooltip: 'For example 06/30/2027.' }),
    ],
  ),
  singleSelect(
    'ownership_type',
    'How is your company organized?',
    options([
      ['SOLE_PROPRIETOR', 'Sole proprietor'],
      ['PARTNERSHIP', 'Partnership'],
      ['LLC', 'Limited liability company (LLC)'],
      ['S_CORP', 'S corporation'],
      ['C_CORP', 'C corporation'],
    ]),
  ),
  singleSelect('state_of_organization', 'In which state is your company incorporated or organized?', US_STATES),
  group(
    'owners',
    'Owners and officers',
    { viewType: 'horizontal', columns: 3, repeatable: true, tooltip: 'Everyone who owns 10% or more of the company, and its officers.' },
    [
      text('owner_name', 'Full name', { maxVal: 200 }),
      text('owner_title', 'Title', { maxVal: 200 }),
      decimal('owner_percentage', 'Ownership (%)', 0, 100, { tooltip: 'Enter 0 for an officer who owns no share.' }),
    ],
  ),
  multiSelect(
    'diversity_certifications',
    'Which minority-, women-, veteran- or small-business certifications does your company hold?',
    options([
      ['MBE', 'MBE - Minority Business Enterprise'],
      ['WBE', 'WBE - Woman Business Enterprise'],
      ['DBE', 'DBE - Disadvantaged Business Enterprise'],
      ['SBE', 'SBE - Small Business Enterprise'],
      ['WOSB', 'WOSB - Women-Owned Small Business'],
      ['VOSB', 'VOSB - Veteran-Owned Small Business'],
      ['SDVOSB', 'SDVOSB - Service-Disabled Veteran-Owned Small Business'],
      ['HUBZONE', 'HUBZone - Historically Underutilized Business Zone'],
      ['8A', '8(a) Business Development Program'],
      ['NONE', 'None'],
    ]),
    'Choose None if your company holds no certification.',
  ),
  checkbox('w9_confirmation', 'I confirm that the W-9 on file with the builder is current and shows our legal company name and federal tax ID (FEIN).'),
  checkbox('legal_attestation', 'I am authorized to answer for the company and certify that the answers in this form are true and complete.'),
];
