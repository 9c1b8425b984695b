import { colors } from '@pickup/contracts';
import { applyNewerSnapshot, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Business, BusinessContact, BusinessDirectory } from '../domain/model';

/**
 * Each business's name and its contact details, keyed by the business's id. They come from
 * different events (an operator's rename is only a tenant.updated), so each keeps its own time.
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

const contactSchema = new Schema<ContactDocument>(
  {
    _id: { type: String, required: true },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
    primaryColor: { type: String, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'business_contacts', versionKey: false },
);

/** Before a business's settings are known: no contact details, the platform's colour. */
const noContact: BusinessContact = { email: '', phone: '', primaryColor: colors.primary };

export class MongoBusinessDirectory implements BusinessDirectory {
  private readonly names: Model<NameDocument>;
  private readonly contacts: Model<ContactDocument>;

  constructor(connection: Connection) {
    this.names = modelOf(connection, 'BusinessName', nameSchema);
    this.contacts = modelOf(connection, 'BusinessContact', contactSchema);
  }

  applyName(tenantId: string, businessName: string, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.names, tenantId, { businessName }, asOf);
  }

  applyContact(
    tenantId: string,
    { email, phone, primaryColor }: BusinessContact,
    asOf: Date,
  ): Promise<boolean> {
    return applyNewerSnapshot(this.contacts, tenantId, { email, phone, primaryColor }, asOf);
  }

  async find(tenantId: string): Promise<Business | null> {
    const [name, contact] = await Promise.all([
      this.names.findById(tenantId).lean<NameDocument>(),
      this.contacts.findById(tenantId).lean<ContactDocument>(),
    ]);
    if (!name) return null;
    const { email, phone, primaryColor } = contact ?? noContact;
    return { businessName: name.businessName, email, phone, primaryColor };
  }
}
