import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from '../../../services/kit/src/testing/ports';
import { spawnGroup } from '../../tests/system/system-stack';

/**
 * Infrastructure processes a suite starts for itself (a broker or database endpoint of its own,
 * which it may kill and start again without disturbing anyone else's). Each leads its own process
 * group, recorded in `<folder>/<name>.pid` with the command line, so a later run stops only what
 * an earlier run of the same folder left, never a process of the same name started by another.
 */
export interface OwnedProcess {
  name: string;
  folder: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  logFile: string;
}

interface PidRecord {
  pid: number;
}

const pidFile = (spec: Pick<OwnedProcess, 'folder' | 'name'>) => path.join(spec.folder, `${spec.name}.pid`);

/** The command lines of a process group's members (a wrapper script leads, its server follows). */
function groupCommandLines(pgid: number): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so count from its closing bracket.
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group === pgid) lines.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' '));
    } catch {
      // Ended while being read.
    }
  }
  return lines;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the process as its own process group and records it. */
export function startOwned(spec: OwnedProcess): number {
  mkdirSync(spec.folder, { recursive: true });
  const pid = spawnGroup(spec);
  const record: PidRecord = { pid };
  writeFileSync(pidFile(spec), JSON.stringify(record));
  return pid;
}

/**
 * Ends the recorded process group with `signal` and waits until it is gone. Every owned process
 * names its folder on its command line (its data or state directory): a record whose group holds
 * no such process (gone, or its id reused) is only forgotten.
 */
export async function stopOwned(
  spec: Pick<OwnedProcess, 'folder' | 'name'>,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 30_000,
): Promise<void> {
  const file = pidFile(spec);
  if (!existsSync(file)) return;
  const { pid } = JSON.parse(readFileSync(file, 'utf8')) as PidRecord;
  if (groupCommandLines(pid).some((line) => line.includes(spec.folder))) {
    try {
      process.kill(-pid, signal);
    } catch {
      // Gone between the check and the signal.
    }
    const deadline = Date.now() + timeoutMs;
    while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
    if (groupAlive(pid)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
      while (groupAlive(pid)) await sleep(100);
    }
  }
  rmSync(file, { force: true });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { freePort };

/**
 * A port for one of the folder's processes, the same from run to run while it stays free: a run
 * that ended without its clean-up is then found where its record says (the system's record keeps
 * the database's address to drop the run's databases).
 */
export async function portFor(folder: string, name: string): Promise<number> {
  const file = path.join(folder, `${name}.port`);
  if (existsSync(file)) {
    const kept = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(kept) && kept > 0 && !(await portOpen(kept))) return kept;
  }
  const port = await freePort();
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, String(port));
  return port;
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `ready` holds, or fails with the tail of the process's log. */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  logFile: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) {
      let tail = '(no log)';
      try {
        tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n');
      } catch {
        // No log written yet.
      }
      throw new Error(`${what} was not ready after ${timeoutMs} ms:\n${tail}`);
    }
    await sleep(250);
  }
}
