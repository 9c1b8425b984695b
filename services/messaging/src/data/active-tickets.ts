import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { ActiveTicketClaim, ActiveTickets } from '../domain/model';

/**
 * A requester's (a household's, or a visitor's e-mail's) open or pending ticket, one at a time:
 * the unique index is the claim, as FerretDB enforces a unique insert atomically and a
 * conditional update not.
 */
interface ActiveTicketDocument extends ActiveTicketClaim {
  tenantId: string;
  requester: string;
}

const schema = new Schema<ActiveTicketDocument>(
  {
    requester: { type: String, required: true },
    ticketId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'active_tickets', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, requester: 1 }, { unique: true, name: 'tenant_requester_unique' });

export class MongoActiveTickets implements ActiveTickets {
  private readonly model: Model<ActiveTicketDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'ActiveTicket', schema);
  }

  async find(tenantId: string, requester: string): Promise<ActiveTicketClaim | null> {
    const doc = await this.model
      .findOne({ tenantId, requester })
      .select({ _id: 0, ticketId: 1, claimedAt: 1 })
      .lean<ActiveTicketClaim>();
    return doc ? { ticketId: doc.ticketId, claimedAt: doc.claimedAt } : null;
  }

  async claim(tenantId: string, requester: string, ticketId: string): Promise<boolean> {
    try {
      await this.model.create({ tenantId, requester, ticketId, claimedAt: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async release(tenantId: string, requester: string, ticketId: string): Promise<void> {
    await this.model.deleteOne({ tenantId, requester, ticketId });
  }
}
