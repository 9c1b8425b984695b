import { readFileSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import type { Manifest } from './manifest';

/** The server's address for messages and the manifest: never its credentials. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(an address that is not a URL)';
  }
}

export async function connect(url: string): Promise<MongoClient> {
  try {
    return await MongoClient.connect(url, { serverSelectionTimeoutMS: 10_000 });
  } catch (error) {
    throw new Error(
      `no database server answers at ${withoutCredentials(url)} (${(error as Error).message}); is it running (make infra-up)?`,
      { cause: error },
    );
  }
}

export async function serverOf(client: MongoClient): Promise<Manifest['server']> {
  const info = await client.db('admin').command({ buildInfo: 1 });
  return {
    version: String(info.version),
    ...(typeof info.ferretdbVersion === 'string' ? { ferretdbVersion: info.ferretdbVersion } : {}),
  };
}

export function toolOf(): Manifest['tool'] {
  const driver = JSON.parse(readFileSync(require.resolve('mongodb/package.json'), 'utf8')) as {
    version: string;
  };
  return { name: 'scripts/backup', mongodbDriver: driver.version, node: process.version };
}

/** Collections a dump copies: the server's own (system.*) are never the services' data. */
export const isDataCollection = (name: string) => !name.startsWith('system.');
