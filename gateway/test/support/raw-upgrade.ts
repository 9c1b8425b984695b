import { request } from 'node:http';

export interface UpgradeRefusal {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Asks for a WebSocket upgrade by hand and reports the refusal (a test expects one). */
export function refusedUpgrade(url: string, headers: Record<string, string> = {}): Promise<UpgradeRefusal> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    req.on('error', reject);
    req.end();
  });
}
