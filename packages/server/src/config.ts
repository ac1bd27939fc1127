import { competitionCreatorsSettings, type CompetitionCreators } from '@floorcraft/domain';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountsConfigFromEnv, type AccountsConfig } from './accounts/accounts-config';
import {
  registrationLimitsFromEnv,
  type RegistrationLimitsConfig,
} from './accounts/registration-limits';
import { proxyTrustFromEnv, type ProxyTrust } from './http/proxy-trust';
import { mailConfigFromEnv, type MailConfig } from './mail/mail-config';
import { subscribeLimitsFromEnv, type SubscribeLimits } from './realtime/subscribe-limits';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every setting the server reads, with its default. The README's configuration table mirrors it. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  /**
   * A `postgres://` URL: everything is kept in PostgreSQL instead of the
   * SQLite file, and several server processes may share it.
   */
  databaseUrl: string | undefined;
  /** Server processes `npm start` runs on this machine (node's cluster); more than 1 needs databaseUrl. */
  workers: number;
  webDist: string;
  logLevel: string;
  /** Operators and scripts holding this token act as the server itself. Unset: no token works. */
  apiToken: string | undefined;
  /** Browser origins besides the server's own that may open sockets and send commands. */
  allowedOrigins: string[];
  snapshotEvery: number;
  seedDemo: boolean;
  /**
   * Who may create competitions besides server administrators (`COMPETITION_CREATORS`):
   * nobody (`server-administrators`, the default) or the `organizers` they named.
   */
  competitionCreators: CompetitionCreators;
  /**
   * `DEFAULT_COMPETITION`: the slug the root routes (`/`, `/register`, …)
   * serve. Unset, a server with several competitions shows their index at `/`.
   */
  defaultCompetition: string | undefined;
  /**
   * Behind reverse proxies (a hop count or their addresses), take the client's
   * address and the scheme from what the nearest trusted proxy saw.
   */
  trustProxy: ProxyTrust;
  /** Serve the web build's `.map` files; off, they answer 404 (they show the app's source). */
  serveSourceMaps: boolean;
  accounts: AccountsConfig;
  /** Anonymous registrations and competitor codes: how many per address and email. */
  registrationLimits: RegistrationLimitsConfig;
  mail: MailConfig;
  /** Realtime subscribe messages per socket and per client address (`SUBSCRIBES_PER_ADDRESS`). */
  subscribeLimits: SubscribeLimits;
}

function competitionCreators(value: string | undefined): CompetitionCreators {
  const chosen = value?.trim() || 'server-administrators';
  const known = competitionCreatorsSettings.find((setting) => setting === chosen);
  if (known === undefined) {
    throw new Error(
      `COMPETITION_CREATORS must be ${competitionCreatorsSettings.join(' or ')}, got "${chosen}"`,
    );
  }
  return known;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

/** Reads the configuration from environment variables; a bad value stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const apiToken = env.FLOORCRAFT_API_TOKEN?.trim();
  if (apiToken !== undefined && apiToken !== '' && apiToken.length < 24) {
    throw new Error('FLOORCRAFT_API_TOKEN must be at least 24 characters');
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  const workers = integer('WORKERS', env.WORKERS, 1) || 1;
  if (workers > 1 && databaseUrl === undefined) {
    throw new Error(
      `WORKERS=${workers} needs DATABASE_URL: several processes share one PostgreSQL database (SQLite serves one process)`,
    );
  }
  return {
    port: integer('PORT', env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseFile: path.resolve(env.DATABASE_FILE ?? path.join(dataDir, 'floorcraft.sqlite')),
    databaseUrl,
    workers,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    apiToken: apiToken === '' ? undefined : apiToken,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    snapshotEvery: integer('SNAPSHOT_EVERY', env.SNAPSHOT_EVERY, 1000) || 1000,
    seedDemo: env.SEED_DEMO !== 'false',
    competitionCreators: competitionCreators(env.COMPETITION_CREATORS),
    defaultCompetition: env.DEFAULT_COMPETITION?.trim() || undefined,
    trustProxy: proxyTrustFromEnv(env.TRUST_PROXY),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    accounts: accountsConfigFromEnv(env),
    registrationLimits: registrationLimitsFromEnv(env),
    mail: mailConfigFromEnv(env, dataDir),
    subscribeLimits: subscribeLimitsFromEnv(env),
  };
}
