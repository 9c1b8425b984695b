import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import request from 'supertest';
import { refusedUpgrade } from './support/raw-upgrade';
import {
  type GatewayFixture,
  internalSecret,
  newTenantId,
  startGatewayFixture,
} from './support/gateway-fixture';

/** Messaging's socket.io endpoint in miniature: answers "chat" and greets every new socket. */
async function startSocketService() {
  const httpServer: HttpServer = createServer();
  const server = new Server(httpServer, { path: '/ws' });
  const handshakes: ServerSocket['handshake'][] = [];
  server.on('connection', (socket) => {
    handshakes.push(socket.handshake);
    socket.emit('new_message', { text: 'welcome' });
    socket.on('chat', (text: string, ack: (reply: string) => void) => ack(`echo: ${text}`));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    handshakes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the /ws socket through the gateway', () => {
  let socketService: Awaited<ReturnType<typeof startSocketService>>;
  let fixture: GatewayFixture;
  const clients: Socket[] = [];

  beforeAll(async () => {
    socketService = await startSocketService();
    fixture = await startGatewayFixture({ serviceUrls: { messaging: socketService.url } });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await fixture.stop();
    await socketService.close();
  });

  const connect = (options: Partial<ManagerOptions & SocketOptions>) => {
    const client = io(fixture.url, { path: '/ws', reconnection: false, ...options });
    clients.push(client);
    return client;
  };
  const connected = (client: Socket) =>
    new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });

  it('upgrades to a WebSocket and exchanges messages, with the token and tenant reaching messaging', async () => {
    const tenantId = newTenantId();
    const token = fixture.token({ role: 'customer', tenantId });
    const client = connect({
      transports: ['websocket'],
      extraHeaders: { authorization: `Bearer ${token}`, 'x-tenant-id': 'forged', 'x-user-id': 'forged' },
      query: { token },
    });
    const welcome = new Promise((resolve) => client.once('new_message', resolve));
    await connected(client);
    expect(client.io.engine.transport.name).toBe('websocket');
    expect(await welcome).toEqual({ text: 'welcome' });
    expect(await client.timeout(2000).emitWithAck('chat', 'hello')).toBe('echo: hello');

    const handshake = socketService.handshakes.at(-1);
    expect(handshake?.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'x-tenant-id': tenantId,
      'x-internal-secret': internalSecret,
    });
    expect(handshake?.headers['x-user-id']).toBeUndefined();
    expect(handshake?.query.token).toBe(token);
  });

  it('takes the token from the query when a browser cannot send headers', async () => {
    const tenantId = newTenantId();
    const client = connect({
      transports: ['websocket'],
      query: { token: fixture.token({ role: 'owner', tenantId }) },
    });
    await connected(client);
    expect(socketService.handshakes.at(-1)?.headers['x-tenant-id']).toBe(tenantId);
  });

  it('works with long-polling first and the upgrade after, as browsers start', async () => {
    const client = connect({});
    const upgraded = new Promise<void>((resolve) =>
      client.io.on('open', () => client.io.engine.once('upgrade', () => resolve())),
    );
    await connected(client);
    await upgraded;
    expect(client.io.engine.transport.name).toBe('websocket');
    expect(await client.timeout(2000).emitWithAck('chat', 'after upgrade')).toBe('echo: after upgrade');
  });

  it('refuses an upgrade with a bad token before messaging sees it', async () => {
    const before = socketService.handshakes.length;
    const client = connect({
      transports: ['websocket'],
      query: { token: fixture.token({ role: 'owner', expiresInSeconds: -5 }) },
    });
    await expect(connected(client)).rejects.toThrow();
    expect(socketService.handshakes.length).toBe(before);
  });

  it('refuses an upgrade exactly as it refuses the same HTTP request', async () => {
    const expired = fixture.token({ role: 'owner', expiresInSeconds: -5 });
    const refusals: Record<string, string>[] = [
      { authorization: `Bearer ${expired}` },
      { 'x-tenant': 'no-such-business' },
    ];
    for (const headers of refusals) {
      const before = socketService.handshakes.length;
      const http = await request(fixture.url).get('/ws/?EIO=4&transport=polling').set(headers);
      const upgrade = await refusedUpgrade(`${fixture.url}/ws/?EIO=4&transport=websocket`, headers);
      expect([upgrade.status, JSON.parse(upgrade.body)]).toEqual([http.status, http.body]);
      expect(http.status).toBeGreaterThanOrEqual(400);
      expect(socketService.handshakes.length).toBe(before);
    }
  });

  it('refuses upgrades on any path but /ws', async () => {
    const refusal = await refusedUpgrade(`${fixture.url}/api/messages`);
    expect(refusal.status).toBe(404);
    expect(JSON.parse(refusal.body)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
