import { type LogoMediaType, logoMediaTypes, objectId } from '@pickup/contracts';
import mongoose, { type Connection } from 'mongoose';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logo } from './logo-content';

const { GridFSBucket, ObjectId } = mongoose.mongo;

export interface StoredLogo {
  stream: NodeJS.ReadableStream;
  mediaType: LogoMediaType;
  length: number;
}

function isLogoMediaType(value: unknown): value is LogoMediaType {
  return (logoMediaTypes as readonly unknown[]).includes(value);
}

/** An id as the API shows it; anything else names no logo. */
function fileIdOf(fileId: string): mongoose.mongo.ObjectId | null {
  return objectId.safeParse(fileId).success ? new ObjectId(fileId) : null;
}

/**
 * Logos as GridFS files in the bucket `logos` (chunks of 255 KB, so no document nears the size
 * limit), each with its business and media type in the file's metadata.
 */
export class LogoStore {
  private gridFs: mongoose.mongo.GridFSBucket | undefined;

  constructor(private readonly connection: Connection) {}

  /** Stores the logo and answers its file id, 24 hex characters. */
  async save(tenantId: string, logo: Logo): Promise<string> {
    const upload = this.bucket().openUploadStream('logo', {
      metadata: { tenantId, mediaType: logo.mediaType },
    });
    await pipeline(Readable.from([logo.bytes]), upload);
    return upload.id.toHexString();
  }

  /** The logo's bytes as a stream with what to serve them as; null for an unknown or malformed id. */
  async open(fileId: string): Promise<StoredLogo | null> {
    const id = fileIdOf(fileId);
    if (!id) return null;
    const file = await this.bucket().find({ _id: id }, { limit: 1 }).next();
    const mediaType: unknown = file?.metadata?.mediaType;
    if (!file || !isLogoMediaType(mediaType)) return null;
    return { stream: this.bucket().openDownloadStream(id), mediaType, length: file.length };
  }

  /** Deletes the logo; one already gone (or never stored) is not an error. */
  async remove(fileId: string): Promise<void> {
    const id = fileIdOf(fileId);
    if (!id) return;
    try {
      await this.bucket().delete(id);
    } catch (error) {
      // The driver throws when no file had that id, having removed any stray chunks all the same.
      if (await this.bucket().find({ _id: id }, { limit: 1 }).hasNext()) throw error;
    }
  }

  /** Made on first use: the connection's database handle exists only once it has connected. */
  private bucket(): mongoose.mongo.GridFSBucket {
    if (this.gridFs) return this.gridFs;
    const db = this.connection.db;
    if (!db) throw new Error('The logo store was used before its database connected');
    this.gridFs = new GridFSBucket(db, { bucketName: 'logos' });
    return this.gridFs;
  }
}
