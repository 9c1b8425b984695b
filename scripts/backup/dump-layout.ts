import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { BSON, type Document } from 'mongodb';

/**
 * mongodump's directory layout, so a backup made here restores with MongoDB's own mongorestore
 * (and a folder mongodump made restores here): `<folder>/<database>/<collection>.bson` holds the
 * collection's documents as raw BSON one after the other, and `<collection>.metadata.json` its
 * options and indexes in canonical Extended JSON.
 */

export interface CollectionMetadata {
  collectionName: string;
  type: 'collection';
  options: Document;
  indexes: Document[];
}

const bsonFile = (folder: string, database: string, collection: string) =>
  path.join(folder, database, `${collection}.bson`);
const metadataFile = (folder: string, database: string, collection: string) =>
  path.join(folder, database, `${collection}.metadata.json`);

/** Writes raw BSON documents as they come, honouring the file's back-pressure; answers the count and bytes. */
export async function writeDocuments(
  folder: string,
  database: string,
  collection: string,
  documents: AsyncIterable<Uint8Array>,
): Promise<{ documents: number; bytes: number }> {
  mkdirSync(path.join(folder, database), { recursive: true });
  const out = createWriteStream(bsonFile(folder, database, collection));
  let count = 0;
  let bytes = 0;
  try {
    for await (const document of documents) {
      count += 1;
      bytes += document.byteLength;
      if (!out.write(document)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { documents: count, bytes };
}

export function writeMetadata(folder: string, database: string, metadata: CollectionMetadata): void {
  mkdirSync(path.join(folder, database), { recursive: true });
  writeFileSync(
    metadataFile(folder, database, metadata.collectionName),
    BSON.EJSON.stringify(metadata, { relaxed: false }),
  );
}

export function readMetadata(folder: string, database: string, collection: string): CollectionMetadata {
  const parsed = BSON.EJSON.parse(readFileSync(metadataFile(folder, database, collection), 'utf8'), {
    relaxed: false,
  }) as Partial<CollectionMetadata>;
  return {
    collectionName: collection,
    type: 'collection',
    options: parsed.options ?? {},
    indexes: parsed.indexes ?? [],
  };
}

/** The collections a database's folder holds (each a .bson file; mongodump writes one even when empty). */
export function collectionsIn(folder: string, database: string): string[] {
  return readdirSync(path.join(folder, database))
    .filter((name) => name.endsWith('.bson'))
    .map((name) => name.slice(0, -'.bson'.length))
    .sort();
}

/**
 * The documents of a .bson file, read as a stream: each starts with its own length (a 32-bit
 * little-endian integer), so a file far larger than memory is read one document at a time.
 * Numbers keep their BSON types (a double stays a double, an int32 an int32) for the insert.
 */
export async function* readDocuments(folder: string, database: string, collection: string) {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(bsonFile(folder, database, collection))) {
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    while (pending.length >= 4) {
      const size = pending.readInt32LE(0);
      if (size < 5) throw new Error(`${database}/${collection}.bson is damaged: a document of ${size} bytes`);
      if (pending.length < size) break;
      yield BSON.deserialize(pending.subarray(0, size), { promoteValues: false, bsonRegExp: true });
      pending = pending.subarray(size);
    }
  }
  if (pending.length > 0) {
    throw new Error(`${database}/${collection}.bson ends inside a document (${pending.length} bytes left)`);
  }
}
