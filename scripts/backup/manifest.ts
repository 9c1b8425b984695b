import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '@pickup/contracts';

/** What a backup holds, written beside the dump: restore checks its counts against it. */
const collectionEntry = z.object({
  name: z.string().min(1),
  documents: z.number().int().min(0),
  bytes: z.number().int().min(0),
  indexes: z.array(z.string()),
});

const databaseEntry = z.object({
  name: z.string().min(1),
  collections: z.array(collectionEntry),
});

export const manifestSchema = z.object({
  format: z.literal('mongodump directory layout'),
  createdAt: z.iso.datetime(),
  /** The server it was taken from, without credentials. */
  source: z.string(),
  server: z.object({ version: z.string(), ferretdbVersion: z.string().optional() }),
  tool: z.object({ name: z.string(), mongodbDriver: z.string(), node: z.string() }),
  seconds: z.number().min(0),
  databases: z.array(databaseEntry),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseEntry = z.infer<typeof databaseEntry>;
export type CollectionEntry = z.infer<typeof collectionEntry>;

const manifestFile = (folder: string) => path.join(folder, 'manifest.json');

export function writeManifest(folder: string, manifest: Manifest): void {
  writeFileSync(manifestFile(folder), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(folder: string): Manifest {
  let text: string;
  try {
    text = readFileSync(manifestFile(folder), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no manifest.json`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${manifestFile(folder)} is not a backup's manifest: ${parsed.error.message}`);
  }
  return parsed.data;
}

export const totals = (databases: DatabaseEntry[]) => ({
  databases: databases.length,
  collections: databases.reduce((sum, database) => sum + database.collections.length, 0),
  documents: databases.reduce(
    (sum, database) => sum + database.collections.reduce((inner, entry) => inner + entry.documents, 0),
    0,
  ),
});
