import { colors } from '@pickup/contracts';
import { applyNewerSnapshot, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Business, BusinessContact, BusinessDirectory, ReminderSettings } from '../domain/model';

/**
 * Each business's name, its contact details and its subdomain, keyed by the business's id. They
 * come from different events (an operator's rename is only a tenant.updated), so each keeps its
 * own time.
 */
interface NameDocument {
  _id: string;
  businessName: string;
  asOf: Date;
}

interface ContactDocument extends BusinessContact {
  _id: string;
  asOf: Date;
}

const nameSchema = new Schema<NameDocument>(
  {
    _id: { type: String, required: true },
    businessName: { type: String, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'business_names', versionKey: false },
);

interface SubdomainDocument {
  _id: string;
  subdomain: string;
  asOf: Date;
}

const subdomainSchema = new Schema<SubdomainDocument>(
  {
    _id: { type: String, required: true },
    subdomain: { type: String, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'business_subdomains', versionKey: false },
);
// The directory's lookup by name (a mail to a business's support address), as the gateway's by slug.
subdomainSchema.index({ subdomain: 1, asOf: -1 }, { name: 'subdomain_lookup' });

const contactSchema = new Schema<ContactDocument>(
  {
    _id: { type: String, required: true },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
    website: { type: String, default: '' },
    primaryColor: { type: String, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'business_contacts', versionKey: false },
);

/** Before a business's settings are known: no contact details, the platform's colour. */
const noContact: BusinessContact = { email: '', phone: '', website: '', primaryColor: colors.primary };

/** Each business's reminder settings and time zone, from its settings: the reminders' scheduler reads them. */
interface ReminderDocument extends ReminderSettings {
  _id: string;
  asOf: Date;
}

const reminderSchema = new Schema<ReminderDocument>(
  {
    _id: { type: String, required: true },
    emailRemindersEnabled: { type: Boolean, required: true },
    smsRemindersEnabled: { type: Boolean, required: true },
    dayBeforeReminderEnabled: { type: Boolean, required: true },
    dayBeforeReminderTime: { type: String, required: true },
    morningOfReminderEnabled: { type: Boolean, required: true },
    morningOfReminderTime: { type: String, required: true },
    reminderMessage: { type: String, default: '' },
    timeZone: { type: String, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'business_reminders', versionKey: false },
);

const reminderFields = (doc: ReminderDocument): ReminderSettings => ({
  emailRemindersEnabled: doc.emailRemindersEnabled,
  smsRemindersEnabled: doc.smsRemindersEnabled,
  dayBeforeReminderEnabled: doc.dayBeforeReminderEnabled,
  dayBeforeReminderTime: doc.dayBeforeReminderTime,
  morningOfReminderEnabled: doc.morningOfReminderEnabled,
  morningOfReminderTime: doc.morningOfReminderTime,
  reminderMessage: doc.reminderMessage,
  timeZone: doc.timeZone,
});

export class MongoBusinessDirectory implements BusinessDirectory {
  private readonly names: Model<NameDocument>;
  private readonly reminders: Model<ReminderDocument>;
  private readonly contacts: Model<ContactDocument>;
  private readonly subdomains: Model<SubdomainDocument>;

  constructor(connection: Connection) {
    this.names = modelOf(connection, 'BusinessName', nameSchema);
    this.reminders = modelOf(connection, 'BusinessReminders', reminderSchema);
    this.contacts = modelOf(connection, 'BusinessContact', contactSchema);
    this.subdomains = modelOf(connection, 'BusinessSubdomain', subdomainSchema);
  }

  applyName(tenantId: string, businessName: string, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.names, tenantId, { businessName }, asOf);
  }

  applyReminders(tenantId: string, settings: ReminderSettings, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(
      this.reminders,
      tenantId,
      reminderFields({ ...settings, _id: tenantId, asOf }),
      asOf,
    );
  }

  async remindersOf(tenantId: string): Promise<ReminderSettings | null> {
    const doc = await this.reminders.findById(tenantId).lean<ReminderDocument>();
    return doc ? reminderFields(doc) : null;
  }

  async withRemindersOn(): Promise<{ tenantId: string; settings: ReminderSettings }[]> {
    const docs = await this.reminders
      .find({
        $and: [
          { $or: [{ emailRemindersEnabled: true }, { smsRemindersEnabled: true }] },
          { $or: [{ dayBeforeReminderEnabled: true }, { morningOfReminderEnabled: true }] },
        ],
      })
      .lean<ReminderDocument[]>();
    return docs.map((doc) => ({ tenantId: doc._id, settings: reminderFields(doc) }));
  }

  applyContact(
    tenantId: string,
    { email, phone, website, primaryColor }: BusinessContact,
    asOf: Date,
  ): Promise<boolean> {
    return applyNewerSnapshot(this.contacts, tenantId, { email, phone, website, primaryColor }, asOf);
  }

  applySubdomain(tenantId: string, subdomain: string, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.subdomains, tenantId, { subdomain }, asOf);
  }

  async tenantOfSubdomain(subdomain: string): Promise<string | null> {
    // A renamed business's old name may be held until its rename arrives: the latest holder wins.
    const held = await this.subdomains
      .findOne({ subdomain })
      .sort({ asOf: -1 })
      .select({ _id: 1 })
      .lean<Pick<SubdomainDocument, '_id'>>();
    return held?._id ?? null;
  }

  async find(tenantId: string): Promise<Business | null> {
    const [name, contact, place] = await Promise.all([
      this.names.findById(tenantId).lean<NameDocument>(),
      this.contacts.findById(tenantId).lean<ContactDocument>(),
      this.subdomains.findById(tenantId).lean<SubdomainDocument>(),
    ]);
    const subdomain = place?.subdomain ?? '';
    if (!name) return null;
    const { email, phone, primaryColor } = contact ?? noContact;
    // Kept from the settings since the support page asked for it: absent on older documents.
    const website = contact?.website ?? '';
    return { businessName: name.businessName, email, phone, website, primaryColor, subdomain };
  }
}
