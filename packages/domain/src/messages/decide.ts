import type { z } from 'zod';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import type {
  RecordMessageProgressCommand,
  SendMessageCommand,
  messageCommandSchemas,
} from './commands';
import { messageAudience } from './message-audience';

/** A command of this area, as its own schemas define it. */
export type MessageCommand = z.infer<(typeof messageCommandSchemas)[number]>;

/**
 * Decides the commands of messages to entrants (issue 25 item 8).
 * Authorization is `authorizeCommand`'s: registration staff send, only the
 * server records progress.
 */
export function decideMessages(
  state: CompetitionState,
  command: MessageCommand,
  context: DecideContext,
): Decision {
  return command.type === 'sendMessage'
    ? sendMessage(state, command, context)
    : recordProgress(state, command, context);
}

function sendMessage(
  state: CompetitionState,
  command: SendMessageCommand,
  context: DecideContext,
): Decision {
  if (state.messages?.[command.messageId]) {
    return refuse(`messageId: a message with id "${command.messageId}" was already sent`);
  }
  const { audience } = command;
  if (audience.kind === 'events') {
    const unknown = audience.eventNames.find((name) => !(name in state.events));
    if (unknown !== undefined) {
      return refuse(`audience.eventNames: no event named "${unknown}"`);
    }
  }
  if (audience.kind === 'school' && !state.affiliations.includes(audience.school)) {
    const dances = Object.values(state.competitors).some((c) => c.affiliation === audience.school);
    if (!dances) {
      return refuse(`audience.school: no school named "${audience.school}"`);
    }
  }
  const { recipients } = messageAudience(state, audience);
  if (recipients.length === 0) {
    return refuse('audience: nobody with an email address is in this audience');
  }
  return accept({
    type: 'MessageQueued',
    message: {
      id: command.messageId,
      subject: command.subject,
      body: command.body,
      audience,
      recipients,
      by: context.actor ?? 'system',
      at: context.now(),
      started: 0,
      failures: [],
    },
  });
}

/**
 * A mail starts only as the next one (so two server processes, or a retry,
 * never send one twice: the loser is refused); a failure only for one
 * started; the end once every mail started.
 */
function recordProgress(
  state: CompetitionState,
  command: RecordMessageProgressCommand,
  context: DecideContext,
): Decision {
  const message = state.messages?.[command.messageId];
  if (!message) {
    return refuse(`messageId: no message with id "${command.messageId}"`);
  }
  if (message.finishedAt !== undefined) {
    return refuse(`messageId: message "${command.messageId}" is finished`);
  }
  const { progress } = command;
  const { messageId } = command;
  switch (progress.kind) {
    case 'started':
      return progress.index === message.started && progress.index < message.recipients.length
        ? accept({ type: 'MessageMailStarted', messageId, index: progress.index })
        : refuse(`progress.index: the next mail to send is number ${message.started}`);
    case 'failed':
      return progress.index < message.started
        ? accept({
            type: 'MessageMailFailed',
            messageId,
            index: progress.index,
            reason: progress.reason,
          })
        : refuse(`progress.index: mail number ${progress.index} has not started`);
    case 'finished':
      return message.started === message.recipients.length
        ? accept({ type: 'MessageFinished', messageId, at: context.now() })
        : refuse(`progress: ${message.recipients.length - message.started} mails have not started`);
  }
}
