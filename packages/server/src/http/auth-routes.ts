import { screensFor, singleLineText } from '@floorcraft/domain';
import type { SessionInfo } from '@floorcraft/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountLimits } from '../accounts/account-limits';
import { changeOwnPassword } from '../accounts/commands/change-own-password';
import { completePasswordReset } from '../accounts/commands/complete-password-reset';
import { signOut } from '../accounts/commands/sign-out';
import { hashSecret } from '../accounts/secrets';
import type { SessionWatch } from '../accounts/session-watch';
import type { User } from '../accounts/user-store';
import type { Mailer } from '../mail/mailer';
import { replyToAccountFailure } from './account-failure';
import type { AfterReply } from './after-reply';
import { boundDevice, signedIn, type AccessOptions } from './authenticate';
import { accountMayCreate } from './competition-creator';
import {
  clearCookie,
  readCookie,
  readKnownBrowserTokens,
  setCookie,
  setKnownBrowserTokens,
} from './cookies';
import { parseBody, sendSignedOut } from './guard';
import { sendTooManyAttempts, unlessBusy } from './limit-replies';

export interface AuthRouteOptions extends AccessOptions {
  mailer: Mailer;
  sessionWatch: SessionWatch;
  /** Reset mails, bad reset links and wrong current passwords, shared by every process. */
  limits: AccountLimits;
  /** The app's mail queue: reset mails go out from it, apart from any request. */
  afterReply: AfterReply;
}

const email = singleLineText().trim().min(1, 'enter your email address').max(254);
const signInBody = z.strictObject({
  email,
  password: singleLineText().min(1, 'enter your password'),
});
const changeBody = z.strictObject({
  currentPassword: singleLineText().min(1, 'enter your current password'),
  newPassword: singleLineText(),
});
const resetRequestBody = z.strictObject({ email });
const resetCompleteBody = z.strictObject({
  token: singleLineText().min(1),
  password: singleLineText(),
});

function origin(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    knownBrowserTokens: readKnownBrowserTokens(request),
  };
}

/**
 * Sign-in, sign-out, the session's owner, password change and reset. Every
 * POST here also passes the global Origin check (app.ts).
 */
