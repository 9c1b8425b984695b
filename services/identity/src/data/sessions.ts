import { expiryPlugin, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { RefreshToken, Session, SessionStore } from '../domain/model';

interface SessionDocument {
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason?: string;
}

/** Each refresh token of a session, by hash: the current one, and those rotated away (reuse detection). */
interface RefreshTokenDocument {
  _id: string;
  sessionId: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  rotatedAt: Date | null;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    revokedReason: String,
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ userId: 1, revokedAt: 1 }, { name: 'user_active' });
// Past its 30 days a session cannot be refreshed, ended or not; its refresh tokens expire with it.
sessionSchema.plugin(expiryPlugin, { field: 'expiresAt' });

const refreshTokenSchema = new Schema<RefreshTokenDocument>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    rotatedAt: { type: Date, default: null },
  },
  { collection: 'refresh_tokens', versionKey: false },
);
refreshTokenSchema.index({ sessionId: 1 }, { name: 'session' });
refreshTokenSchema.plugin(expiryPlugin, { field: 'expiresAt' });

const toSession = (doc: SessionDocument): Session => ({
  id: doc._id,
  userId: doc.userId,
  expiresAt: doc.expiresAt,
  revokedAt: doc.revokedAt ?? null,
});

const toRefreshToken = (doc: RefreshTokenDocument): RefreshToken => ({
  hash: doc._id,
  sessionId: doc.sessionId,
  userId: doc.userId,
  expiresAt: doc.expiresAt,
  rotatedAt: doc.rotatedAt ?? null,
});

/** Sessions by id, refresh tokens by the hash of the token (the _id: a lookup is one index probe). */
export class MongoSessionStore implements SessionStore {
  private readonly sessions: Model<SessionDocument>;
  private readonly refreshTokens: Model<RefreshTokenDocument>;

  constructor(connection: Connection) {
    this.sessions = modelOf(connection, 'Session', sessionSchema);
    this.refreshTokens = modelOf(connection, 'RefreshToken', refreshTokenSchema);
  }

  async create(session: Session & { createdAt: Date }): Promise<void> {
    await this.sessions.create({ _id: session.id, ...session });
  }

  async find(id: string): Promise<Session | null> {
    const doc = await this.sessions.findById(id).lean<SessionDocument>();
    return doc ? toSession(doc) : null;
  }

  async revoke(id: string, reason: string, at: Date): Promise<boolean> {
    const result = await this.sessions.updateOne(
      { _id: id, revokedAt: null },
      { $set: { revokedAt: at, revokedReason: reason } },
    );
    return result.modifiedCount === 1;
  }

  async revokeAllOf(userId: string, reason: string, at: Date): Promise<string[]> {
    const active = await this.sessions
      .find({ userId, revokedAt: null }, { _id: 1 })
      .lean<{ _id: string }[]>();
    const ids = active.map((doc) => doc._id);
    if (ids.length > 0) {
      await this.sessions.updateMany(
        { _id: { $in: ids }, revokedAt: null },
        { $set: { revokedAt: at, revokedReason: reason } },
      );
    }
    return ids;
  }

  async addRefreshToken(token: Omit<RefreshToken, 'rotatedAt'> & { createdAt: Date }): Promise<void> {
    await this.refreshTokens.create({
      _id: token.hash,
      sessionId: token.sessionId,
      userId: token.userId,
      createdAt: token.createdAt,
      expiresAt: token.expiresAt,
      rotatedAt: null,
    });
  }

  async rotateRefreshToken(hash: string, at: Date): Promise<RefreshToken | null> {
    const doc = await this.refreshTokens
      .findOneAndUpdate(
        { _id: hash, rotatedAt: null },
        { $set: { rotatedAt: at } },
        { returnDocument: 'before' },
      )
      .lean<RefreshTokenDocument>();
    return doc ? toRefreshToken(doc) : null;
  }

  async findRefreshToken(hash: string): Promise<RefreshToken | null> {
    const doc = await this.refreshTokens.findById(hash).lean<RefreshTokenDocument>();
    return doc ? toRefreshToken(doc) : null;
  }
}
