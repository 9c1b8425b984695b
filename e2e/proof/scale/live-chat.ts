import { liveConnection } from '@pickup/contracts';
import { MongoClient } from 'mongodb';
import { io, type Socket } from 'socket.io-client';
import { runDatabaseName, type SystemState } from '../../tests/system/system-stack';
import { createLogin, newLogin, type Session, signIn } from '../lib/accounts';
import { call } from '../lib/api';
import type { Figure } from '../lib/goals';
import type { Household, OpenBusiness } from './businesses';
import { waitFor } from './exactly-once';

const deliveryTimeoutMs = 10_000;

/** The port of a process of the run, by name (`messaging-1`, `gateway-2`). */
function portOf(system: SystemState, name: string): number {
  const found = system.processes.find((process) => process.name === name);
  if (!found) throw new Error(`no process ${name} in the run`);
  return found.port;
}

/** A live socket as the web app opens it (WebSocket only, the token in the handshake and the query). */
async function connectLive(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: liveConnection.path,
    transports: ['websocket'],
    auth: { token },
    query: { token },
    reconnection: false,
    timeout: deliveryTimeoutMs,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`live socket to ${url}: ${error.message}`)));
  });
  return socket;
}

/** Milliseconds until the socket hears of the message with this content, or null after the timeout. */
function heard(socket: Socket, content: string): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const listener = (message: { content?: string }) => {
      if (message.content !== content) return;
      clearTimeout(timer);
      socket.off(liveConnection.newMessageEvent, listener);
      resolve(performance.now() - started);
    };
    const timer = setTimeout(() => {
      socket.off(liveConnection.newMessageEvent, listener);
      resolve(null);
    }, deliveryTimeoutMs);
    socket.on(liveConnection.newMessageEvent, listener);
  });
}

/**
 * Sends a chat message through `apiUrl` and answers how long the listening socket took to hear it.
 * A 504 (the gateway gave up waiting on a busy machine) still lets the socket judge: the message
 * may have been written all the same.
 */
async function deliveryMs(
  apiUrl: string,
  sender: Session,
  receiverId: string,
  listener: Socket,
): Promise<number | null> {
  const content = `scale ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 8)}`;
  const arrival = heard(listener, content);
  const answer = await call(apiUrl, 'post', '/api/messages', sender, { receiverId, content });
  if (answer.status !== 201 && answer.status !== 504) {
    throw new Error(`POST /api/messages answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return arrival;
}

function deliveryFigure(name: string, ms: number | null): Figure {
  return {
    name,
    value: ms === null ? `not within ${deliveryTimeoutMs / 1000} s` : ms,
    unit: ms === null ? undefined : 'ms',
    met: ms !== null,
    goal: `delivered within ${deliveryTimeoutMs / 1000} s`,
  };
}

/** The household signs in with a login of its own, once messaging knows that login is theirs. */
async function householdSession(system: SystemState, open: OpenBusiness, household: Household) {
  const login = { ...newLogin('scale-household'), email: household.email };
  const { id: userId } = await createLogin(system, 'customer', open.business.tenantId, login);
  const mongo = await MongoClient.connect(system.mongoUrl);
  try {
    const households = mongo.db(runDatabaseName('messaging', system.runId)).collection('households');
    const linked = await waitFor(
      async () => (await households.countDocuments({ customerId: household.id, userId })) === 1,
      { timeoutMs: 60_000 },
    );
    if (!linked) throw new Error(`messaging never learned that ${household.email}'s login is theirs`);
  } finally {
    await mongo.close();
  }
  return signIn(system, open.business.subdomain, login);
}

/**
 * A chat message reaches a user connected to the other instance, both ways. Pinned: the household's
 * socket on messaging-1 and the owner's on messaging-2, each message written on the sender's
 * instance, so every delivery crosses instances. Through the gateways: the household's socket
 * through gateway-1, the owner's through gateway-2, the messages through the round-robin.
 */
export async function chatAcrossInstances(
  system: SystemState,
  open: OpenBusiness,
  household: Household,
): Promise<Figure[]> {
  const customer = await householdSession(system, open, household);
  const instanceUrl = (name: string) => `http://127.0.0.1:${portOf(system, name)}`;
  const sockets: Socket[] = [];
  const connect = async (url: string, token: string) => {
    const socket = await connectLive(url, token);
    sockets.push(socket);
    return socket;
  };
  try {
    const householdOn1 = await connect(instanceUrl('messaging-1'), customer.token);
    const ownerOn2 = await connect(instanceUrl('messaging-2'), open.owner.token);
    const householdViaGateway1 = await connect(instanceUrl('gateway-1'), customer.token);
    const ownerViaGateway2 = await connect(instanceUrl('gateway-2'), open.owner.token);
    return [
      deliveryFigure(
        'chat household → owner (written on messaging-1, heard on messaging-2)',
        await deliveryMs(instanceUrl('messaging-1'), customer, 'support', ownerOn2),
      ),
      deliveryFigure(
        'chat owner → household (written on messaging-2, heard on messaging-1)',
        await deliveryMs(instanceUrl('messaging-2'), open.owner, household.id, householdOn1),
      ),
      deliveryFigure(
        'chat household → owner through the gateways',
        await deliveryMs(system.gatewayUrl, customer, 'support', ownerViaGateway2),
      ),
      deliveryFigure(
        'chat owner → household through the gateways',
        await deliveryMs(system.gatewayUrl, open.owner, household.id, householdViaGateway1),
      ),
    ];
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
