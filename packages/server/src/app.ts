import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AccountLimits } from './accounts/account-limits';
import type { Accounts } from './accounts/accounts';
import type { RegistrationLimits } from './accounts/registration-limits';
import type { SessionWatch } from './accounts/session-watch';
import type { CompetitionHost } from './competitions/competition-host';
import type { ServerConfig } from './config';
import { workAfterReply } from './http/after-reply';
import { registerAuthRoutes } from './http/auth-routes';
import { clientErrorHandler } from './http/client-error-handler';
import { registerCommandRoutes } from './http/command-routes';
import { registerCreateCompetitionRoutes } from './http/create-competition-routes';
import { registerOrganizerRoutes } from './http/organizer-routes';
import { registerExportRoutes } from './http/export-routes';
import { registerInvitationRoutes } from './http/invitation-routes';
import { fastifyTrustProxy, type ProxyTrust } from './http/proxy-trust';
import { registerJudgeDeviceRoutes } from './http/judge-device-routes';
import { registerMemberRoutes } from './http/member-routes';
import { registerRegistrantRoutes } from './http/registrant-routes';
import { registerRegistrationRoutes } from './http/registration-routes';
import { serverErrorHandler } from './http/server-error-handler';
import { registerUploadRoutes } from './http/upload-routes';
import type { LinkOrigin } from './http/link-origin';
import { originAllowed } from './http/origin-check';
import { refuseControlCharactersInParameters } from './http/plain-params';
import { firstViewPreloads } from './http/first-view-preloads';
import { registerWebAppRoutes } from './http/web-app-routes';
import { loadPublicRenderer } from './http/public-pages/public-renderer';
import { RenderedPages } from './http/public-pages/rendered-pages';
import { rootListsCompetitions } from './competitions/competition-index';
import type { MailQueue } from './mail/mail-queue';
import { mailWaitlistPromotions } from './registration/waitlist-promotions';
import type { Mailer } from './mail/mailer';
import { MessageSender } from './mail/message-sender';
import { registerRealtimeRoute } from './realtime/realtime-route';
import type { ChannelRegistry } from './realtime/channel-registry';
import { registerSnapshotRoute } from './realtime/snapshot-route';
import { closeSocketsPromptly, socketErrorLogger } from './realtime/socket-lifecycle';
import { openPhotoStore } from './uploads/open-photo-store';
import type { PhotoStore } from './uploads/photo-store';

export interface AppDependencies {
  config: ServerConfig;
  host: CompetitionHost;
  /** Every competition's view channels (`ChannelRegistry.attach`, right after the host opens). */
  channels: ChannelRegistry;
  accounts: Accounts;
  mailer: Mailer;
  sessionWatch: SessionWatch;
  version: string;
  /** Counted in the account database, so they hold across every server process. */
  registrationLimits: RegistrationLimits;
  /** The password and tablet routes' limits, counted in the account database like those. */
  accountLimits: AccountLimits;
  /** Where mailed and shown links point (PUBLIC_URL or the listening origin), fixed at start. */
  links: LinkOrigin;
  /** Where uploaded photos live; files under `DATA_DIR/uploads/` when not given. */
  photos?: PhotoStore;
  /**
   * The app's one mail queue (ADR 026): reset and code mails, waitlist promotions and messages
   * to entrants, one at a time, apart from any request. Made by the caller, who may await it.
   */
  mailQueue: MailQueue;
}

/** Every route the app registers, method and URL, so a test can walk all writes. */
export interface RouteEntry {
  method: string;
  url: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the HTTP and WebSocket server around a loaded competition host. */
export async function buildApp(
  app: FastifyInstance,
  {
    config,
    host,
    channels,
    accounts,
    mailer,
    sessionWatch,
    version,
    photos,
    registrationLimits: limits,
    accountLimits,
    links,
    mailQueue,
  }: AppDependencies,
  routes: RouteEntry[] = [],
): Promise<FastifyInstance> {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url });
    }
  });
  await app.register(fastifyCookie);
  const onSocketError = socketErrorLogger(app.log);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: closeSocketsPromptly,
    errorHandler: (error, socket) => onSocketError(error, socket),
  });
  // CSRF defence for every state-changing request: a page on another site may make the
  // browser send our cookies (SameSite=Lax already stops most of that), but it cannot
  // forge the Origin header.
  app.addHook('onRequest', async (request, reply) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      !originAllowed(request, { allowedOrigins: config.allowedOrigins, links })
    ) {
      await reply
        .code(403)
        .send({ error: `requests from ${request.headers.origin} are not allowed` });
    }
  });
  // No database or internal error text reaches a client: a 500 names only the logged request id.
  app.setErrorHandler(serverErrorHandler);
  app.addHook('preValidation', refuseControlCharactersInParameters);
  app.get('/healthz', () => ({ status: 'ok', version, competitions: host.list().length }));
  const access = {
    host,
    accounts,
    mailer,
    sessionWatch,
    apiToken: config.apiToken,
    allowedOrigins: config.allowedOrigins,
    links,
    competitionCreators: config.competitionCreators,
  };
  const messages = new MessageSender({ host, mailer, queue: mailQueue, logger: app.log });
  // Registered before the queue's drain: a stopping server queues no further message mail.
  app.addHook('onClose', () => messages.stop());
  const afterReply = workAfterReply(app, mailQueue);
  mailWaitlistPromotions({ host, mailer, queue: mailQueue, links, logger: app.log });
  registerAuthRoutes(app, { ...access, limits: accountLimits, afterReply });
  registerInvitationRoutes(app, access);
  registerMemberRoutes(app, access);
  registerJudgeDeviceRoutes(app, { ...access, limits: accountLimits });
  registerCommandRoutes(app, {
    ...access,
    applied: (slug, command) => {
      if (command.type === 'sendMessage') {
        messages.start(slug, command.messageId);
      }
    },
  });
  // A restart resumes the messages it stopped sending (issue 25 item 8).
  app.addHook('onReady', () => messages.resumeAll());
  registerCreateCompetitionRoutes(app, access);
  registerOrganizerRoutes(app, access);
  registerRegistrationRoutes(app, {
    ...access,
    limits,
    afterReply,
  });
  registerRegistrantRoutes(app, {
    host,
    limits,
    mailer,
    afterReply,
    links,
  });
  await registerUploadRoutes(app, {
    ...access,
    photos: photos ?? openPhotoStore({ dataDir: config.dataDir }),
  });
  registerRealtimeRoute(app, { ...access, channels, subscribeLimits: config.subscribeLimits });
  registerSnapshotRoute(app, { ...access, channels });
  registerExportRoutes(app, { ...access, channels });
  const renderer = await loadPublicRenderer(config.webDist);
  await registerWebAppRoutes(app, config.webDist, {
    serveSourceMaps: config.serveSourceMaps,
    preloads: firstViewPreloads(access),
    pages:
      renderer &&
      new RenderedPages(
        {
          defaultSlug: () => host.defaultSlug(),
          rootListsCompetitions: () => rootListsCompetitions(host),
          pageChannel: (slug, path) => channels.channel(slug, 'page', path),
        },
        renderer,
      ),
  });
  return app;
}

/** A Fastify instance with our logging and limits; structured JSON logs via pino. */
export function createFastify(logLevel: string, trustProxy: ProxyTrust = false): FastifyInstance {
  return Fastify({
    logger: { level: logLevel },
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: 1024 * 1024,
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // Requests Node refuses before routing (headers over 16 KB): a bare status, no body to a HEAD.
    clientErrorHandler,
  });
}
