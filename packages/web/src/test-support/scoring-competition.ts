// Moved to @floorcraft/domain/testing (issue 26); the web tests keep this short import.
export {
  cards,
  DANCES,
  EVENT,
  JUDGES,
  numbersIn,
  scoringCompetition,
} from '@floorcraft/domain/testing';
