/** The approval letter of a completed prequalification: its download button, for the vendor's and the staff's screens. */
export { ApprovalLetterButton } from './components/approval-letter-button';
