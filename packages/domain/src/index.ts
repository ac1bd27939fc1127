/**
 * The competition model: commands are validated and decided here, yield
 * events, and state is their fold. Per-audience views are computed here so
 * private data cannot leak by accident. No I/O, no clock, no randomness.
 */

// The kernel: the model's types, enumerations, schedule and round lifecycle.
export { competitionSlugSchema } from './competition/keys';
export { singleLineText } from './competition/plain-text';
export {
  metadataPatchSchema,
  officialSchema,
  type MetadataFields,
  type MetadataPatch,
  type Official,
  type RegistrationStatus,
  type Socials,
} from './competition/metadata';
export { OTHER_AFFILIATION, schoolChoices } from './competition/affiliations';
export { isJudge, judgesOf } from './competition/judges';
export { judgeLetters, judgeTitle, judgeTitleOf } from './competition/judge-letters';
export {
  ageGroups,
  dances,
  levels,
  registrationPhases,
  roundStateName,
  roundStates,
  styles,
  stylesDances,
  type AgeGroup,
  type Dance,
  type Level,
  type RegistrationPhase,
  type RoundState,
  type Style,
} from './competition/enumerations';
export {
  competitorSchema,
  eventDefinitionSchema,
  eventInputSchema,
  type Competitor,
  type DanceEvent,
  type Entry,
  type EventDefinition,
  type EventInput,
  type LevelProfile,
  type MarkSource,
  type Round,
  type RoundMarks,
} from './competition/dance-event';
export {
  contentPages,
  defaultSettings,
  eventSettingsSchema,
  timingSchema,
  type ContentPage,
  type EventSettings,
  type SettingsPatch,
  type Timing,
} from './competition/settings';
export { scheduledRounds } from './competition/schedule';
export { splitIntoHeats } from './competition/heats';
export { heatsFor } from './competition/renumber-rounds';
export {
  isAwardsItem,
  isScheduleItem,
  roundLabel,
  shownRoundName,
} from './competition/schedule-items';
export {
  asksToDiscardMarks,
  DISCARD_MARKS_CONFIRMATION,
} from './competition/round-lifecycle-discard';

// The composition root: the command and event unions, the state, decide and the fold.
export { STATE_FORMAT, type CompetitionState } from './composition/state';
export type { DomainEvent } from './composition/events';
export { apply, applyAll } from './composition/apply';
export {
  commandEnvelopeSchema,
  commandSchema,
  type Command,
  type CommandEnvelope,
} from './composition/command';
export { decide, type DecideContext } from './composition/decide';

// Metadata: the competition's details, officials and photo rules.
export {
  MAX_PHOTO_BYTES,
  megabytes,
  photoSizeProblem,
  photoTypeFor,
  photoTypeOfFile,
  photoTypeProblem,
  photoTypes,
  photoTypesInWords,
} from './metadata/photo-rules';
export { officialInputSchema, type OfficialInput } from './metadata/commands';

// Setup: couples, entries, rounds, the timetable and CSV import.
export { coupleInputSchema, type CoupleInput, type PersonInput } from './setup/commands';
export { roundDurationSeconds } from './setup/start-times';
export { scheduleConflicts, type ScheduleConflict } from './setup/conflicts';
export { detectLevel } from './setup/level-detection';
export { eventMatchesFilter, type EventFilter } from './setup/event-filters';
export { PLACEHOLDER_NUMBER, numbersInUse } from './setup/lead-numbers';
export {
  coupleCsvCells,
  coupleCsvColumns,
  planCoupleImport,
  type CoupleImportPlan,
} from './setup/import-plan';
export { entriesCsvRows, entryCsvColumns } from './setup/entries-csv';

// Scoring: cards, panels, outcomes, result sheets and the judges' report.
export { seededRandom } from './scoring/seeded-random';
export { panelOf, panelWarning, roundPanel, statePanel, type PanelJudge } from './scoring/panel';
export {
  cardProblem,
  dancingNumbers,
  judgedDances,
  requestedRecall,
  roundTakesMarks,
} from './scoring/round-cards';
export {
  roundOutcome,
  type FinalOutcome,
  type PrelimOutcome,
  type RoundOutcome,
} from './scoring/round-outcome';
export type { OutcomeSource } from './scoring/round-inputs';
export { type SheetJudge } from './scoring/sheet-judges';
export { describeMissing } from './scoring/chairman';
export {
  judgesReport,
  type FinalJudgesReport,
  type JudgesReport,
  type PrelimJudgesReport,
} from './scoring/judges-report';
export { unapprovedReason } from './scoring/approval-before-posting';
export { rehearsalPermit, type RehearsalGround, type RehearsalPermit } from './scoring/rehearsal';
export { roundSheets, type FinalSheets, type RecallSheet } from './scoring/round-sheets';

