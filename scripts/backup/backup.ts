import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Db } from 'mongodb';
import { writeDocuments, writeMetadata } from './dump-layout';
import { type DatabaseEntry, totals, writeManifest } from './manifest';
import { connect, isDataCollection, serverOf, toolOf, withoutCredentials } from './server';

/**
 * `make backup` (scripts/backup.sh): every named database of MONGO_URL into one folder, in
 * mongodump's layout, with a manifest of what it holds.
 *
 *   tsx scripts/backup/backup.ts --out <folder> [--prefix <p>] [<database> …]
 *
 * Without names or a prefix: the seven services' databases, each named after its service (the
 * kit's default when MONGO_DB_NAME is not set).
 */
const serviceDatabases = ['identity', 'tenant', 'customer', 'routing', 'weight', 'billing', 'messaging'];

/** One collection, read in natural order as raw BSON (byte for byte what the server holds). */
async function dumpCollection(db: Db, name: string, options: object, out: string) {
  const collection = db.collection(name);
  const indexes = await collection.listIndexes().toArray();
  writeMetadata(out, db.databaseName, { collectionName: name, type: 'collection', options, indexes });
  const cursor = collection.find({}, { raw: true, batchSize: 1000 }) as AsyncIterable<unknown>;
  const written = await writeDocuments(out, db.databaseName, name, cursor as AsyncIterable<Uint8Array>);
  // An index FerretDB lists twice (created by two clients at once) is one index.
  return { name, ...written, indexes: [...new Set(indexes.map((index) => String(index.name)))] };
}

async function dumpDatabase(db: Db, out: string): Promise<DatabaseEntry> {
  const collections = (await db.listCollections({}, { nameOnly: false }).toArray())
    .filter((entry) => entry.type !== 'view' && isDataCollection(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const entries = [];
  for (const entry of collections) {
    entries.push(
      await dumpCollection(db, entry.name, ('options' in entry ? entry.options : undefined) ?? {}, out),
    );
  }
  return { name: db.databaseName, collections: entries };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { out: { type: 'string' }, prefix: { type: 'string' } },
    allowPositionals: true,
  });
  const out = values.out;
  if (!out) throw new Error('usage: backup.ts --out <folder> [--prefix <p>] [<database> …]');
  if (existsSync(out) && readdirSync(out).length > 0) {
    throw new Error(`${out} is not empty: a backup goes into a folder of its own`);
  }
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set');

  const started = performance.now();
  const client = await connect(url);
  try {
    let names = positionals.length > 0 ? positionals : serviceDatabases;
    if (values.prefix !== undefined) {
      const prefix = values.prefix;
      const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
      names = databases.map((database) => database.name).filter((name) => name.startsWith(prefix));
      if (names.length === 0)
        throw new Error(`no database of ${withoutCredentials(url)} starts with ${prefix}`);
    }
    mkdirSync(out, { recursive: true });
    const databases: DatabaseEntry[] = [];
    for (const name of names) databases.push(await dumpDatabase(client.db(name), out));
    const seconds = (performance.now() - started) / 1000;
    writeManifest(out, {
      format: 'mongodump directory layout',
      createdAt: new Date().toISOString(),
      source: withoutCredentials(url),
      server: await serverOf(client),
      tool: toolOf(),
      seconds: Number(seconds.toFixed(2)),
      databases,
    });
    const sum = totals(databases);
    for (const database of databases) {
      const documents = database.collections.reduce((total, entry) => total + entry.documents, 0);
      console.log(
        `  ${database.name.padEnd(40)} ${database.collections.length} collections, ${documents} documents`,
      );
    }
    console.log(
      `backed up ${sum.databases} databases, ${sum.collections} collections, ${sum.documents} documents in ${seconds.toFixed(1)} s into ${out}`,
    );
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
