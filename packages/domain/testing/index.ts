// @floorcraft/domain/testing: the builders and runners other packages' tests share, so that
// web, server and bench stop carrying copies. Tests only: production code never imports it.
export { commandRunner, run, runAs } from './context';
export { registrationView } from './registration-view';
export { cards, DANCES, EVENT, JUDGES, numbersIn, scoringCompetition } from './scoring-competition';
