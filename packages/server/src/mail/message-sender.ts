import { renderMessage, type Actor, type OutgoingMessage } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import type { MailQueue } from './mail-queue';
import type { Mailer } from './mailer';

/** The server itself records a message's progress; no member may (permissions: none). */
const MAIL_WORKER: Actor = { kind: 'system', label: 'mail' };

/**
 * Mails of one message waiting in the mail queue at once: enough that their
 * random waits overlap (ADR 026), few enough that a code mail queued meanwhile
 * waits behind a handful of them, not behind a thousand.
 */
const WINDOW = 8;

/** What a restart tells of the mail it interrupted: it may or may not have left. */
export const INTERRUPTED_REASON =
  'the server stopped while this mail was being sent; not sent again, so that nobody gets it twice';

export interface MessageSenderOptions {
  host: CompetitionHost;
  mailer: Mailer;
  queue: MailQueue;
  logger: FastifyBaseLogger;
}

/**
 * Mails the messages staff send to entrants (issue 25 item 8) in the
 * background, through the app's one mail queue: each mail is a job that
 * first records it started (`recordMessageProgress`, accepted only for the
 * next mail, so two processes or a restart never send one twice), then
 * sends it, recording a failure. A restart resumes every unfinished message
 * after the mail it interrupted, which is recorded as not sent.
 */
export class MessageSender {
  /** Messages being sent by this process, as `slug/id`, with their mails in the queue. */
  private readonly sending = new Map<string, number>();
  private stopped = false;

  constructor(private readonly options: MessageSenderOptions) {}

  /** Resumes what every competition had left to send when the server stopped. */
  async resumeAll(): Promise<void> {
    for (const { slug } of this.options.host.list()) {
      for (const message of Object.values(this.options.host.stateOf(slug)?.messages ?? {})) {
        if (message.finishedAt === undefined) {
          await this.recordInterrupted(slug, message);
          this.start(slug, message.id);
        }
      }
    }
  }

  /** Starts sending a message just sent; nothing if this process sends it already. */
  start(slug: string, messageId: string): void {
    const key = `${slug}/${messageId}`;
    if (!this.stopped && !this.sending.has(key)) {
      this.sending.set(key, 0);
      this.pump(slug, messageId);
    }
  }

  /** No further mail is queued (shutdown); those queued run as the queue drains. */
  stop(): void {
    this.stopped = true;
  }

  /** Fills the window of queued mails for a message, or records its end. */
  private pump(slug: string, messageId: string): void {
    const key = `${slug}/${messageId}`;
    const message = this.messageOf(slug, messageId);
    const queued = this.sending.get(key) ?? 0;
    if (!message || message.finishedAt !== undefined || this.stopped) {
      if (queued === 0) {
        this.sending.delete(key);
      }
      return;
    }
    const left = message.recipients.length - message.started - queued;
    if (left <= 0 && queued === 0) {
      this.sending.delete(key);
      void this.progress(slug, messageId, { kind: 'finished' }, 'finished');
      return;
    }
    for (let more = Math.min(left, WINDOW - queued); more > 0; more--) {
      this.sending.set(key, (this.sending.get(key) ?? 0) + 1);
      this.options.queue.add(
        () => this.sendNext(slug, messageId),
        (error) => this.options.logger.error({ err: error, messageId }, 'message mail failed'),
      );
    }
  }

  /** One job: the next mail of the message, claimed, rendered and sent. */
  private async sendNext(slug: string, messageId: string): Promise<void> {
    try {
      const message = this.messageOf(slug, messageId);
      if (!message || message.started >= message.recipients.length) {
        return;
      }
      const index = message.started;
      const claimed = await this.progress(slug, messageId, { kind: 'started', index }, `${index}`);
      if (!claimed) {
        return; // another process sends it, or the message is finished
      }
      const state = this.options.host.stateOf(slug)!;
      const mail = renderMessage(state, message, message.recipients[index]!);
      try {
        await this.options.mailer.send(mail);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await this.progress(slug, messageId, { kind: 'failed', index, reason }, `${index}:failed`);
      }
    } finally {
      const key = `${slug}/${messageId}`;
      this.sending.set(key, (this.sending.get(key) ?? 1) - 1);
      this.pump(slug, messageId);
    }
  }

  /** Records that the mail a stop interrupted (started, neither failed nor followed) may not have left. */
  private async recordInterrupted(slug: string, message: OutgoingMessage): Promise<void> {
    const index = message.started - 1;
    const recipient = message.recipients[index];
    if (recipient && !message.failures.some((failure) => failure.email === recipient.email)) {
      const progress = { kind: 'failed', index, reason: INTERRUPTED_REASON } as const;
      await this.progress(slug, message.id, progress, `${index}:failed`);
    }
  }

  /** Records progress under a command id of its own, so a retry is never applied twice. */
  private async progress(
    slug: string,
    messageId: string,
    progress:
      | { kind: 'started'; index: number }
      | { kind: 'failed'; index: number; reason: string }
      | { kind: 'finished' },
    idSuffix: string,
  ): Promise<boolean> {
    const outcome = await this.options.host.execute(
      slug,
      {
        commandId: `message:${messageId}:${idSuffix}`.slice(0, 100),
        command: { type: 'recordMessageProgress', messageId, progress },
      },
      MAIL_WORKER,
    );
    if (outcome.status === 'refused') {
      this.options.logger.warn({ messageId, progress, outcome }, 'message progress refused');
    }
    return outcome.status === 'applied';
  }

  private messageOf(slug: string, messageId: string): OutgoingMessage | undefined {
    return this.options.host.stateOf(slug)?.messages?.[messageId];
  }
}
