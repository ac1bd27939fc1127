/**
 * The competition model: commands are validated and decided here, yield
 * events, and state is their fold. Per-audience views are computed here so
 * private data cannot leak by accident. No I/O, no clock, no randomness.
 */
export { competitionSlugSchema, recordKeySchema, type CompetitionSlug } from './competition/keys';

export { multiLineText, singleLineText } from './competition/plain-text';
export {
  metadataFieldsSchema,
  metadataPatchSchema,
  metadataProblems,
  officialSchema,
  organizerSchema,
  registrationStatusSchema,
  socialsSchema,
  venueSchema,
  type CompetitionMetadata,
  type MetadataFields,
  type MetadataPatch,
  type Official,
  type Organizer,
  type RegistrationStatus,
  type Socials,
  type Venue,
} from './competition/metadata';
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
export { OTHER_AFFILIATION, schoolChoices } from './competition/affiliations';
export { isJudge, judgesOf } from './competition/judges';
export {
  judgeLetters,
  judgeTitle,
  judgeTitleOf,
  type LetteredJudge,
} from './competition/judge-letters';
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
  type RoundStateName,
  type Style,
} from './competition/enumerations';
export {
  competitorSchema,
  eventDefinitionSchema,
  eventInputSchema,
  levelProfileSchema,
  type Competitor,
  type DanceEvent,
  type Entry,
  type EventDefinition,
  type EventInput,
  type EventMarks,
  type EventResults,
  type LevelProfile,
  type FinalTable,
  type MarkChange,
  type MarkSource,
  type ReopenedCard,
  type Round,
  type RoundMarks,
  type RoundScoring,
  type SavedRoundResult,
} from './competition/dance-event';
export {
  contentPages,
  defaultSettings,
  eventSettingsSchema,
  settingsPatchSchema,
  timingSchema,
  type ContentPage,
  type EventSettings,
  type SettingsPatch,
  type Timing,
} from './competition/settings';
export {
  coupleInputSchema,
  personInputSchema,
  type CoupleInput,
  type PersonInput,
} from './commands/setup-commands';
export {
  DEFAULT_RECALL_SIZES,
  defaultRecallSize,
  roundCountFor,
  roundId,
  roundName,
} from './competition/round-naming';
export { nextScheduleIndex, reindexSchedule, scheduledRounds } from './competition/schedule';
export { splitIntoHeats } from './competition/heats';
export { heatsFor } from './competition/renumber-rounds';
export { assignStartTimes, roundDurationSeconds } from './setup/start-times';
export {
  estimateFromPace,
  isOnSchedule,
  scheduleEstimate,
  type EstimateClock,
  type PacedRound,
  type RoundTiming,
  type ScheduleEstimate,
} from './schedule-estimate/schedule-estimate';
export {
  schedulePace,
  type DayPace,
  type LastStarted,
  type SchedulePace,
} from './schedule-estimate/schedule-pace';
export { isCompetitionRunning, type RunningSource } from './schedule-estimate/competition-running';
export { dayEnds, type DayEnd } from './schedule-estimate/day-ends';
export { dayBeingDanced, dayProgress, type DayProgress } from './schedule-estimate/day-progress';
export { scheduleConflicts, type ScheduleConflict } from './setup/conflicts';
export { detectLevel } from './setup/level-detection';
export { eventMatchesFilter, OPEN_LEVELS, type EventFilter } from './setup/event-filters';
export {
  isAwardsItem,
  isScheduleItem,
  roundLabel,
  shownRoundName,
  type ItemSource,
} from './competition/schedule-items';
export { PLACEHOLDER_NUMBER, numbersInUse } from './setup/lead-numbers';
export { lastRoundNumber, roundNumbers } from './competition/lookups';
export {
  asksToDiscardMarks,
  DISCARD_MARKS_CONFIRMATION,
} from './competition/round-lifecycle-discard';
export { registrationIsOpen, registrationPhase } from './registration/registration-phase';
export {
  competitionStartKinds,
  newCompetitionDetailsSchema,
  type CompetitionStart,
  type CompetitionStartKind,
  type NewCompetitionDetails,
} from './new-competition/competition-start';
export { startingCommands } from './new-competition/starting-commands';
export {
  registrationStanding,
  type RegistrationStanding,
} from './registration/registration-standing';
export { asksToConfirmLateEntry, LATE_ENTRY_CONFIRMATION } from './registration/late-entry';
export { asksToConfirmOverCap, OVER_CAP_CONFIRMATION } from './registration/staff-caps';
export { seededRandom } from './scoring/seeded-random';
export {
  centsSchema,
  feeScheduleInputSchema,
  feeScheduleSchema,
  phasePricesSchema,
  priceListSchema,
  type FeeSchedule,
  type FeeScheduleInput,
  type PhasePrices,
  type PriceList,
} from './registration/fee-schedule';
export {
  emptyRegistration,
  paymentMethods,
  type Charge,
  type ChargeKind,
  type DanceRole,
  type PartnershipRequest,
  type Payment,
  type PaymentCorrection,
  type PaymentCorrectionKind,
  paymentCorrectionKinds,
  type PaymentMethod,
  type Registration,
  type RegistrationAccount,
  type Seeking,
  feeAdjustmentKinds,
  type FeeAdjustmentKind,
  type WaitlistSpot,
} from './registration/registration-state';
export { waitlistOf, waitlistPlacesOf, type WaitlistPlace } from './registration/waitlist';
export type {
  DancerCharge,
  PartnershipOutcome,
  RegistrationEvent,
  RegistrationEventType,
} from './registration/registration-events';
export {
  answerPartnershipCommandSchema,
  changeEntriesCommandSchema,
  correctDancerCommandSchema,
  danceRoleSchema,
  entriesRequestSchema,
  pairSeekersCommandSchema,
  partnerSchema,
  recordPaymentCommandSchema,
  correctPaymentCommandSchema,
  adjustFeesCommandSchema,
  type AdjustFeesCommand,
  registerCommandSchema,
  registrantSchema,
  registrationCommandSchemas,
  setFeeScheduleCommandSchema,
  settleTypedSchoolCommandSchema,
  withdrawDancerCommandSchema,
  type AnswerPartnershipCommand,
  type ChangeEntriesCommand,
  type CorrectDancerCommand,
  type EntriesRequest,
  type PairSeekersCommand,
  type PartnerInput,
  type RecordPaymentCommand,
  type CorrectPaymentCommand,
  type RegisterCommand,
  type RegistrantInput,
  type SetFeeScheduleCommand,
  type SettleTypedSchoolCommand,
  type WithdrawDancerCommand,
} from './registration/registration-commands';
export {
  registrationCommandTypes,
  type RegistrationCommand,
} from './registration/decide-registration';
export { ineligibility, eligibleEvents, type EligibleDancer } from './registration/eligibility';
export type {
  MessageAudience,
  MessageFailure,
  MessageRecipient,
  OutgoingMessage,
  StoredAudience,
} from './messages/message-state';
export type { MessageEvent } from './messages/message-events';
export {
  messageAudienceSchema,
  sendMessageCommandSchema,
  type RecordMessageProgressCommand,
  type SendMessageCommand,
} from './messages/message-commands';
export { messageAudience, type MessageAudienceResult } from './messages/message-audience';
export {
  messagePlaceholders,
  renderMessage,
  type RenderedMessage,
} from './messages/render-message';
export {
  COMPETITOR_CODE,
  COMPETITOR_CODE_ALPHABET,
  COMPETITOR_CODE_LENGTH,
  EARLIER_COMPETITOR_CODE,
  compactCode,
  groupedCode,
  isCompetitorCode,
  looksLikeCompetitorCode,
} from './registration/competitor-codes';
export { feeFor, phasePrice, priceListFor } from './registration/fees';
export {
  registrationClosedRefusal,
  registrationClosedSentence,
} from './registration/registration-window';
export { registrantFor } from './registration/registrant-lookup';
export { entryOf, eventsOf, requestsOf, seekingOf } from './registration/places';
export {
  dancerBalance,
  paymentLeft,
  totalOf,
  type DancerBalance,
  type PaymentStatus,
} from './registration/balance';
export {
  amountWords,
  confirmationText,
  lineWords,
  NO_PAYMENT_INSTRUCTIONS,
  placeWords,
} from './registration/confirmation-text';
export {
  registrationConfirmation,
  type ConfirmedDancer,
  type ConfirmedPlace,
  type RegistrationConfirmation,
} from './registration/registration-confirmation';
export {
  invoicePrefix,
  invoices,
  type Invoice,
  type InvoiceDancer,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceRefund,
} from './registration/invoices';
export {
  ownRegistration,
  type OwnAccount,
  type OwnEntry,
  type OwnPartnershipRequest,
  type OwnPayment,
  type OwnPaymentCorrection,
  type OwnRegistration,
} from './views/own-registration';
export { STATE_FORMAT, type CompetitionState } from './competition/state';
export type { DomainEvent, DomainEventType } from './composition/events';
export type { EntryChange } from './setup/events';
export type { RoundChange, RoundFields } from './competition/round-events';
export { apply, applyAll } from './composition/apply';
export {
  commandEnvelopeSchema,
  commandSchema,
  commandTypes,
  officialInputSchema,
  type Command,
  type CommandEnvelope,
  type CommandType,
  type OfficialInput,
} from './composition/command';
export { decide, type DecideContext, type Decision } from './composition/decide';
export { actorLabel, type Actor } from './access/actor';
export {
  accountWideRules,
  hasServerAuthority,
  mayActOnAccount,
  type AccountStanding,
  type AccountWideAction,
  type AccountWideRequest,
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
  mayMarkAsJudge,
  type Authorization,
} from './access/authorize';
export {
  accountActions,
  actions,
  describeAction,
  permissions,
  registrationRoles,
  type AccountAction,
  type Action,
} from './access/permissions';
export { isRole, roleLabels, roles, type Role } from './access/roles';
export { screenRoles, screensFor, staffScreens, type StaffScreen } from './access/screens';
export {
  defaultPasswordPolicy,
  passwordPolicySchema,
  passwordProblem,
  passwordRequirements,
  type PasswordPolicy,
  type PasswordRequirement,
} from './access/password-policy';
export { audienceSchema, type Audience } from './views/audience';
export {
  publicView,
  type PublicFloor,
  type PublicRegistration,
  type PublicMetadata,
  type PublicOfficial,
  type PublicOrganizer,
  type PublicView,
} from './views/public-view';
export type { CompetitionIndex, CompetitionIndexEntry } from './views/competition-index';
export {
  registrarView,
  scoringView,
  staffView,
  type RegistrarView,
  type ScoringView,
  type StaffView,
} from './views/staff-view';
export { viewFor, type ViewByAudience } from './views/view-for';
export { applyPatches, diff, type Patch } from './sync/patch';
export {
  clientMessageSchema,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from './sync/protocol';
export { stepReplica, type Replica, type ReplicaStep } from './sync/replica';
export { resumableSince, type ResumeRequest, type ResumeSource } from './sync/resume';
export { demoCompetition, demoMetadata } from './demo/demo-competition';
export { demoDay } from './demo/demo-day';
export { DEMO_FEES, DEMO_PAYMENT_INSTRUCTIONS } from './demo/demo-registrations';
export {
  coupleCsvCells,
  coupleCsvColumns,
  lineOfRow,
  planCoupleImport,
  type CoupleCsvColumn,
  type CoupleImportPlan,
  type ImportLine,
} from './setup/import-plan';
export {
  entriesCsvRows,
  entryCsvColumns,
  type EntryCsvColumn,
  type EntryCsvRow,
} from './setup/entries-csv';
export {
  judgeLetter,
  panelOf,
  panelWarning,
  roundPanel,
  statePanel,
  type PanelJudge,
} from './scoring/panel';
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
export { sheetJudges, type SheetJudge } from './scoring/sheet-judges';
export { describeMissing } from './scoring/chairman';
export {
  judgesReport,
  type FinalJudgeRow,
  type FinalJudgesReport,
  type FinalReportCell,
  type JudgesReport,
  type PrelimJudgeRow,
  type PrelimJudgesReport,
  type PrelimReportCell,
} from './scoring/judges-report';
export { sha256 } from './scoring/sha256';
export {
  verifyMarkChains,
  type ChainBreak,
  type LoggedEvent,
  type MarkChainReport,
} from './audit/verify-mark-chains';
export { unapprovedReason } from './scoring/approval-before-posting';
export { rehearsalPermit, type RehearsalGround, type RehearsalPermit } from './scoring/rehearsal';
export {
  roundSheets,
  type FinalDanceSheet,
  type FinalSheets,
  type RecallLine,
  type RecallSheet,
  type RoundSheets,
} from './scoring/round-sheets';
export type {
  CumulativeCell,
  DanceSheetRow,
  RecallSheetRow,
  Rule10Step,
  Rule11Step,
  SummaryRow,
} from '@floorcraft/skating';
export { judgeView, type JudgeRound, type JudgeView } from './views/judge-view';
export { deskView, type DeskEvent, type DeskView } from './views/desk-view';
export { frameView, type CompetitionFrame, type FrameRound } from './views/frame-view';
export { judgeEstimate } from './views/judge-estimate';
export { postedMarks } from './views/posted-marks';
export {
  bigScreenModes,
  NOTES_KEPT,
  type BigScreen,
  type BigScreenMode,
  type FloorNote,
  type FloorState,
  type HeldFinal,
  type OnFloor,
  type Stamp,
} from './floor/floor-state';
export { heatCount } from './competition/heats';
export { roundOnFloor } from './floor/round-on-floor';
export { roundsToCome } from './floor/rounds-to-come';
export { isBreakItem } from './floor/breaks';
export { placedCouples } from './floor/big-screen-commands';
export { heldFinal } from './floor/held-finals';
export { AUTO_RESULT_MINUTES, bigScreenContent } from './views/big-screen/big-screen-content';
export { UPCOMING_SHOWN, type ScreenSource } from './views/big-screen/big-screen-parts';
export type {
  BigScreenContent,
  BigScreenPlace,
  FinalContent,
  FloorContent,
  RecallsContent,
  ShownContent,
  UpcomingContent,
  UpcomingRound,
  WelcomeContent,
} from './views/big-screen/big-screen-content-types';
export { csvCellText, toCsv, type CsvRecord, type CsvValue } from './export/csv';
export type { ExportAudience, ExportCouple, ExportSource } from './export/export-source';
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
export {
  exportJsonSchema,
  exportNames,
  exportSchemas,
  type ExportName,
} from './export/export-schemas';
export { DEFAULT_TIME_ZONE, competitionTimeZone, zoneLabel } from './time/time-zone-name';
export { isTimeZoneName } from './time/is-time-zone-name';
export { formatClockInZone, formatDayInZone, formatInZone } from './time/zoned-time';
export { dateInZone, isoToZonedInput, zonedInputToIso } from './time/zoned-input';
export { zoneOffsetMinutes } from './time/zone-clock';
