import type { PublicPageView, ServerMessage } from '@floorcraft/domain';
import { RealtimeTestClient } from './realtime-test-client';

/**
 * An anonymous visitor's socket watching one server-rendered public page
 * (the `page` audience, ADR 044) and holding its first snapshot. Added to
 * `opened` first, so the test closes it even if it never gets that far.
 */
export async function watchingPage(
  url: string,
  page: string,
  opened: RealtimeTestClient[],
): Promise<RealtimeTestClient> {
  const client = new RealtimeTestClient(url);
  opened.push(client);
  await client.connect();
  client.send({ type: 'subscribe', audience: 'page', page });
  await client.waitFor(() => client.replica !== undefined);
  return client;
}

/** The page's view a watcher holds, every change applied. */
export const pageViewOf = (client: RealtimeTestClient) =>
  client.replica?.view as PublicPageView | undefined;

/** The messages of one type a client was sent. */
export function messagesOf<T extends ServerMessage['type']>(
  client: RealtimeTestClient,
  type: T,
): Extract<ServerMessage, { type: T }>[] {
  return client.messages.filter(
    (message): message is Extract<ServerMessage, { type: T }> => message.type === type,
  );
}
