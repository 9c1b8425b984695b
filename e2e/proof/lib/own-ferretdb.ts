import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../tests/system/system-stack';
import { type OwnedProcess, portFor, portOpen, startOwned, stopOwned, waitUntil } from './owned-process';

/**
 * A FerretDB process of a suite's own (the binary scripts/lib/infra/ferretdb.sh builds), on a port
 * of its own, over a PostgreSQL database of its own in the local cluster: the suite can kill and
 * restart this database endpoint while the shared one serves everyone else.
 */
export interface OwnFerretDb {
  url: string;
  /** Ends it at once (kill -9) and starts it again on the same port and database. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A FerretDB process (the binary scripts/lib/infra/ferretdb.sh builds) on a loopback port, its
 * state and log in `folder`, over the backend its arguments name.
 */
export function ferretDbProcess(
  folder: string,
  stateDir: string,
  port: number,
  backend: string[],
): OwnedProcess {
  return {
    name: 'ferretdb',
    folder,
    command: path.join(repoRoot, '.data', 'bin', 'ferretdb'),
    args: [
      ...backend,
      `--state-dir=${stateDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    env: {},
    logFile: path.join(folder, 'ferretdb.log'),
  };
}

const postgresPort = process.env.INFRA_POSTGRES_PORT ?? '15432';
const equalityIndexesSql = path.join(repoRoot, 'scripts', 'lib', 'infra', 'equality-indexes.sql');
// The shared FerretDB may open up to 90 of the cluster's 100 connections: this one stays small.
const poolMaxConnections = 30;

export async function startOwnFerretDb(folder: string, database: string): Promise<OwnFerretDb> {
  const state = path.join(folder, 'ferretdb');
  const psql = (db: string) => [
    '-X',
    '-q',
    '-h',
    '127.0.0.1',
    '-p',
    postgresPort,
    '-U',
    'postgres',
    '-d',
    db,
  ];
  const run = promisify(execFile);
  const { stdout } = await run('psql', [
    ...psql('postgres'),
    '-tAc',
    `SELECT 1 FROM pg_database WHERE datname = '${database}'`,
  ]);
  if (stdout.trim() !== '1') await run('psql', [...psql('postgres'), '-c', `CREATE DATABASE ${database}`]);
  // The same endpoint as the shared one: equality filters with the indexes they can use.
  await run('psql', [...psql(database), '-v', 'ON_ERROR_STOP=1', '-f', equalityIndexesSql]);

  await stopOwned({ folder, name: 'ferretdb' }, 'SIGKILL');
  const port = await portFor(folder, 'ferretdb');
  const spec = ferretDbProcess(folder, state, port, [
    '--handler=postgresql',
    `--postgresql-url=postgres://postgres@127.0.0.1:${postgresPort}/${database}?pool_max_conns=${poolMaxConnections}`,
  ]);
  const start = async () => {
    startOwned(spec);
    await waitUntil('FerretDB', () => portOpen(port), spec.logFile, 60_000);
  };
  await start();
  return {
    url: `mongodb://127.0.0.1:${port}`,
    restart: async () => {
      await stopOwned(spec, 'SIGKILL');
      await start();
    },
    stop: () => stopOwned(spec, 'SIGTERM'),
  };
}
