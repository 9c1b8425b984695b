import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ferretDbProcess } from '../lib/own-ferretdb';
import { freePort, portOpen, startOwned, stopOwned, waitUntil } from '../lib/owned-process';

/**
 * A FerretDB that has never held anything: the binary scripts/lib/infra/ferretdb.sh builds, on
 * its embedded SQLite backend (no database cluster to make) in a new data folder, on a free port.
 * What a restore finds on a new machine.
 */
export interface FreshFerretDb {
  url: string;
  folder: string;
  /** Stops it and deletes its data folder. */
  remove(): Promise<void>;
}

export async function startFreshFerretDb(): Promise<FreshFerretDb> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pickup-backup-restore-'));
  const data = path.join(folder, 'data');
  const port = await freePort();
  const spec = ferretDbProcess(folder, folder, port, ['--handler=sqlite', `--sqlite-url=file:${data}/`]);
  const remove = async () => {
    await stopOwned(spec, 'SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // FerretDB makes its state folder, not the SQLite one.
    mkdirSync(data);
    startOwned(spec);
    await waitUntil('the fresh FerretDB', () => portOpen(port), spec.logFile, 60_000);
  } catch (error) {
    await remove();
    throw error;
  }
  return { url: `mongodb://127.0.0.1:${port}`, folder, remove };
}
