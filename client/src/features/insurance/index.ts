// What other features may use of insurance (docs/insurance.md): the dashboard's card, the review dialogs' panel, the
// company page's lapse banner. The screens of their own (the Insurance tab, the list, the requirement profile, the
// vendor's editor) are joined by the routes.
export { STATUS_PALETTE as INSURANCE_STATUS_PALETTE } from './components/compliance-result';
export { InsuranceGapsCard } from './components/insurance-gaps-card';
export { InsuranceLapseBanner } from './components/insurance-lapse-banner';
export { InsuranceReviewPanel } from './components/insurance-review-panel';
export { InsuranceSection } from './components/insurance-section';
