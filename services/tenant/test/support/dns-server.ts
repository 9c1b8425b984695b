import dnsPacket from 'dns-packet';
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';

const nameError = 3;

/**
 * An authoritative DNS server on 127.0.0.1 (UDP, a free port) that knows only the names a test
 * gives it, with their TXT records: any other name is NXDOMAIN, any other type an empty answer.
 */
export class TxtDnsServer {
  private readonly records = new Map<string, string[][]>();
  private socket: Socket | undefined;

  /** `127.0.0.1:port`, as a resolver's server address. */
  get address(): string {
    if (!this.socket) throw new Error('The DNS server is not started');
    return `127.0.0.1:${this.socket.address().port}`;
  }

  async start(): Promise<this> {
    const socket = createSocket('udp4');
    socket.on('message', (message, peer) => this.answer(message, peer));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    this.socket = socket;
    return this;
  }

  /** The TXT records of a name, each given whole or as its chunks; none: the name has no TXT data. */
  setTxt(name: string, values: (string | string[])[]): void {
    this.records.set(
      name.toLowerCase(),
      values.map((value) => (Array.isArray(value) ? value : [value])),
    );
  }

  async stop(): Promise<void> {
    const socket = this.socket;
    this.socket = undefined;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }

  private answer(message: Buffer, peer: RemoteInfo): void {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const txt = this.records.get(question.name.toLowerCase());
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      // The low four bits of the flags are the response code: 3 is NXDOMAIN.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (txt ? 0 : nameError),
      questions: [question],
      answers:
        txt && question.type === 'TXT'
          ? txt.map((chunks) => ({ type: 'TXT', name: question.name, ttl: 60, data: chunks }))
          : [],
    });
    this.socket?.send(response, peer.port, peer.address);
  }
}
