import type { z } from 'zod';
import type { registrationCommandSchemas } from './commands';
import type { AreaContext, Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { adjustFees } from './adjust-fees';
import { answerPartnership } from './answer-partnership';
import { changeEntries } from './change-entries';
import { correctDancer } from './correct-dancer';
import { correctPayment } from './correct-payment';
import { recordPayment, setFeeSchedule } from './money';
import { pairSeekers } from './pair-seekers';
import { register } from './register';
import { settleTypedSchool } from './settle-typed-school';
import { withdrawDancer } from './withdraw-dancer';

/** A command of this area, as its own schemas define it. */
export type RegistrationCommand = z.infer<(typeof registrationCommandSchemas)[number]>;

/**
 * Decides the commands of registration (ADR 019). Authorization is not
 * checked here (`authorizeCommand`); whether the actor is registration
 * staff comes in the context, for the rules that differ (closed
 * registration, the time a paper form was received).
 */
export function decideRegistration(
  state: CompetitionState,
  command: RegistrationCommand,
  context: AreaContext,
): Decision {
  switch (command.type) {
    case 'register':
      return register(state, command, context);
    case 'changeEntries':
      return changeEntries(state, command, context);
    case 'correctDancer':
      return correctDancer(state, command, context);
    case 'pairSeekers':
      return pairSeekers(state, command, context);
    case 'answerPartnership':
      return answerPartnership(state, command, context);
    case 'recordPayment':
      return recordPayment(state, command, context);
    case 'correctPayment':
      return correctPayment(state, command, context);
    case 'adjustFees':
      return adjustFees(state, command, context);
    case 'withdrawDancer':
      return withdrawDancer(state, command, context);
    case 'settleTypedSchool':
      return settleTypedSchool(state, command);
    case 'setFeeSchedule':
      return setFeeSchedule(command);
  }
}
