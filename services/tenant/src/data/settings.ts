import { defaultBusinessSettings } from '@pickup/contracts';
import {
  type DomainEvent,
  modelOf,
  outboxPlugin,
  publishStandalone,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
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
    const { before, after, changed } = await updateRevisioned({
      model: this.model,
      filter: { tenantId },
      label: `The settings of ${tenantId}`,
      toEntity: toSettings,
      decide: () => changes,
      // Every setting is stored, defaults included, so the document reads as it was written.
      set: (_changed, after) => after,
      announce,
      absent: { reads: toSettings(null), document: (after) => ({ ...after, tenantId }) },
    });
    if (!changed && announceUnchanged) await publishStandalone(this.model.db, announce(after));
    return { before, after };
  }
}
