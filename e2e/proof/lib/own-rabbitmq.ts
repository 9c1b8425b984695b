import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { type OwnedProcess, portFor, portOpen, startOwned, stopOwned, waitUntil } from './owned-process';

const rabbitBin = '/usr/lib/rabbitmq/bin';

/**
 * A RabbitMQ node of a suite's own (Debian's rabbitmq-server, as scripts/lib/infra/rabbitmq.sh
 * runs the shared one): its own node name, AMQP and distribution ports, cookie, data and logs in
 * `<folder>/rabbitmq`, so the suite can kill and restart it while the shared broker (and
 * `make dev` on it) goes on. It registers with the machine's epmd beside the shared node, and
 * starts empty each time.
 */
export interface OwnRabbitMq {
  url: string;
  /** Ends the node at once (kill -9), as a crash would, and starts it again on the same ports. */
  restart(): Promise<void>;
  /** Queues by name: messages ready and unacknowledged, and consumers. */
  queues(): Promise<Map<string, QueueDepth>>;
  stop(): Promise<void>;
}

export interface QueueDepth {
  ready: number;
  unacked: number;
  consumers: number;
}

export async function startOwnRabbitMq(folder: string, name: string): Promise<OwnRabbitMq> {
  const home = path.join(folder, 'rabbitmq');
  // Stopped first: its ports are then free to be kept.
  await stopOwned({ folder, name: 'rabbitmq' }, 'SIGKILL');
  const [amqpPort, distPort] = [
    await portFor(folder, 'rabbitmq-amqp'),
    await portFor(folder, 'rabbitmq-dist'),
  ];
  // A fresh node each run: a queue an earlier run left messages in would hand them to this one.
  rmSync(path.join(home, 'mnesia'), { recursive: true, force: true });
  mkdirSync(path.join(home, 'mnesia'), { recursive: true });
  mkdirSync(path.join(home, 'log'), { recursive: true });
  const cookie = path.join(home, '.erlang.cookie');
  if (!existsSync(cookie)) writeFileSync(cookie, randomBytes(20).toString('hex'), { mode: 0o400 });
  writeFileSync(
    path.join(home, 'rabbitmq.conf'),
    `listeners.tcp.default = 127.0.0.1:${amqpPort}\nloopback_users.guest = true\n`,
  );
  writeFileSync(path.join(home, 'enabled_plugins'), '[].\n');
  writeFileSync(path.join(home, 'rabbitmq-env.conf'), '');
  const node = `${name}@localhost`;
  const env: Record<string, string> = {
    HOME: home,
    RABBITMQ_NODENAME: node,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(amqpPort),
    RABBITMQ_DIST_PORT: String(distPort),
    ERL_EPMD_ADDRESS: '127.0.0.1',
    RABBITMQ_MNESIA_BASE: path.join(home, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(home, 'log'),
    RABBITMQ_PID_FILE: path.join(home, 'node.pid'),
    RABBITMQ_CONF_ENV_FILE: path.join(home, 'rabbitmq-env.conf'),
    RABBITMQ_CONFIG_FILE: path.join(home, 'rabbitmq.conf'),
    RABBITMQ_ADVANCED_CONFIG_FILE: path.join(home, 'advanced.config'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(home, 'enabled_plugins'),
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    RABBITMQ_CTL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    ERL_CRASH_DUMP: path.join(home, 'log', 'erl_crash.dump'),
  };
  const spec: OwnedProcess = {
    name: 'rabbitmq',
    folder,
    command: path.join(rabbitBin, 'rabbitmq-server'),
    args: [],
    env,
    logFile: path.join(home, 'log', 'server.log'),
  };
  const url = `amqp://guest:guest@127.0.0.1:${amqpPort}`;
  const accepts = async () => {
    if (!(await portOpen(amqpPort))) return false;
    try {
      const connection = await amqp.connect(url);
      await connection.close();
      return true;
    } catch {
      return false;
    }
  };
  const start = async () => {
    startOwned(spec);
    await waitUntil(`RabbitMQ node ${node}`, accepts, spec.logFile, 120_000);
  };
  const ctl = promisify(execFile);

  await start();
  return {
    url,
    restart: async () => {
      await stopOwned(spec, 'SIGKILL');
      await start();
    },
    queues: async () => {
      const { stdout } = await ctl(
        path.join(rabbitBin, 'rabbitmqctl'),
        [
          '-q',
          'list_queues',
          '--no-table-headers',
          'name',
          'messages_ready',
          'messages_unacknowledged',
          'consumers',
        ],
        { env: { ...process.env, ...env }, cwd: home, timeout: 30_000 },
      );
      const depths = new Map<string, QueueDepth>();
      for (const line of stdout.split('\n')) {
        const [queue, ready, unacked, consumers] = line.trim().split(/\s+/);
        if (queue && ready !== undefined && unacked !== undefined && consumers !== undefined) {
          depths.set(queue, { ready: Number(ready), unacked: Number(unacked), consumers: Number(consumers) });
        }
      }
      return depths;
    },
    stop: () => stopOwned(spec, 'SIGTERM'),
  };
}
