import { defaultBusinessSettings } from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  publishStandalone,
  stageEvents,
  tenantScopedPlugin,
  updateOneWithEvents,
} from '@pickup/kit';
import { isDeepStrictEqual } from 'node:util';
import { type Connection, type Model, Schema } from 'mongoose';
import type { SettingsStore, StoredSettings } from '../domain/model';

/** One per business, made at its first change; until then every setting has its default. */
interface SettingsDocument extends StoredSettings {
  tenantId: string;
  /** Counts the writes: a change is written only onto the version it was read from. */
  revision: number;
}

const schema = new Schema<SettingsDocument>(
  {
    tagline: { type: String, default: '' },
    primaryColor: { type: String, required: true },
    secondaryColor: { type: String, required: true },
    logoUrl: { type: String, default: null },
    emailRemindersEnabled: { type: Boolean, required: true },
    smsRemindersEnabled: { type: Boolean, required: true },
    dayBeforeReminderEnabled: { type: Boolean, required: true },
    dayBeforeReminderTime: { type: String, required: true },
    morningOfReminderEnabled: { type: Boolean, required: true },
    morningOfReminderTime: { type: String, required: true },
    reminderMessage: { type: String, default: '' },
    soundNotificationsEnabled: { type: Boolean, required: true },
    milestoneInterval: { type: Number, required: true },
    phone: { type: String, default: '' },
    email: { type: String, default: '' },
    website: { type: String, default: '' },
    timeZone: { type: String, required: true },
    revision: { type: Number, default: 0 },
  },
  { collection: 'business_settings', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1 }, { unique: true, name: 'tenant_unique' });

const settingKeys = Object.keys(defaultBusinessSettings) as (keyof StoredSettings)[];

function toSettings(doc: SettingsDocument | null): StoredSettings {
  const settings: StoredSettings = { ...defaultBusinessSettings };
  if (!doc) return settings;
  return Object.fromEntries(settingKeys.map((key) => [key, doc[key] ?? settings[key]])) as StoredSettings;
}

/** A write loses to another made in between at most this often before giving up. */
const maxWriteAttempts = 10;

export class MongoSettingsStore implements SettingsStore {
  private readonly model: Model<SettingsDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'BusinessSettings', schema);
  }

  async find(tenantId: string): Promise<StoredSettings> {
    return toSettings(await this.model.findOne({ tenantId }).lean<SettingsDocument>());
  }

  async update(
    tenantId: string,
    changes: Partial<StoredSettings>,
    announce: (after: StoredSettings) => DomainEvent[],
    { announceUnchanged = false }: { announceUnchanged?: boolean } = {},
  ): Promise<{ before: StoredSettings; after: StoredSettings }> {
    for (let attempt = 0; attempt < maxWriteAttempts; attempt += 1) {
      const doc = await this.model.findOne({ tenantId }).lean<SettingsDocument>();
      const before = toSettings(doc);
      const after = { ...before, ...changes };
      if (isDeepStrictEqual(before, after)) {
        if (announceUnchanged) await publishStandalone(this.model.db, announce(after));
        return { before, after };
      }
      if (doc) {
        const written = await updateOneWithEvents(
          this.model,
          { tenantId, revision: doc.revision },
          { $set: after, $inc: { revision: 1 } },
          announce(after),
        );
        if (written) return { before, after };
      } else if (await this.createFirst(tenantId, after, announce)) {
        return { before, after };
      }
    }
    throw new Error(
      `The settings of ${tenantId} changed ${maxWriteAttempts} times while one change was being written`,
    );
  }

  /** The business's first change; false when another first change got there before it. */
  private async createFirst(
    tenantId: string,
    settings: StoredSettings,
    announce: (after: StoredSettings) => DomainEvent[],
  ): Promise<boolean> {
    const doc = new this.model({ ...settings, tenantId });
    stageEvents(doc, announce(settings));
    try {
      await doc.save();
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
