import type { Connection } from 'mongoose';
import { connectMongo } from '../data/mongo';
import { createLogger } from '../logger';
import { testInfra, uniqueName } from './infra';
import { forTestFile } from './service-test-bed';

export interface TestDatabase {
  connection: Connection;
  /** Drops the database and closes its connection. */
  stop(): Promise<void>;
}

/** A database of a test's own on the local endpoint (`prefix` and a unique suffix), connected. */
export async function startTestDatabase(prefix: string): Promise<TestDatabase> {
  const mongo = connectMongo({
    url: testInfra().mongoUrl,
    dbName: uniqueName(prefix),
    logger: createLogger('test', 'silent'),
  });
  await mongo.ready;
  return {
    connection: mongo.connection,
    async stop() {
      await mongo.connection.dropDatabase();
      await mongo.close();
    },
  };
}

/** The test file's own database: connected before its tests (and its own set-up), dropped after. */
export const testDatabaseForFile = (prefix: string): (() => TestDatabase) =>
  forTestFile(`the ${prefix} database`, () => startTestDatabase(prefix));
