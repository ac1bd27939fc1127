import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CompetitionHost } from './competitions/competition-host';
import type { ServerConfig } from './config';
import { registerCommandRoutes } from './http/command-routes';
import { registerWebAppRoutes } from './http/web-app-routes';
import { registerRealtimeRoute } from './realtime/realtime-route';

export interface AppDependencies {
  config: ServerConfig;
  host: CompetitionHost;
  version: string;
}

/** Builds the HTTP and WebSocket server around a loaded competition host. */
export async function buildApp(
  app: FastifyInstance,
  { config, host, version }: AppDependencies,
): Promise<FastifyInstance> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/healthz', () => ({ status: 'ok', version, competitions: host.list().length }));
  const access = { host, apiToken: config.apiToken, allowedOrigins: config.allowedOrigins };
  registerCommandRoutes(app, access);
  registerRealtimeRoute(app, access);
  await registerWebAppRoutes(app, config.webDist);
  return app;
}

/** A Fastify instance with our logging and limits; structured JSON logs via pino. */
export function createFastify(logLevel: string): FastifyInstance {
  return Fastify({
    logger: { level: logLevel },
    bodyLimit: 1024 * 1024,
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
  });
}
