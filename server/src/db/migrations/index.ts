import { Migration20261122000000_initial } from './Migration20261122000000_initial.js';
import { Migration20261201000000_vendor_onboarding } from './Migration20261201000000_vendor_onboarding.js';
import { Migration20261210000000_prequalification } from './Migration20261210000000_prequalification.js';
import { Migration20261215000000_rate_limits } from './Migration20261215000000_rate_limits.js';
import { Migration20261220000000_draft_access_tokens } from './Migration20261220000000_draft_access_tokens.js';
import { Migration20261230000000_list_indexes } from './Migration20261230000000_list_indexes.js';
import { Migration20261231000000_search_within_status } from './Migration20261231000000_search_within_status.js';
import { Migration20270101000000_form_templates } from './Migration20270101000000_form_templates.js';
import { Migration20270101000001_default_form_templates } from './Migration20270101000001_default_form_templates.js';
import { Migration20270102000000_prequal_forms } from './Migration20270102000000_prequal_forms.js';
import { Migration20270103000000_prequal_review } from './Migration20270103000000_prequal_review.js';
import { Migration20270104000000_prequal_lists } from './Migration20270104000000_prequal_lists.js';
import { Migration20270105000000_limit_rules } from './Migration20270105000000_limit_rules.js';
import { Migration20270106000000_dashboard_counters } from './Migration20270106000000_dashboard_counters.js';
import { Migration20270107000000_audit_log_list } from './Migration20270107000000_audit_log_list.js';
import { Migration20270108000000_companies_list } from './Migration20270108000000_companies_list.js';
import { Migration20270109000000_user_lists } from './Migration20270109000000_user_lists.js';
import { Migration20270109000001_user_kind_counters } from './Migration20270109000001_user_kind_counters.js';
import { Migration20270110000000_projects } from './Migration20270110000000_projects.js';
import { Migration20270110000001_project_count } from './Migration20270110000001_project_count.js';
import { Migration20270111000000_file_manager } from './Migration20270111000000_file_manager.js';
import { Migration20270112000000_company_notes } from './Migration20270112000000_company_notes.js';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261201000000_vendor_onboarding', class: Migration20261201000000_vendor_onboarding },
  { name: 'Migration20261210000000_prequalification', class: Migration20261210000000_prequalification },
  { name: 'Migration20261215000000_rate_limits', class: Migration20261215000000_rate_limits },
  { name: 'Migration20261220000000_draft_access_tokens', class: Migration20261220000000_draft_access_tokens },
  { name: 'Migration20261230000000_list_indexes', class: Migration20261230000000_list_indexes },
  { name: 'Migration20261231000000_search_within_status', class: Migration20261231000000_search_within_status },
  { name: 'Migration20270101000000_form_templates', class: Migration20270101000000_form_templates },
  { name: 'Migration20270101000001_default_form_templates', class: Migration20270101000001_default_form_templates },
  { name: 'Migration20270102000000_prequal_forms', class: Migration20270102000000_prequal_forms },
  { name: 'Migration20270103000000_prequal_review', class: Migration20270103000000_prequal_review },
  { name: 'Migration20270104000000_prequal_lists', class: Migration20270104000000_prequal_lists },
  { name: 'Migration20270105000000_limit_rules', class: Migration20270105000000_limit_rules },
  { name: 'Migration20270106000000_dashboard_counters', class: Migration20270106000000_dashboard_counters },
  { name: 'Migration20270107000000_audit_log_list', class: Migration20270107000000_audit_log_list },
  { name: 'Migration20270108000000_companies_list', class: Migration20270108000000_companies_list },
  { name: 'Migration20270109000000_user_lists', class: Migration20270109000000_user_lists },
  { name: 'Migration20270109000001_user_kind_counters', class: Migration20270109000001_user_kind_counters },
  { name: 'Migration20270110000000_projects', class: Migration20270110000000_projects },
  { name: 'Migration20270110000001_project_count', class: Migration20270110000001_project_count },
  { name: 'Migration20270111000000_file_manager', class: Migration20270111000000_file_manager },
  { name: 'Migration20270112000000_company_notes', class: Migration20270112000000_company_notes },
];
