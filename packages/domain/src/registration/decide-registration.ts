import type { Command } from '../commands/command';
import { refuse, type DecideContext, type Decision } from '../commands/decision';
import type { CompetitionState } from '../competition/state';

export const registrationCommandTypes = [
  'register',
  'changeEntries',
  'correctDancer',
  'pairSeekers',
  'recordPayment',
  'withdrawDancer',
  'setFeeSchedule',
] as const;

export type RegistrationCommand = Extract<
  Command,
  { type: (typeof registrationCommandTypes)[number] }
>;

export function isRegistrationCommand(command: Command): command is RegistrationCommand {
  return (registrationCommandTypes as readonly string[]).includes(command.type);
}

/** Decides the commands of registration (ADR 019). */
export function decideRegistration(
  _state: CompetitionState,
  command: RegistrationCommand,
  _context: DecideContext,
): Decision {
  return refuse(`${command.type} is not built yet`);
}
