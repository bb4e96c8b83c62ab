/**
 * The safety answers of the score's worked example (docs/insights.md, "Score"; score.test.ts's MIDDLE): three years of
 * OSHA 300A figures and EMRs whose rates the tests compute by hand. Shared by the pure function's tests and the
 * server's, which store them as a company's answers.
 */
export const MIDDLE_SAFETY_ANSWERS = {
  osha_hours_worked_year_1: 400000,
  osha_recordable_cases_year_1: 5,
  osha_days_away_cases_year_1: 1,
  osha_restricted_cases_year_1: 0,
  osha_fatalities_year_1: 0,
  osha_hours_worked_year_2: 300000,
  osha_recordable_cases_year_2: 3,
  osha_days_away_cases_year_2: 1,
  osha_restricted_cases_year_2: 0,
  osha_fatalities_year_2: 0,
  osha_hours_worked_year_3: 100000,
  osha_recordable_cases_year_3: 2,
  osha_days_away_cases_year_3: 0,
  osha_restricted_cases_year_3: 0,
  osha_fatalities_year_3: 0,
  emr_year_1: 0.9,
  emr_year_2: 0.95,
  emr_year_3: 1,
};
