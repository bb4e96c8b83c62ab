/** The reminders' settings: the system admin's business days before a review is overdue. */
export { OverdueReviewDaysForm } from './components/overdue-review-days-form';
