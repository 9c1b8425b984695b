import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface EchoService {
  name: string;
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export type Responder = (received: Received, res: ServerResponse) => void;

/**
 * A stand-in for a downstream service: records what reached it and answers with it, so a test
 * sees exactly the method, path, headers and body the gateway forwarded. A request may ask for
 * a status with `x-echo-status`.
 */
export const echo: Responder = (received, res) => {
  const status = Number(received.headers['x-echo-status'] ?? 200);
  res.writeHead(status, { 'content-type': 'application/json', 'x-served-by': 'echo' });
  res.end(JSON.stringify(received));
};

export async function startEchoService(name: string, respond: Responder = echo): Promise<EchoService> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      respond(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A URL where nothing listens. A freed ephemeral port would not do: the next server any test
 * starts with port 0 may be handed it. Ports below 1024 are never handed out that way, so the
 * first one that refuses a connection stays refused for the whole run.
 */
export async function closedPortUrl(): Promise<string> {
  for (let port = 1; port < 1024; port += 1) {
    if (await refuses(port)) return `http://127.0.0.1:${port}`;
  }
  throw new Error('every port below 1024 accepts connections on 127.0.0.1');
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
