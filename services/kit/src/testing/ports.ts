import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now, for a server a test starts as its own process. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port on 127.0.0.1');
  return address.port;
}
