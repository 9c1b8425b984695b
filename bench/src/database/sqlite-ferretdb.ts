import { freePort } from '@pickup/kit/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const host = '127.0.0.1';
const startTimeoutMs = 20_000;
const stopTimeoutMs = 5_000;

export interface TemporaryFerretDb {
  url: string;
  stop(): Promise<void>;
}

/** Whether the port takes connections yet: FerretDB has started. */
function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * A second FerretDB on its embedded SQLite backend, beside the local infrastructure's own: the
 * binary `scripts/infra.sh` built, a free loopback port, a state and data directory of its own
 * under the system's temporary directory. `stop` ends the process and deletes the directory;
 * the bench process's exit does the same if a failure skipped it.
 */
export async function startSqliteFerretDb(): Promise<TemporaryFerretDb> {
  const binary = resolve(__dirname, '../../../.data/bin/ferretdb');
  if (!existsSync(binary)) {
    throw new Error(`${binary} is missing: run \`make infra-up\` (it builds FerretDB) first`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-ferretdb-sqlite-'));
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--state-dir=${dir}`,
      `--listen-addr=${host}:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  child.once('error', (error) => {
    stderr += String(error);
  });
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    await terminate(child);
    process.removeListener('exit', killOnExit);
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the temporary FerretDB (SQLite) did not start on port ${port}: ${stderr.trim()}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url: `mongodb://${host}:${port}`, stop };
}
