import { roles, type Role } from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  stageEvents,
  updateOneWithEvents,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import {
  DuplicateUserError,
  emailScopeOf,
  type EmailScope,
  type NewUser,
  type User,
  type UserStore,
} from '../domain/model';

interface UserDocument {
  _id: Types.ObjectId;
  username: string;
  /** The username as compared: usernames are unique without regard to case. */
  usernameLower: string;
  email: string;
  /** Where the e-mail must be unique (see emailScopeOf): one index enforces both rules. */
  emailScope: EmailScope;
  firstName: string;
  lastName: string;
  role: Role;
  tenantId: string | null;
  passwordHash: string | null;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Users span businesses (owners exist before theirs, admins belong to none, and usernames are
 * unique across the platform), so this collection is not tenant-scoped; every query that
 * concerns one business names it explicitly.
 */
const userSchema = new Schema<UserDocument>(
  {
    username: { type: String, required: true },
    usernameLower: { type: String, required: true },
    email: { type: String, required: true },
    emailScope: { type: String, required: true },
    firstName: { type: String, required: true },
    // A driver's login may have none: the driver record keeps one name, whole.
    lastName: { type: String, default: '' },
    role: { type: String, enum: roles, required: true },
    tenantId: { type: String, default: null },
    passwordHash: { type: String, default: null },
    disabled: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ usernameLower: 1 }, { unique: true, name: 'username_unique' });
userSchema.index({ emailScope: 1, email: 1 }, { unique: true, name: 'email_in_scope_unique' });
userSchema.index({ email: 1 }, { name: 'email' });
userSchema.index({ tenantId: 1, role: 1, createdAt: 1 }, { name: 'tenant_role' });
userSchema.index({ role: 1 }, { name: 'role' });
userSchema.plugin(outboxPlugin);

export function userModel(connection: Connection): Model<UserDocument> {
  return modelOf(connection, 'User', userSchema);
}

function toUser(doc: UserDocument): User {
  return {
    id: doc._id.toHexString(),
    username: doc.username,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    role: doc.role,
    tenantId: doc.tenantId ?? null,
    passwordHash: doc.passwordHash ?? null,
    disabled: doc.disabled === true,
    createdAt: doc.createdAt,
  };
}

const staffFirst = (a: User, b: User) => Number(a.role === 'customer') - Number(b.role === 'customer');

export class MongoUserStore implements UserStore {
  private readonly model: Model<UserDocument>;

  constructor(connection: Connection) {
    this.model = userModel(connection);
  }

  async findById(id: string): Promise<User | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model.findById(id).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  async findByUsername(username: string): Promise<User | null> {
    const doc = await this.model.findOne({ usernameLower: username.toLowerCase() }).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  async findByEmail(email: string): Promise<User[]> {
    const docs = await this.model.find({ email }).limit(20).lean<UserDocument[]>();
    return docs.map(toUser).sort(staffFirst);
  }

  async findInEmailScope(email: string, scope: EmailScope): Promise<User | null> {
    const doc = await this.model.findOne({ emailScope: scope, email }).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  async findInTenantByEmail(tenantId: string, email: string): Promise<User[]> {
    const docs = await this.model.find({ tenantId, email }).lean<UserDocument[]>();
    return docs.map(toUser).sort((a, b) => -staffFirst(a, b));
  }

  async create(user: NewUser, announce: (created: User) => DomainEvent[]): Promise<User> {
    const doc = new this.model({
      ...user,
      usernameLower: user.username.toLowerCase(),
      emailScope: emailScopeOf(user),
    });
    stageEvents(doc, announce(toUser(doc.toObject())));
    try {
      await doc.save();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const usernameTaken = await this.findByUsername(user.username);
      throw new DuplicateUserError(usernameTaken ? 'username' : 'email');
    }
    return toUser(doc.toObject());
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { passwordHash } });
  }

  async reinstate(id: string, passwordHash: string): Promise<User | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model
      .findOneAndUpdate({ _id: id }, { $set: { disabled: false, passwordHash } }, { returnDocument: 'after' })
      .lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  async disable(id: string, announce: (disabled: User) => DomainEvent[]): Promise<User | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const before = await this.model.findById(id).lean<UserDocument>();
    if (!before) return null;
    if (before.disabled) return toUser(before);
    const disabled = { ...toUser(before), disabled: true };
    // Only while still enabled: of two calls racing, one announces it.
    const after = await updateOneWithEvents(
      this.model,
      { _id: id, disabled: false },
      { $set: { disabled: true } },
      announce(disabled),
    );
    return after ? toUser(after) : this.findById(id);
  }

  async assignTenant(id: string, tenantId: string): Promise<User | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    // Only while the owner has none: two onboardings racing cannot both win.
    const doc = await this.model
      .findOneAndUpdate(
        { _id: id, role: 'owner', tenantId: null },
        { $set: { tenantId } },
        { returnDocument: 'after' },
      )
      .lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  async platformAdminExists(): Promise<boolean> {
    return (await this.model.exists({ role: 'platform-admin' })) !== null;
  }

  async firstEnabled(tenantId: string, role: Role): Promise<User | null> {
    const doc = await this.model
      .findOne({ tenantId, role, disabled: false })
      .sort({ createdAt: 1 })
      .lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }
}
