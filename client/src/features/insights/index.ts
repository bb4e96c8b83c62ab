// The insights feature's surface: the panels other screens place (the review dialogs, the company page).
export { FinancialRatiosPanel } from './components/financial-ratios-panel';
export { SafetyMetricsPanel } from './components/safety-metrics-panel';
