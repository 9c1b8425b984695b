import { waitFor } from '@pickup/kit/testing';
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Reads the commands a client sends (RESP arrays of bulk strings, as ioredis writes them) from
 * a byte stream that may split them anywhere, and reports each command's name.
 */
class CommandReader {
  private pending = Buffer.alloc(0);

  constructor(private readonly onCommand: (name: string) => void) {}

  push(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    while (this.takeOne());
  }

  /** Takes one whole command off the front; false while the rest of it has not arrived. */
  private takeOne(): boolean {
    let offset = 0;
    const line = (): string | null => {
      const end = this.pending.indexOf('\r\n', offset);
      if (end < 0) return null;
      const text = this.pending.toString('latin1', offset, end);
      offset = end + 2;
      return text;
    };
    const header = line();
    if (header === null) return false;
    let name = '';
    for (let index = 0; index < Number(header.slice(1)); index += 1) {
      const sizeLine = line();
      if (sizeLine === null) return false;
      const size = Number(sizeLine.slice(1));
      if (this.pending.length < offset + size + 2) return false;
      if (index === 0) name = this.pending.toString('latin1', offset, offset + size).toLowerCase();
      offset += size + 2;
    }
    this.pending = this.pending.subarray(offset);
    this.onCommand(name);
    return true;
  }
}

/**
 * A TCP relay in front of the real Redis: a test can cut and restore it (a Redis outage on
 * demand), and read the names of the commands that went through it, in order.
 */
export class RedisRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  readonly commands: string[] = [];
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** The commands that went through while `action` ran. */
  async commandsDuring(action: () => Promise<unknown>): Promise<string[]> {
    const before = this.commands.length;
    await action();
    return this.commands.slice(before);
  }

  async open(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      const reader = new CommandReader((name) => this.commands.push(name));
      client.on('data', (chunk: Buffer) => reader.push(chunk));
      client.pipe(upstream).pipe(client);
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

/**
 * Resolves once the gateway answers signed-in requests from its session mirror: until the mirror
 * holds the list of ended sessions, each such request asks Redis (EXISTS) instead.
 */
export async function sessionMirrorInSync(
  relay: RedisRelay,
  signedIn: () => Promise<unknown>,
): Promise<void> {
  await waitFor(async () => !(await relay.commandsDuring(signedIn)).includes('exists'), {
    what: 'the session mirror to be in sync',
  });
}
