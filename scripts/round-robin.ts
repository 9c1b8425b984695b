import { connect, createServer, type Socket } from 'node:net';

/**
 * A local stand-in for a Kubernetes Service in front of a deployment's pods: each new connection
 * goes to the next instance in turn, so HTTP keep-alive connections and WebSockets stay on one
 * instance while separate clients are spread over all of them. An instance that refuses the
 * connection (stopped, restarting) is passed over for the next, as a Service drops a pod that is
 * not ready.
 *
 *   tsx scripts/round-robin.ts <listen port> <instance port> [<instance port> …]
 */
const [listenPort, ...instancePorts] = process.argv.slice(2).map(Number);
if (!listenPort || instancePorts.length === 0 || instancePorts.some((port) => !Number.isInteger(port))) {
  console.error('usage: scripts/round-robin.ts <listen port> <instance port> [<instance port> …]');
  process.exit(2);
}

let next = 0;

function relay(client: Socket, tried = 0): void {
  const port = instancePorts[next % instancePorts.length] as number;
  next += 1;
  const instance = connect({ host: '127.0.0.1', port });
  let connected = false;
  instance.once('connect', () => {
    connected = true;
    instance.setNoDelay(true);
    client.once('error', () => instance.destroy());
    client.once('close', () => instance.destroy());
    instance.once('close', () => client.destroy());
    client.pipe(instance).pipe(client);
    client.resume();
  });
  instance.once('error', () => {
    if (!connected && tried + 1 < instancePorts.length) relay(client, tried + 1);
    else client.destroy();
  });
}

const server = createServer({ pauseOnConnect: true }, (client) => {
  client.setNoDelay(true);
  relay(client);
});
server.listen(listenPort, '127.0.0.1', () => {
  console.log(`round-robin on 127.0.0.1:${listenPort} over ${instancePorts.join(', ')}`);
});
