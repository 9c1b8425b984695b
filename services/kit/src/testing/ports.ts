import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * A loopback port free at the moment of asking, for a server a test starts as its own process. It
 * comes from below the kernel's ephemeral range (32768 and up on Linux): a port from that range can
 * be taken by any outgoing connection between this check and the server's listen, as a fresh-clone
 * run's weight-2 found (EADDRINUSE). The Playwright system stack and the proof suites use it too.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + randomInt(12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free loopback port between 20000 and 32000');
}

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
