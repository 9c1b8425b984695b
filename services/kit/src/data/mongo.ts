import { backOff } from 'exponential-backoff';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from '../logger';

export interface MongoOptions {
  url: string;
  /** Each service owns one database, named after it. */
  dbName: string;
  logger: Logger;
}

/**
 * Opens the service's own connection and keeps trying with back-off until the database answers,
 * so a service can start before its database. Readiness reports the state meanwhile.
 */
export interface MongoHandle {
  connection: Connection;
  /** Settles once connected, or rejects when closed before it ever connected. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function connectMongo({ url, dbName, logger }: MongoOptions): MongoHandle {
  const connection = mongoose.createConnection();
  let closing = false;
  connection.on('disconnected', () => logger.warn({ dbName }, 'database disconnected'));
  connection.on('reconnected', () => logger.info({ dbName }, 'database reconnected'));
  const ready = backOff(
    async () => {
      // A bounded pool: FerretDB on PostgreSQL stalls when too many operations are in flight at
      // once (docs/infrastructure.md); 20 per process is more than any service here needs.
      await connection.openUri(url, { dbName, serverSelectionTimeoutMS: 5000, maxPoolSize: 20 });
    },
    {
      numOfAttempts: Number.MAX_SAFE_INTEGER,
      startingDelay: 200,
      maxDelay: 5000,
      retry: (error: unknown, attempt) => {
        logger.warn({ err: error, attempt, dbName }, 'database not reachable yet, retrying');
        return !closing;
      },
    },
  ).then(() => logger.info({ dbName }, 'database connected'));
  // Nobody may be awaiting `ready` when a service stops early; the rejection is expected then.
  ready.catch(() => undefined);
  return {
    connection,
    ready,
    close: async () => {
      closing = true;
      await connection.close();
    },
  };
}

export function isConnected(connection: Connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}
