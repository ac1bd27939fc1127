import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Says where a message went, so a caller can tell an operator to look in the outbox. */
export type MailDelivery =
  { status: 'sent'; messageId: string } | { status: 'outbox'; file: string };

/** Sends mail; callers don't know or care whether it goes to an SMTP relay or to the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<MailDelivery>;
  close(): void;
}

/** The part of Fastify's (pino's) logger the mailer uses, so tests can pass a plain object. */
export interface MailLogger {
  info(obj: object, msg: string): void;
}

type SmtpSettings = NonNullable<MailConfig['smtp']>;

/**
 * Builds the mailer the configuration asks for: SMTP when a host is set, otherwise the outbox,
 * so invitations and password resets can be read from disk on a machine with no mail server.
 */
export function createMailer(config: MailConfig, logger: MailLogger): Mailer {
  return config.smtp
    ? createSmtpMailer(config.smtp, config.from, logger)
    : createOutboxMailer(config.from, config.outboxDir, logger);
}

function createSmtpMailer(smtp: SmtpSettings, from: string, logger: MailLogger): Mailer {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass },
    // An unauthenticated relay is usually a local one (or a test server) whose STARTTLS, if any,
    // has a certificate nodemailer would reject. With credentials, STARTTLS is still used when
    // offered so that the password does not cross the network in clear.
    ignoreTLS: !smtp.secure && smtp.user === undefined,
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return { status: 'sent', messageId: info.messageId };
      } catch (error) {
        throw new Error(`mail to ${message.to} could not be sent: ${reason(error)}`, {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}

function createOutboxMailer(from: string, outboxDir: string, logger: MailLogger): Mailer {
  // The stream transport renders exactly what SMTP would have carried, so the file opens in any
  // mail client and shows the real headers.
  const transport = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        const file = await writeToOutbox(outboxDir, message.to, info.message);
        logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
        return { status: 'outbox', file };
      } catch (error) {
        const why = reason(error);
        throw new Error(`mail to ${message.to} could not be written to the outbox: ${why}`, {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}

async function writeToOutbox(
  outboxDir: string,
  to: string,
  rendered: Buffer | Readable,
): Promise<string> {
  if (!Buffer.isBuffer(rendered)) {
    throw new Error('the stream transport returned a stream although buffer was requested');
  }
  // Created on every send, not once at start-up, so an operator may empty the outbox by deleting it.
  await mkdir(outboxDir, { recursive: true });
  const baseName = `${new Date().toISOString().replaceAll(':', '-')}-${fileSafe(to)}`;
  return writeWithoutOverwriting(outboxDir, baseName, rendered);
}

/** Two messages to one recipient in the same millisecond must both be kept, not one replace the other. */
async function writeWithoutOverwriting(
  dir: string,
  baseName: string,
  contents: Buffer,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const file = path.join(dir, `${baseName}${attempt === 0 ? '' : `-${attempt}`}.eml`);
    try {
      await writeFile(file, contents, { flag: 'wx' });
      return file;
    } catch (error) {
      if (!isFileExists(error)) {
        throw error;
      }
    }
  }
}

/** Recipient addresses are user input: nothing in one may reach the path but plain characters. */
function fileSafe(address: string): string {
  return address.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
}

function isFileExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
