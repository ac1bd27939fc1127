import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mailConfigFromEnv, type MailConfig } from '../src/mail/mail-config';
import { createMailer, type Mailer, type MailMessage } from '../src/mail/mailer';

interface ReceivedMail {
  rcptTo: string[];
  raw: string;
}

interface LogEntry {
  obj: object;
  msg: string;
}

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup();
  }
});

const invitation: MailMessage = {
  to: 'judge@example.com',
  subject: 'You are invited to judge at Spring Cup',
  text: 'Anna invited you to judge.\n\nAccept: https://floorcraft.test/invite/tok123\n',
};

function listeningPort(server: { address(): string | AddressInfo | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('server is not listening on a TCP port');
  }
  return address.port;
}

/** A real SMTP server on a free port that keeps every message it accepts. */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(resolve)));
  return { port: listeningPort(server.server), received };
}

/** A port nothing listens on: bound once to get it from the OS, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = listeningPort(probe);
  await new Promise<void>((resolve, reject) =>
    probe.close((error) => (error ? reject(error) : resolve())),
  );
  return port;
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-mail-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function mailerFor(config: MailConfig, log: LogEntry[] = []): Mailer {
  const mailer = createMailer(config, { info: (obj, msg) => log.push({ obj, msg }) });
  cleanups.push(() => mailer.close());
  return mailer;
}

describe('SMTP mailer', () => {
  it('delivers a message to a real SMTP server', async () => {
    const { port, received } = await startSmtpServer();
    const mailer = mailerFor({
      smtp: { host: '127.0.0.1', port, secure: false },
      from: 'Floorcraft <no-reply@floorcraft.invalid>',
      outboxDir: tempDir(),
    });

    const delivery = await mailer.send(invitation);

    expect(delivery.status).toBe('sent');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.rcptTo).toEqual(['judge@example.com']);
    expect(mail?.raw).toContain(`Subject: ${invitation.subject}`);
    expect(mail?.raw).toContain('https://floorcraft.test/invite/tok123');
  });

  it('rejects with the recipient named when no server is listening', async () => {
    const mailer = mailerFor({
      smtp: { host: '127.0.0.1', port: await closedPort(), secure: false },
      from: 'Floorcraft <no-reply@floorcraft.invalid>',
      outboxDir: tempDir(),
    });

    await expect(mailer.send(invitation)).rejects.toThrow(
      /mail to judge@example\.com could not be sent: .*ECONNREFUSED/,
    );
  });
});

describe('outbox mailer', () => {
  it('writes the rendered message to an .eml file and logs where', async () => {
    const outboxDir = path.join(tempDir(), 'outbox');
    const log: LogEntry[] = [];
    const mailer = mailerFor({ from: 'Floorcraft <no-reply@floorcraft.invalid>', outboxDir }, log);

    const delivery = await mailer.send(invitation);

    if (delivery.status !== 'outbox') {
      throw new Error(`expected the outbox, got ${delivery.status}`);
    }
    expect(path.dirname(delivery.file)).toBe(outboxDir);
    expect(path.basename(delivery.file)).toMatch(
      /^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-judge@example\.com\.eml$/,
    );
    const contents = readFileSync(delivery.file, 'utf8');
    expect(contents).toContain('To: judge@example.com');
    expect(contents).toContain(`Subject: ${invitation.subject}`);
    expect(contents).toContain('https://floorcraft.test/invite/tok123');
    expect(log).toEqual([
      {
        obj: { to: invitation.to, subject: invitation.subject, file: delivery.file },
        msg: 'mail written to outbox',
      },
    ]);
  });

  it('keeps both of two messages sent to one recipient at once', async () => {
    const outboxDir = tempDir();
    const mailer = mailerFor({ from: 'Floorcraft <no-reply@floorcraft.invalid>', outboxDir });

    await Promise.all([mailer.send(invitation), mailer.send(invitation)]);

    expect(readdirSync(outboxDir)).toHaveLength(2);
  });

  it('keeps path characters in the recipient out of the file name', async () => {
    const outboxDir = tempDir();
    const mailer = mailerFor({ from: 'Floorcraft <no-reply@floorcraft.invalid>', outboxDir });

    const delivery = await mailer.send({ ...invitation, to: '"../../evil" <x/y@example.com>' });

    expect(delivery.status === 'outbox' && path.dirname(delivery.file)).toBe(outboxDir);
  });
});

describe('mailConfigFromEnv', () => {
  const dataDir = path.join(os.tmpdir(), 'floorcraft-data');

  it('writes to the outbox with the default sender when no SMTP host is set', () => {
    expect(mailConfigFromEnv({}, dataDir)).toEqual({
      from: 'Floorcraft <no-reply@floorcraft.invalid>',
      outboxDir: path.join(dataDir, 'outbox'),
    });
  });

  it('uses the submission port without TLS by default', () => {
    const config = mailConfigFromEnv({ SMTP_HOST: 'smtp.example.com' }, dataDir);
    expect(config.smtp).toEqual({ host: 'smtp.example.com', port: 587, secure: false });
  });

  it('uses port 465 when SMTP_SECURE is true', () => {
    const config = mailConfigFromEnv(
      { SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true' },
      dataDir,
    );
    expect(config.smtp?.port).toBe(465);
    expect(config.smtp?.secure).toBe(true);
  });

  it('reads the port, credentials and sender', () => {
    const config = mailConfigFromEnv(
      {
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '2525',
        SMTP_USER: 'mailer',
        SMTP_PASS: 'secret',
        MAIL_FROM: 'Spring Cup <cup@example.com>',
      },
      dataDir,
    );
    expect(config).toEqual({
      smtp: { host: 'smtp.example.com', port: 2525, secure: false, user: 'mailer', pass: 'secret' },
      from: 'Spring Cup <cup@example.com>',
      outboxDir: path.join(dataDir, 'outbox'),
    });
  });

  it('names SMTP_PORT and its value when the port is not a number', () => {
    expect(() =>
      mailConfigFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: 'smtp' }, dataDir),
    ).toThrow('SMTP_PORT must be a port number from 1 to 65535, got "smtp"');
  });

  it('names SMTP_SECURE and its value when it is neither true nor false', () => {
    expect(() =>
      mailConfigFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'yes' }, dataDir),
    ).toThrow('SMTP_SECURE must be "true" or "false", got "yes"');
  });
});
