import { createInterface } from 'node:readline/promises';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { BSON, type Db, type Document, type MongoClient } from 'mongodb';
import { readDocuments, readMetadata } from './dump-layout';
import { type DatabaseEntry, type Manifest, readManifest, totals } from './manifest';
import { connect, withoutCredentials } from './server';

/**
 * `make restore BACKUP=<folder>` (scripts/restore.sh): every database of a backup into MONGO_URL,
 * each replacing the database of that name, then checked: every collection holds the manifest's
 * count of documents and has the manifest's indexes.
 *
 *   tsx scripts/backup/restore.ts --from <folder> [--yes]
 *
 * Asks before replacing anything unless --yes is given or CI=true.
 */

/** Documents per insert: well under a command's 48 MB limit for this data, few round trips. */
const batchDocuments = 500;
const batchBytes = 8 * 1024 * 1024;

async function insertAll(db: Db, database: string, collection: string, folder: string): Promise<number> {
  const target = db.collection(collection);
  let batch: Document[] = [];
  let bytes = 0;
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await target.insertMany(batch, { ordered: true, bypassDocumentValidation: true });
    inserted += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const document of readDocuments(folder, database, collection)) {
    batch.push(document);
    bytes += BSON.calculateObjectSize(document);
    if (batch.length >= batchDocuments || bytes >= batchBytes) await flush();
  }
  await flush();
  return inserted;
}

/**
 * The collection's indexes but the _id one, which every collection has of itself. FerretDB on
 * PostgreSQL lists an index twice when two clients created it at once (two instances of a service
 * starting together): the same index listed twice is created once, and two different indexes of
 * one name stop the restore.
 */
async function createIndexes(db: Db, collection: string, indexes: Document[]): Promise<void> {
  const byName = new Map<string, Document>();
  for (const index of indexes) {
    const name = String(index.name);
    if (name === '_id_') continue;
    const spec = Object.fromEntries(Object.entries(index).filter(([key]) => key !== 'v' && key !== 'ns'));
    const seen = byName.get(name);
    if (seen && !isDeepStrictEqual(seen, spec)) {
      throw new Error(`${db.databaseName}.${collection} has two different indexes named ${name}`);
    }
    byName.set(name, spec);
  }
  if (byName.size > 0) await db.command({ createIndexes: collection, indexes: [...byName.values()] });
}

async function restoreDatabase(client: MongoClient, entry: DatabaseEntry, folder: string) {
  const db = client.db(entry.name);
  await db.dropDatabase();
  for (const { name } of entry.collections) {
    const metadata = readMetadata(folder, entry.name, name);
    await db.createCollection(name, metadata.options);
    await insertAll(db, entry.name, name, folder);
    await createIndexes(db, name, metadata.indexes);
  }
}

/** What differs between the manifest and the restored databases, one line each (none when equal). */
async function differences(client: MongoClient, manifest: Manifest): Promise<string[]> {
  const found: string[] = [];
  for (const entry of manifest.databases) {
    const db = client.db(entry.name);
    for (const expected of entry.collections) {
      const collection = db.collection(expected.name);
      const documents = await collection.countDocuments({});
      if (documents !== expected.documents) {
        found.push(
          `${entry.name}.${expected.name}: ${documents} documents, the backup has ${expected.documents}`,
        );
      }
      const indexes = new Set((await collection.listIndexes().toArray()).map((index) => String(index.name)));
      const missing = expected.indexes.filter((name) => !indexes.has(name));
      if (missing.length > 0)
        found.push(`${entry.name}.${expected.name}: index(es) ${missing.join(', ')} missing`);
    }
  }
  return found;
}

async function confirmed(manifest: Manifest, url: string): Promise<boolean> {
  const names = manifest.databases.map((entry) => entry.name).join(', ');
  if (!process.stdin.isTTY) {
    throw new Error(`restoring replaces ${names} at ${url}: confirm with --yes (or CI=true)`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(
      `This replaces the databases ${names} at ${url} with the backup of ${manifest.createdAt}. Type yes to go on: `,
    );
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, yes: { type: 'boolean' } } });
  const folder = values.from;
  if (!folder) throw new Error('usage: restore.ts --from <backup folder> [--yes]');
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set');
  const manifest = readManifest(folder);
  const address = withoutCredentials(url);
  if (!(values.yes === true || process.env.CI === 'true') && !(await confirmed(manifest, address))) {
    console.log('nothing restored');
    return;
  }

  const started = performance.now();
  const client = await connect(url);
  try {
    for (const entry of manifest.databases) await restoreDatabase(client, entry, folder);
    const seconds = (performance.now() - started) / 1000;
    const found = await differences(client, manifest);
    const sum = totals(manifest.databases);
    if (found.length > 0) {
      for (const line of found) console.error(`  ${line}`);
      throw new Error(`${found.length} difference(s) between ${address} and the backup's manifest`);
    }
    console.log(
      `restored ${sum.databases} databases, ${sum.collections} collections, ${sum.documents} documents in ${seconds.toFixed(1)} s into ${address}; counts and indexes match the manifest`,
    );
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
