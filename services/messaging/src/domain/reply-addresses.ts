import { createHmac, timingSafeEqual } from 'node:crypto';

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
const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 without padding, lower case. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
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
    return `${prefix}${base32(Buffer.concat([ids, this.macOf(ids)]))}@${this.domain}`;
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
