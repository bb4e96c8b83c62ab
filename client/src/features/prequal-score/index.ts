// The prequal-score feature's surface: the score panel other screens place (the review dialogs, the company page),
// the badge the lists show, and the weights section of the system admin's Limit Rules page.
export { ScoreBadge, ScorePanel, scorePalette, SCORE_NEVER_DECIDES } from './components/score-panel';
export { ScoreWeightsSection } from './components/score-weights-section';
