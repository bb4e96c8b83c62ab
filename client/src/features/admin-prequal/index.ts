/** What other features use of the prequalification review screens. */
export { NoAnswerAccess } from './components/review-dialogs/no-answer-access';
