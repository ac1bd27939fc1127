import type { FastifyBaseLogger } from 'fastify';
import type { SessionWatch } from '../accounts/session-watch';
import type { NoticeListener } from '../cluster/notice-listener';
import type { CompetitionHost } from '../competitions/competition-host';
import type { ServerStorage } from './server-storage';

/**
 * On PostgreSQL, listens for what other processes do on the shared database:
 * appends (folded into this process's competitions and sent to its sockets)
 * and ended sessions (their sockets here closed). Listening starts after the
 * competitions loaded: the caller catches up from the log once after it
 * (`host.resync`), for appends made in between. Undefined on SQLite, where
 * this process is the only one.
 */
export async function followOtherProcesses(
  storage: ServerStorage,
  host: CompetitionHost,
  sessionWatch: SessionWatch,
  log: FastifyBaseLogger,
): Promise<NoticeListener | undefined> {
  if (!storage.cluster) {
    return undefined;
  }
  const listener = await storage.cluster.listen({
    appended: ({ competitionId, seq }) => host.noticeAppend(competitionId, seq),
    sessionsEnded: (keys) => sessionWatch.endedElsewhere(keys),
    resync: () => {
      log.info('notice connection back: reading what other processes appended meanwhile');
      void host.resync();
    },
    lost: (error) => log.warn({ err: error }, 'notice connection lost: reconnecting'),
  });
  return listener;
}
