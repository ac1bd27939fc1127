import type { PublicView } from '@floorcraft/domain';
import type { Page } from '@playwright/test';

/** The public view as a spectator's browser receives it, read over its own socket. */
export async function publicViewOf(page: Page): Promise<PublicView> {
  const view = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/realtime`);
        socket.onopen = () =>
          socket.send(JSON.stringify({ type: 'subscribe', audience: 'public' }));
        socket.onerror = () => reject(new Error('realtime socket failed'));
        socket.onmessage = (message) => {
          const data = JSON.parse(String(message.data)) as { type: string; view?: unknown };
          if (data.type === 'snapshot') {
            socket.close();
            resolve(data.view);
          }
        };
      }),
  );
  return view as PublicView;
}
