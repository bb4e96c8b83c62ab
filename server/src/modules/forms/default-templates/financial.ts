import type { FormField } from '@portal/common/forms/field-model';
import { checkbox, group, linkButton, money, options, radio, singleSelect, text, upload } from './field-builders.js';

/**
 * The FINANCIAL questionnaire as shipped: version 1, the frozen content the migration
 * Migration20270101000001_default_form_templates inserts. Never edit it to change the questionnaire: a
 * later change is a new version saved through the form builder, so forms begun on version 1 keep reading
 * these questions. default-templates.test.ts pins it with a checksum.
 *
 * Amounts are US dollars (currency fields, kept as exact decimal strings). "Year 1" is the most recent
 * complete fiscal year.
 */

const YEARS = [
  { n: 1, name: 'most recent fiscal year' },
  { n: 2, name: 'the year before' },
  { n: 3, name: 'two years before' },
] as const;

const NON_NEGATIVE = { minVal: 0 };

export const FINANCIAL_FIELDS: FormField[] = [
  group(
    'annual_revenue',
    'Annual revenue',
    { viewType: 'horizontal', columns: 3, tooltip: 'Total contract revenue from your financial statements.' },
    YEARS.map(({ n, name }) => money(`revenue_year_${n}`, `Revenue, year ${n} (${name})`, NON_NEGATIVE)),
  ),
  singleSelect(
    'fiscal_year_end',
    'In which month does your fiscal year end?',
    options([
      ['01', 'January'],
      ['02', 'February'],
      ['03', 'March'],
      ['04', 'April'],
      ['05', 'May'],
      ['06', 'June'],
      ['07', 'July'],
      ['08', 'August'],
      ['09', 'September'],
      ['10', 'October'],
      ['11', 'November'],
      ['12', 'December'],
    ]),
  ),
  group(
    'balance_sheet',
    'Balance sheet at the end of the most recent fiscal year',
    { viewType: 'horizontal', columns: 2, tooltip: 'Current assets divided by current liabilities is your current ratio.' },
    [
      money('current_assets', 'Current assets', NON_NEGATIVE),
      money('current_liabilities', 'Current liabilities', NON_NEGATIVE),
      money('working_capital', 'Working capital (current assets minus current liabilities)', { tooltip: 'May be negative.' }),
      money('net_worth', "Net worth (total stockholders' or members' equity)", { tooltip: 'May be negative.' }),
    ],
  ),
  radio(
    'financial_statements_type',
    'What level of assurance do your most recent financial statements carry?',
    options([
      ['AUDITED', 'Audited by a CPA'],
      ['REVIEWED', 'Reviewed by a CPA'],
      ['COMPILED', 'Compiled by a CPA'],
      ['INTERNAL', 'Internally prepared'],
    ]),
  ),
  upload('financial_statements', 'Upload your financial statements for the most recent fiscal year', 'Balance sheet, income statement and notes, as one file.'),
  group('bonding', 'Surety bonding', { viewType: 'vertical', columns: 2 }, [
    text('bonding_company', 'Surety (bonding) company', { maxVal: 200 }),
    text('bonding_agent_name', 'Bonding agent or broker: name and agency', { maxVal: 300 }),
    text('bonding_agent_phone', "Bonding agent's phone", { maxVal: 20 }),
    text('bonding_agent_email', "Bonding agent's e-mail", { maxVal: 254 }),
    money('bonding_single_limit', 'Single project bonding capacity', NON_NEGATIVE),
    money('bonding_aggregate_limit', 'Aggregate bonding capacity', NON_NEGATIVE),
  ]),
  group('bank_reference', 'Bank reference', { viewType: 'horizontal', columns: 3 }, [
    text('bank_name', 'Bank', { maxVal: 200 }),
    text('bank_contact_name', 'Banker (contact name)', { maxVal: 200 }),
    text('bank_contact_phone', "Banker's phone", { maxVal: 20 }),
    money('bank_line_of_credit', 'Line of credit available', { ...NON_NEGATIVE, tooltip: 'Enter 0 if you have none.' }),
  ]),
  group('insurance', 'Insurance carriers and limits', { viewType: 'vertical', columns: 1 }, [
    group('general_liability', 'Commercial general liability', { viewType: 'horizontal', columns: 3 }, [
      text('gl_carrier', 'Carrier', { maxVal: 200 }),
      money('gl_each_occurrence_limit', 'Each occurrence limit', NON_NEGATIVE),
      money('gl_aggregate_limit', 'General aggregate limit', NON_NEGATIVE),
    ]),
    group('auto_liability', 'Automobile liability', { viewType: 'horizontal', columns: 2 }, [
      text('auto_carrier', 'Carrier', { maxVal: 200 }),
      money('auto_combined_single_limit', 'Combined single limit', NON_NEGATIVE),
    ]),
    group('umbrella_liability', 'Umbrella or excess liability', { viewType: 'horizontal', columns: 3 }, [
      text('umbrella_carrier', 'Carrier', { maxVal: 200 }),
      money('umbrella_each_occurrence_limit', 'Each occurrence limit', NON_NEGATIVE),
      money('umbrella_aggregate_limit', 'Aggregate limit', NON_NEGATIVE),
    ]),
    group('workers_compensation', "Workers' compensation and employer's liability", { viewType: 'horizontal', columns: 2 }, [
      text('workers_comp_carrier', 'Carrier', { maxVal: 200 }),
      money('workers_comp_employers_liability_limit', "Employer's liability, each accident", NON_NEGATIVE),
    ]),
    upload('certificate_of_insurance', 'Upload a current certificate of insurance (ACORD 25)'),
    linkButton('acord_certificate_sample', 'About the ACORD 25 certificate of insurance (acord.org)', 'https://www.acord.org/'),
  ]),
  checkbox(
    'financial_confirmation',
    'I confirm that the financial information above is accurate and agrees with the financial statements uploaded, and that the builder may contact the references given.',
  ),
];
