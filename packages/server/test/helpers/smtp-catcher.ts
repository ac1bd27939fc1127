import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../../src/mail/mail-config';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** Mail bodies arrive quoted-printable: soft line breaks and =XX escapes (`=3D` is `=`). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Messages whose acceptance is held back while a test looks at what the sender did meanwhile. */
interface Holding {
  on: boolean;
  waiting: (() => void)[];
}

/** A real SMTP server on a free port that keeps every message, for mail tests. */
export class SmtpCatcher {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly mails: readonly CaughtMail[],
    private readonly holding: Holding,
  ) {}

  /** Listens on `port` (0: any free port). */
  static async start(port = 0): Promise<SmtpCatcher> {
    const mails: CaughtMail[] = [];
    const holding: Holding = { on: false, waiting: [] };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          const accept = () => {
            mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
            callback();
          };
          if (holding.on) {
            holding.waiting.push(accept);
          } else {
            accept();
          }
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return new SmtpCatcher(server, (server.server.address() as AddressInfo).port, mails, holding);
  }

  /** The server's mail settings that send every mail here (plain SMTP, no outbox), with `queue`'s waits. */
  mailConfig(queue?: MailConfig['queue']): MailConfig {
    return {
      smtp: { host: '127.0.0.1', port: this.port, secure: false },
      from: 'Floorcraft <no-reply@floorcraft.invalid>',
      outboxDir: 'unused-with-smtp',
      ...(queue ? { queue } : {}),
    };
  }

  /**
   * From now on, a message that arrives is not answered (nor kept in `mails`)
   * until the returned function is called, so the sender's send stays pending.
   */
  hold(): () => void {
    this.holding.on = true;
    return () => {
      this.holding.on = false;
      for (const accept of this.holding.waiting.splice(0)) {
        accept();
      }
    };
  }

  /** Waits until `count` messages have arrived and are being held. */
  async held(count: number, timeoutMs = 5000): Promise<void> {
    await pollUntil(
      () => (this.holding.waiting.length >= count ? true : undefined),
      timeoutMs,
      () => `${this.holding.waiting.length} held messages, not ${count}`,
    );
  }

  /**
   * Waits for the first mail that `matches` and returns it; `what` says what was awaited
   * ("to ada@…", "saying …"), and a timeout names it with the recipients of every mail so far.
   */
  async waitFor(
    what: string,
    matches: (mail: CaughtMail) => boolean,
    timeoutMs = 5000,
  ): Promise<CaughtMail> {
    return pollUntil(
      () => this.mails.find(matches),
      timeoutMs,
      () =>
        `no mail ${what} within ${timeoutMs} ms; mails so far to ${JSON.stringify(this.mails.map((each) => each.to))}`,
    );
  }

  /** Waits for a mail to `to` and returns its text, quoted-printable decoded. */
  async textTo(to: string, timeoutMs = 5000): Promise<string> {
    await this.linkTo(to, '/', timeoutMs);
    return decodeQuotedPrintable(this.mails.find((mail) => mail.to.includes(to))!.raw);
  }

  /** Waits for a mail to `to` and returns the first link in it that contains `pathPart`. */
  async linkTo(to: string, pathPart: string, timeoutMs = 5000): Promise<string> {
    return (await this.linksTo(to, pathPart, 1, timeoutMs))[0]!;
  }

  /**
   * Waits until `count` mails to `to` hold a link containing `pathPart` and
   * returns those links, the first mail's first.
   */
  async linksTo(to: string, pathPart: string, count: number, timeoutMs = 5000): Promise<string[]> {
    const links = () =>
      this.mails
        .filter((candidate) => candidate.to.includes(to))
        .map((mail) =>
          decodeQuotedPrintable(mail.raw)
            .match(/https?:\/\/\S+/g)
            ?.find((url) => url.includes(pathPart)),
        )
        .filter((link) => link !== undefined);
    return pollUntil(
      () => {
        const found = links();
        return found.length >= count ? found : undefined;
      },
      timeoutMs,
      () => `${links().length} mails to ${to} with a link containing ${pathPart}, not ${count}`,
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Asks `found` until it gives a value, then returns it; past `timeoutMs` it throws
 * `failure()`, said at that moment. Mail arrives over a socket, so the catcher can only look.
 */
async function pollUntil<T>(
  found: () => T | undefined,
  timeoutMs: number,
  failure: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(failure());
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
