import type { Page, WebSocketRoute } from '@playwright/test';

/** The gateway's /ws as a test plays it: events pushed to the page as the server would. */
export interface StandInSocket {
  /** Sends an event once the page's client has connected. */
  emit: (event: string, payload: unknown) => Promise<void>;
}

/**
 * A socket.io server in place of the gateway's /ws (Engine.IO 4 over WebSocket): it opens the
 * session and accepts the client's connect. Set it up before the page loads.
 */
export async function standInSocket(page: Page): Promise<StandInSocket> {
  let resolve: (socket: WebSocketRoute) => void = () => undefined;
  const connected = new Promise<WebSocketRoute>((done) => {
    resolve = done;
  });
  await page.routeWebSocket(/\/ws\//, (socket) => {
    socket.onMessage((frame) => {
      if (typeof frame !== 'string') return;
      if (frame.startsWith('40')) {
        socket.send('40{"sid":"stand-in"}');
        resolve(socket);
      }
    });
    socket.send(
      '0{"sid":"engine","upgrades":[],"pingInterval":25000,"pingTimeout":60000,"maxPayload":1000000}',
    );
  });
  return {
    emit: async (event, payload) => {
      (await connected).send(`42${JSON.stringify([event, payload])}`);
    },
  };
}
