import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/**
 * The systems under test run in processes of their own, as they do in production: the load
 * generator in this process must not share an event loop with the server it measures.
 */
type ChildMessage =
  { type: 'ready'; url: string } | { type: 'failed'; error: string } | { type: 'cpu'; micros: number };

function isChildMessage(value: unknown): value is ChildMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  return (
    (value.type === 'ready' && 'url' in value && typeof value.url === 'string') ||
    (value.type === 'failed' && 'error' in value && typeof value.error === 'string') ||
    (value.type === 'cpu' && 'micros' in value && typeof value.micros === 'number')
  );
}

export interface ServerHandle {
  url: string;
  stop(): Promise<void>;
}

export interface ChildServer extends ServerHandle {
  /** The CPU time (user + system) the child has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
}

/** Reads a setting the parent passed in the environment; a missing one is a bug of the bench. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the bench passes it to its child processes)`);
  return value;
}

/**
 * In a child: starts the server, tells the parent its URL, and stops it cleanly when the parent
 * says so or goes away (the bench never leaves a server behind).
 */
export function serveInChild(start: () => Promise<ServerHandle>): void {
  const send = (message: ChildMessage) => process.send?.(message);
  start().then(
    (server) => {
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        const force = setTimeout(() => process.exit(1), 15_000);
        server.stop().then(
          () => {
            clearTimeout(force);
            process.exit(0);
          },
          (error: unknown) => {
            console.error('stopping failed:', error);
            process.exit(1);
          },
        );
      };
      process.on('message', (message) => {
        if (message === 'stop') stop();
        if (message === 'cpu') {
          const { user, system } = process.cpuUsage();
          send({ type: 'cpu', micros: user + system });
        }
      });
      process.on('disconnect', stop);
      send({ type: 'ready', url: server.url });
    },
    (error: unknown) => {
      send({
        type: 'failed',
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    },
  );
}

/**
 * Runs the named file of this folder as a child process (tsx, source condition); `nodeOptions`
 * go to its node (a CPU profile of the server, say).
 */
export async function forkServer(
  file: string,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<ChildServer> {
  const extension = __filename.endsWith('.ts') ? '.ts' : '.js';
  const child: ChildProcess = fork(join(__dirname, `${file}${extension}`), [], {
    execArgv: [...(extension === '.ts' ? ['--conditions=source', '--import', 'tsx'] : []), ...nodeOptions],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    // Its logs go to stderr with the progress lines; stdout carries only the results.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  const exited = once(child, 'exit');
  const first = await Promise.race([
    once(child, 'message').then(([message]: unknown[]) => message),
    exited.then(([code]: unknown[]) => ({ type: 'failed', error: `exited with code ${String(code)}` })),
  ]);
  if (!isChildMessage(first) || first.type !== 'ready') {
    const reason = isChildMessage(first) && first.type === 'failed' ? first.error : 'no ready message';
    child.kill();
    throw new Error(`${file} did not start: ${reason}`);
  }
  return {
    url: first.url,
    cpuMicros: async () => {
      const answer = new Promise<number>((resolve) => {
        const onMessage = (message: unknown) => {
          if (!isChildMessage(message) || message.type !== 'cpu') return;
          child.off('message', onMessage);
          resolve(message.micros);
        };
        child.on('message', onMessage);
      });
      child.send('cpu');
      return answer;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
