import { waitFor } from '@pickup/kit/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { ServerHandle } from '../sut/child';

const repositoryRoot = resolve(__dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port to listen on');
  return address.port;
}

/**
 * The tenant service itself, as `make dev` runs it (its main.ts under tsx, configured by its
 * environment), in a process of its own: what the overview costs is the real service's work.
 */
export async function startTenantService(env: Record<string, string>): Promise<ServerHandle> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(repositoryRoot, 'services/tenant/src/main.ts')],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
      // Its logs join the progress lines on stderr; stdout carries only the results.
      stdio: ['ignore', 2, 2],
    },
  );
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the tenant service exited with code ${child.exitCode}`);
        return (await fetch(`${url}/readyz`).catch(() => null))?.status === 200;
      },
      { timeoutMs: 60_000, what: 'the tenant service to be ready' },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