// Registration: fees, places, codes, balances, confirmations and invoices.
export {
  registrationStanding,
  type RegistrationStanding,
} from './registration/registration-standing';
export { asksToConfirmLateEntry, LATE_ENTRY_CONFIRMATION } from './registration/late-entry';
export { asksToConfirmOverCap, OVER_CAP_CONFIRMATION } from './registration/staff-caps';
export {
  type FeeSchedule,
  type FeeScheduleInput,
  type PhasePrices,
  type PriceList,
} from './registration/fee-schedule';
export {
  paymentMethods,
  type Charge,
  type DanceRole,
  type Payment,
  type PaymentMethod,
  type RegistrationAccount,
  type Seeking,
} from './registration/state';
export { waitlistOf, type WaitlistPlace } from './registration/waitlist';
export {
  changeEntriesCommandSchema,
  correctDancerCommandSchema,
  recordPaymentCommandSchema,
  registerCommandSchema,
  setFeeScheduleCommandSchema,
  type ChangeEntriesCommand,
  type CorrectDancerCommand,
  type RecordPaymentCommand,
  type RegisterCommand,
} from './registration/commands';
export {
  eligibleEvents,
  type EligibilityEvent,
  type EligibleDancer,
} from './registration/eligibility';
export {
  COMPETITOR_CODE,
  COMPETITOR_CODE_ALPHABET,
  COMPETITOR_CODE_LENGTH,
  compactCode,
  groupedCode,
  looksLikeCompetitorCode,
} from './registration/competitor-codes';
export { feeFor } from './registration/fees';
export { registrationClosedSentence } from './registration/registration-window';
export {
  dancerBalance,
  paymentLeft,
  type DancerBalance,
  type PaymentStatus,
} from './registration/balance';
export {
  confirmationText,
  lineWords,
  NO_PAYMENT_INSTRUCTIONS,
  placeWords,
} from './registration/confirmation-text';
export {
  registrationConfirmation,
  type RegistrationConfirmation,
} from './registration/registration-confirmation';
export {
  invoices,
  type Invoice,
  type InvoiceLine,
  type InvoicePayment,
} from './registration/invoices';

// The floor: the heat on the floor, breaks and held finals.
export { type BigScreenMode, type HeldFinal } from './floor/state';
export { roundOnFloor } from './floor/round-on-floor';
export { roundsToCome } from './floor/rounds-to-come';
export { isBreakItem } from './floor/breaks';
export { heldFinal } from './floor/held-finals';

// Messages to entrants.
export type {
  MessageAudience,
  MessageFailure,
  OutgoingMessage,
  StoredAudience,
} from './messages/state';
export {
  messageAudienceSchema,
  sendMessageCommandSchema,
  type SendMessageCommand,
} from './messages/commands';
export { messageAudience } from './messages/message-audience';
export {
  messagePlaceholders,
  renderMessage,
  type RenderedMessage,
} from './messages/render-message';

// A new competition's starting commands.
export {
  competitionStartKinds,
  newCompetitionDetailsSchema,
  type CompetitionStart,
  type CompetitionStartKind,
  type NewCompetitionDetails,
} from './new-competition/competition-start';
export { startingCommands } from './new-competition/starting-commands';

// The expected times of the day.
export {
  estimateFromPace,
  isOnSchedule,
  scheduleEstimate,
  type EstimateClock,
  type RoundTiming,
  type ScheduleEstimate,
} from './schedule-estimate/schedule-estimate';
export { isCompetitionRunning, runningSummary } from './schedule-estimate/competition-running';
export { dayEnds, type DayEnd } from './schedule-estimate/day-ends';
export { dayProgress, type DayProgress } from './schedule-estimate/day-progress';

// Times in the competition's zone.
export { DEFAULT_TIME_ZONE, competitionTimeZone, zoneLabel } from './time/time-zone-name';
export { isTimeZoneName } from './time/is-time-zone-name';
export { formatClockInZone, formatDayInZone, formatInZone } from './time/zoned-time';
export { dateInZone, isoToZonedInput, zonedInputToIso } from './time/zoned-input';
export { learnZoneOffsets, zoneOffsetMinutes, type ZoneOffsetSpan } from './time/zone-clock';
export { zoneOffsetSpans } from './time/zone-offset-spans';
export { MONTH_NAMES, SHORT_MONTH_NAMES, SHORT_WEEKDAY_NAMES } from './time/date-words';

