import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountError } from '../accounts/accounts';
import { FailureLimiter } from '../accounts/failure-limiter';
import { verifyPassword } from '../accounts/password-hash';
import { hashSecret } from '../accounts/secrets';
import type { SessionWatch } from '../accounts/session-watch';
import type { User } from '../accounts/user-store';
import type { Mailer } from '../mail/mailer';
import { boundDevice, signedIn, type AccessOptions } from './authenticate';
import { clearCookie, readCookie, setCookie } from './cookies';
import { baseUrl, parseBody, sendSignedOut } from './guard';

export interface AuthRouteOptions extends AccessOptions {
  mailer: Mailer;
  sessionWatch: SessionWatch;
}

const email = z.string().trim().min(1, 'enter your email address').max(254);
const signInBody = z.strictObject({ email, password: z.string().min(1, 'enter your password') });
const changeBody = z.strictObject({
  currentPassword: z.string().min(1, 'enter your current password'),
  newPassword: z.string(),
});
const resetRequestBody = z.strictObject({ email });
const resetCompleteBody = z.strictObject({ token: z.string().min(1), password: z.string() });

function origin(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** "2 minutes", "1 minute": how long a rate-limited person waits, rounded up. */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Sign-in, sign-out, the session's owner, password change and reset. Every
 * POST here also passes the global Origin check (app.ts).
 */
export function registerAuthRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { accounts } = options;
  // Reset mails per address: enough for a lost mail or two, not enough to flood an inbox.
  const resetMails = new FailureLimiter({ maxFailures: 3, windowMs: 60 * 60_000 }, () =>
    Date.now(),
  );

  const sessionPayload = (user: User | undefined, request: FastifyRequest) => {
    const device = boundDevice(request, accounts);
    return {
      user: user
        ? {
            id: user.id,
            email: user.email,
            name: user.name,
            mustChangePassword: user.mustChangePassword,
          }
        : null,
      memberships: user && !user.mustChangePassword ? accounts.users.memberships(user.id) : [],
      judgeDevice: device ? { competition: device.competitionSlug, judgeId: device.judgeId } : null,
      passwordPolicy: accounts.config.passwordPolicy,
    };
  };

  /** Ends the browser's current session, if any, and starts a new one (fixation defence). */
  const startSession = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const previous = readCookie(request, 'session');
    if (previous !== undefined) {
      accounts.sessions.end(previous);
      options.sessionWatch.ended([hashSecret(previous)]);
    }
    setCookie(request, reply, 'session', token);
  };

  app.get('/api/auth/session', (request) =>
    sessionPayload(signedIn(request, accounts)?.user, request),
  );

  app.post('/api/auth/sign-in', async (request, reply) => {
    const body = parseBody(signInBody, request, reply);
    if (!body) {
      return reply;
    }
    const result = await accounts.signIn(body.email, body.password, origin(request));
    if (!result.ok && result.reason === 'limited') {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({
          error: `too many attempts, try again in ${waitInWords(result.retryAfterMs)}`,
          retryAfterSeconds: seconds,
        });
    }
    if (!result.ok) {
      return reply
        .code(401)
        .send({ error: 'email or password is incorrect', code: 'invalid-credentials' });
    }
    startSession(request, reply, result.token);
    return sessionPayload(result.user, request);
  });

  app.post('/api/auth/sign-out', (request, reply) => {
    const token = readCookie(request, 'session');
    const current = signedIn(request, accounts);
    if (token !== undefined) {
      accounts.sessions.end(token);
      options.sessionWatch.ended([hashSecret(token)]);
    }
    if (current) {
      accounts.audit.record({
        actor: current.user.email,
        actorUserId: current.user.id,
        action: 'sign-out',
        ip: request.ip,
      });
    }
    clearCookie(request, reply, 'session');
    return reply.code(204).send();
  });

  app.post('/api/auth/password', async (request, reply) => {
    const current = signedIn(request, accounts);
    if (!current) {
      return sendSignedOut(reply);
    }
    const body = parseBody(changeBody, request, reply);
    if (!body) {
      return reply;
    }
    if (!(await verifyPassword(body.currentPassword, current.user.passwordHash))) {
      return reply.code(400).send({ error: 'the current password is not right' });
    }
    try {
      options.sessionWatch.ended(await accounts.setPassword(current.user, body.newPassword));
    } catch (error) {
      if (error instanceof AccountError) {
        return reply.code(400).send({ error: error.message });
      }
      throw error;
    }
    accounts.audit.record({
      actor: current.user.email,
      actorUserId: current.user.id,
      action: 'password-changed',
      ip: request.ip,
    });
    setCookie(request, reply, 'session', accounts.sessions.start(current.user.id, request.ip, ''));
    return sessionPayload(accounts.users.byId(current.user.id), request);
  });

  app.post('/api/auth/password-reset', async (request, reply) => {
    const body = parseBody(resetRequestBody, request, reply);
    if (!body) {
      return reply;
    }
    const user = accounts.users.byEmail(body.email);
    // The same answer whether or not the account exists, so this cannot be used to probe emails.
    const answer = { message: 'if an account exists for that email, a reset link is on its way' };
    if (!user || user.disabledAt !== undefined) {
      return reply.code(202).send(answer);
    }
    if (resetMails.retryAfterMs(user.email.toLowerCase()) > 0) {
      request.log.warn({ user: user.id }, 'password reset mail limit reached');
      return reply.code(202).send(answer);
    }
    resetMails.fail(user.email.toLowerCase());
    const token = accounts.resets.create(user.id);
    const link = `${baseUrl(request, accounts.config.publicUrl)}/login/reset?token=${token}`;
    accounts.audit.record({
      actor: user.email,
      actorUserId: user.id,
      action: 'password-reset-requested',
      ip: request.ip,
    });
    try {
      await options.mailer.send({
        to: user.email,
        subject: 'Reset your Floorcraft password',
        text: [
          `Someone (hopefully you) asked to reset the password of ${user.email}.`,
          '',
          `Choose a new password here within the next hour: ${link}`,
          '',
          'The link works once. If you did not ask for this, ignore this mail; your password is unchanged.',
        ].join('\n'),
      });
    } catch (error) {
      request.log.error({ err: error }, 'password reset mail failed');
    }
    return reply.code(202).send(answer);
  });

  app.get<{ Params: { token: string } }>('/api/auth/password-reset/:token', (request) => ({
    valid: accounts.resets.isOpen(request.params.token),
  }));

  app.post('/api/auth/password-reset/complete', async (request, reply) => {
    const body = parseBody(resetCompleteBody, request, reply);
    if (!body) {
      return reply;
    }
    let hash: string;
    try {
      // Checked before the token is used up, so a weak password does not burn the link.
      hash = await accounts.newPasswordHash(body.password);
    } catch (error) {
      if (error instanceof AccountError) {
        return reply.code(400).send({ error: error.message });
      }
      throw error;
    }
    const userId = accounts.resets.redeem(body.token);
    const user = userId === undefined ? undefined : accounts.users.byId(userId);
    if (!user) {
      return reply
        .code(400)
        .send({ error: 'this reset link has expired or was already used: ask for a new one' });
    }
    accounts.users.setPassword(user.id, hash, false);
    options.sessionWatch.ended(accounts.sessions.endAllFor(user.id));
    accounts.audit.record({
      actor: user.email,
      actorUserId: user.id,
      action: 'password-reset',
      ip: request.ip,
    });
    startSession(request, reply, accounts.sessions.start(user.id, request.ip, ''));
    return sessionPayload(accounts.users.byId(user.id), request);
  });
}
