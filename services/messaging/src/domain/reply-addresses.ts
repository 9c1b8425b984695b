import { createHmac, timingSafeEqual } from 'node:crypto';
import { base32 } from 'rfc4648';

/**
 * A ticket's reply address: reply+<token>@<inbound domain>, the token naming the business and the
 * ticket and signed, so a reply finds its ticket and nobody can make up an address for another.
 * The token is the two ids' 24 bytes and a 10-byte HMAC-SHA256, in lower-case base32 (55
 * characters): mail systems may change the case of an address, and the local part, 61 characters
 * with "reply+", stays within the 64 an address allows.
 */

const prefix = 'reply+';
const idBytes = 12;
const macBytes = 10;

/**
 * RFC 4648 base32 without padding, lower case. rfc4648 refuses a token whose unused last bits are
 * not zero, so each ticket has exactly one address: an altered character never decodes to the same
 * bytes.
 */
const toBase32 = (bytes: Buffer) => base32.stringify(bytes, { pad: false }).toLowerCase();

function fromBase32(text: string): Buffer | null {
  try {
    return Buffer.from(base32.parse(text, { loose: true }));
  } catch {
    return null;
  }
}

const isObjectId = (id: string) => /^[0-9a-f]{24}$/.test(id);

export interface ReplyTarget {
  tenantId: string;
  ticketId: string;
}

export class ReplyAddresses {
  constructor(
    readonly domain: string,
    private readonly key: Buffer,
  ) {}

  private macOf(ids: Buffer): Buffer {
    return createHmac('sha256', this.key).update(ids).digest().subarray(0, macBytes);
  }

  /** The address a ticket's reply e-mail is answered to. */
  addressOf({ tenantId, ticketId }: ReplyTarget): string {
    if (!isObjectId(tenantId) || !isObjectId(ticketId)) throw new Error('A reply address names two ids');
    const ids = Buffer.from(`${tenantId}${ticketId}`, 'hex');
    return `${prefix}${toBase32(Buffer.concat([ids, this.macOf(ids)]))}@${this.domain}`;
  }

  /** The ticket an address names, when it is a reply address of this domain whose signature holds. */
  targetOf(address: string): ReplyTarget | null {
    const [local = '', domain = ''] = address.toLowerCase().split('@');
    if (domain !== this.domain || !local.startsWith(prefix)) return null;
    const bytes = fromBase32(local.slice(prefix.length));
    if (bytes?.length !== idBytes * 2 + macBytes) return null;
    const ids = bytes.subarray(0, idBytes * 2);
    if (!timingSafeEqual(bytes.subarray(idBytes * 2), this.macOf(ids))) return null;
    const hex = ids.toString('hex');
    return { tenantId: hex.slice(0, idBytes * 2), ticketId: hex.slice(idBytes * 2) };
  }

  /** The business a support address (<subdomain>@domain) names, when it is one. */
  subdomainOf(address: string): string | null {
    const [local = '', domain = ''] = address.toLowerCase().split('@');
    if (domain !== this.domain || local.startsWith(prefix)) return null;
    return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(local) ? local : null;
  }
}