// Access: actors, roles, permissions, screens and the password policy.
export { actorLabel, type Actor } from './access/actor';
export {
  accountWideRules,
  hasServerAuthority,
  mayActOnAccount,
  type AccountStanding,
  type AccountWideAction,
} from './access/account-authority';
export {
  competitionCreatorsSettings,
  mayCreateCompetition,
  type CompetitionCreators,
} from './access/competition-creators';
export {
  authorize,
  authorizeCommand,
  isRegistrationStaff,
  mayAssignRole,
  mayManageMember,
  type Authorization,
} from './access/authorize';
export { actions, describeAction, permissions, type Action } from './access/permissions';
export { isRole, roleLabels, roles, type Role } from './access/roles';
export { screensFor, staffScreens, type StaffScreen } from './access/screens';
export {
  passwordPolicySchema,
  passwordProblem,
  passwordRequirements,
  type PasswordPolicy,
} from './access/password-policy';

// Per-audience views.
export {
  ownRegistration,
  type OwnPartnershipRequest,
  type OwnRegistration,
} from './views/own-registration';
export { audienceSchema, type Audience } from './views/audience';
export {
  publicView,
  type PublicMetadata,
  type PublicOfficial,
  type PublicOrganizer,
  type PublicView,
} from './views/public-view';
export type { CompetitionIndex, CompetitionIndexEntry } from './views/competition-index';
export {
  staffView,
  type RegistrarView,
  type ScoringView,
  type StaffView,
} from './views/staff-view';
export { viewFor, type ViewByAudience } from './views/view-for';
export { type JudgeRound, type JudgeView } from './views/judge-view';
export { type DeskView } from './views/desk-view';
export { type CompetitionFrame } from './views/frame-view';
export {
  PUBLIC_PAGE_PATTERNS,
  publicPageOf,
  type PublicPageKey,
} from './views/public-pages/page-paths';
export { isFormPage, type PublicPageView } from './views/public-pages/page-view';
export { FIRST_ROWS, inlinedPart } from './views/public-pages/inlined-part';
export { joinLongList, splitLongList } from './views/public-pages/view-in-lines';
export { competitorDirectory, type DirectoryRow } from './views/public-pages/competitors-page';
export {
  isToCome,
  type CompetitorEvent,
  type Couple,
  type HeatToCome,
} from './views/public-pages/competitor-day';
export type { CompetitorPageContent } from './views/public-pages/competitor-page';
export type { CoupleRound } from './views/public-pages/couple-rounds';
export {
  entriesByEvent,
  entryRowKey,
  type EntryRow,
  type EventEntries,
} from './views/public-pages/entries-page';
export {
  type RegisterDancer,
  type RegisterEvent,
  type RegisterPageContent,
  type RegisterSeeker,
} from './views/public-pages/register-page';
export { type UpdateEntriesPageContent } from './views/public-pages/update-entries-page';
export {
  tbaGroups,
  type LevelGroup,
  type SeekerRow,
  type StyleGroup,
} from './views/public-pages/tba-list-page';
export {
  isPosted,
  postedRounds,
  resultsIndex,
  type ResultsIndexEntry,
  type Winner,
} from './views/public-pages/results-index';
export { type ResultsPageContent } from './views/public-pages/results-page';
export { type ResultDetailsContent } from './views/public-pages/result-details-page';
export { liveEstimate, type LivePage, type LiveRoundPage } from './views/public-pages/live-pages';
export type { LiveResult, LiveRound } from './views/public-pages/live-board';
export { judgeEstimate } from './views/judge-estimate';
export { bigScreenContent } from './views/big-screen/big-screen-content';
export type {
  BigScreenContent,
  FinalContent,
  FloorContent,
  RecallsContent,
  UpcomingContent,
  UpcomingRound,
  WelcomeContent,
} from './views/big-screen/big-screen-content-types';

// The sync protocol.
export { diff } from './sync/patch';
export {
  clientMessageSchema,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from './sync/protocol';
export { stepReplica, type Replica } from './sync/replica';
export { resumableSince } from './sync/resume';

// The open-data exports and CSV.
export { csvCellText, toCsv, type CsvRecord, type CsvValue } from './export/csv';
export type { ExportAudience, ExportSource } from './export/export-source';
export {
  programmeCsvColumns,
  programmeCsvRows,
  programmeExport,
  type ProgrammeExport,
} from './export/programme';
export { heatsCsvColumns, heatsCsvRows, heatsExport, type HeatsExport } from './export/heats';
export {
  resultsCsvColumns,
  resultsCsvRows,
  resultsExport,
  type ResultsExport,
} from './export/results';
export { exportJsonSchema, exportNames, type ExportName } from './export/export-schemas';

// The audit of mark chains.
export { verifyMarkChains, type LoggedEvent } from './audit/verify-mark-chains';

// The demo competition.
export { demoCompetition, demoMetadata } from './demo/demo-competition';
export { demoDay } from './demo/demo-day';
export { DEMO_FEES, DEMO_PAYMENT_INSTRUCTIONS } from './demo/demo-registrations';