export function registerAuthRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { accounts, limits } = options;
  /** Reset links being completed right now: a second request with the same link waits its turn. */
  const completing = new Set<string>();

  const sessionPayload = async (
    user: User | undefined,
    request: FastifyRequest,
  ): Promise<SessionInfo> => {
    const device = await boundDevice(request, accounts);
    return {
      user: user
        ? {
            id: user.id,
            email: user.email,
            name: user.name,
            mustChangePassword: user.mustChangePassword,
          }
        : null,
      // The screens each membership offers are worked out here, from the policy, so the app
      // keeps no role lists of its own.
      memberships:
        user && !user.mustChangePassword
          ? (await accounts.users.memberships(user.id)).map(({ slug, roles }) => ({
              slug,
              roles,
              screens: screensFor(roles),
            }))
          : [],
      // The admin switcher of a server administrator lists every competition the index lists,
      // not only those with a role (issue 25); like every right, after a one-time password.
      serverAdministrator:
        user !== undefined && user.serverAdministrator && !user.mustChangePassword,
      // Whether the app offers "Create a competition" (issue 25); the server checks again.
      mayCreateCompetitions:
        user !== undefined && accountMayCreate(user, options.competitionCreators).allowed,
      judgeDevice: device ? { competition: device.competitionSlug, judgeId: device.judgeId } : null,
      passwordPolicy: accounts.config.passwordPolicy,
    };
  };

  /** Ends the browser's current session, if any, and starts a new one (fixation defence). */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const previous = readCookie(request, 'session');
    if (previous !== undefined) {
      await accounts.sessions.end(previous);
      options.sessionWatch.ended([hashSecret(previous)]);
    }
    setCookie(request, reply, 'session', token);
  };

  /** This browser has shown it knows the user's password: it is known to the account from now on. */
  const rememberBrowser = async (request: FastifyRequest, reply: FastifyReply, user: User) => {
    const tokens = await accounts.knownBrowsers.remember(user.id, readKnownBrowserTokens(request));
    setKnownBrowserTokens(request, reply, tokens);
  };

  app.get('/api/auth/session', async (request) =>
    sessionPayload((await signedIn(request, accounts))?.user, request),
  );

  app.post('/api/auth/sign-in', async (request, reply) => {
    const body = parseBody(signInBody, request, reply);
    if (!body) {
      return reply;
    }
    const result = await unlessBusy(reply, () =>
      accounts.signIn(body.email, body.password, origin(request)),
    );
    if (!result) {
      return reply;
    }
    if (!result.ok && result.reason === 'limited') {
      return sendTooManyAttempts(reply, result.retryAfterMs);
    }
    if (!result.ok) {
      return reply
        .code(401)
        .send({ error: 'email or password is incorrect', code: 'invalid-credentials' });
    }
    await startSession(request, reply, result.token);
    setKnownBrowserTokens(request, reply, result.knownBrowserTokens);
    return sessionPayload(result.user, request);
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const current = await signedIn(request, accounts);
    await signOut(options, {
      token: readCookie(request, 'session'),
      user: current?.user,
      ip: request.ip,
    });
    clearCookie(request, reply, 'session');
    return reply.code(204).send();
  });

  app.post('/api/auth/password', async (request, reply) => {
    const current = await signedIn(request, accounts);
    if (!current) {
      return sendSignedOut(reply);
    }
    const body = parseBody(changeBody, request, reply);
    if (!body) {
      return reply;
    }
    try {
      const { token } = await changeOwnPassword(options, {
        user: current.user,
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        ip: request.ip,
      });
      setCookie(request, reply, 'session', token);
    } catch (error) {
      return replyToAccountFailure(error, reply);
    }
    await rememberBrowser(request, reply, current.user);
    return sessionPayload(await accounts.users.byId(current.user.id), request);
  });

  /** The reset mail, sent after the reply: nothing of it shows in the answer or its timing. */
  const sendResetLink = async (email: string, base: string, ip: string, log: FastifyRequest) => {
    const user = await accounts.users.byEmail(email);
    if (!user || user.disabledAt !== undefined) {
      return;
    }
    if (!(await limits.takeResetMail(user.email))) {
      log.log.warn({ user: user.id }, 'password reset mail limit reached');
      return;
    }
    const token = await accounts.resets.create(user.id);
    const link = `${base}/login/reset?token=${token}`;
    await accounts.audit.record({
      actor: user.email,
      actorUserId: user.id,
      action: 'password-reset-requested',
      ip,
    });
    await options.mailer.send({
      to: user.email,
      subject: 'Reset your Floorcraft password',
      text: [
        `Someone (hopefully you) asked to reset the password of ${user.email}.`,
        '',
        `Choose a new password here within the next hour: ${link}`,
        '',
        'Choosing it also signs you in, and lifts a sign-in lock caused by wrong passwords.',
        'The link works once. If you did not ask for this, ignore this mail; your password is unchanged.',
      ].join('\n'),
    });
  };

  app.post('/api/auth/password-reset', (request, reply) => {
    const body = parseBody(resetRequestBody, request, reply);
    if (!body) {
      return reply;
    }
    // The same answer, after the same work, whether or not the account exists: looking the
    // account up, the token, the audit entry and the mail are one job of the mail queue,
    // run later than the next request (ADR 026).
    const base = options.links.origin;
    options.afterReply(request, 'password reset mail', () =>
      sendResetLink(body.email, base, request.ip, request),
    );
    return reply
      .code(202)
      .send({ message: 'if an account exists for that email, a reset link is on its way' });
  });

  app.get<{ Params: { token: string } }>('/api/auth/password-reset/:token', async (request) => ({
    valid: await accounts.resets.isOpen(request.params.token),
  }));

  app.post('/api/auth/password-reset/complete', async (request, reply) => {
    const body = parseBody(resetCompleteBody, request, reply);
    if (!body) {
      return reply;
    }
    try {
      const { user, token } = await completePasswordReset(
        { ...options, completing },
        {
          token: body.token,
          password: body.password,
          ip: request.ip,
          previousSession: readCookie(request, 'session'),
        },
      );
      setCookie(request, reply, 'session', token);
      await rememberBrowser(request, reply, user);
      return sessionPayload(await accounts.users.byId(user.id), request);
    } catch (error) {
      return replyToAccountFailure(error, reply);
    }
  });
}
