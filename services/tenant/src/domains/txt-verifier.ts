import { domainVerification } from '@pickup/contracts';
import { Resolver } from 'node:dns/promises';

export interface TxtVerifierOptions {
  /** `host:port` of the DNS server to ask; the system's resolvers when absent. */
  resolverAddress?: string;
  /** How long the first try waits for an answer. */
  timeoutMs?: number;
}

export type TxtVerifier = (domain: string, expectedValue: string) => Promise<boolean>;

const defaultTimeoutMs = 2000;
// A lost UDP packet is asked again once; the second try waits twice as long, so a resolver that
// never answers costs three timeouts before the owner hears "not yet".
const tries = 2;

/**
 * Whether a domain's owner has published the verification TXT record. Every failure to find it
 * (no such name, no TXT data, an unreachable or failing resolver, time up) is "not yet".
 */
export function createTxtVerifier(options: TxtVerifierOptions = {}): TxtVerifier {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? defaultTimeoutMs, tries });
  if (options.resolverAddress) resolver.setServers([options.resolverAddress]);
  return async (domain, expectedValue) => {
    try {
      const records = await resolver.resolveTxt(`${domainVerification.txtRecordName}.${domain}`);
      // A long TXT value arrives in chunks of at most 255 characters; together they are the value.
      return records.some((chunks) => chunks.join('') === expectedValue);
    } catch {
      return false;
    }
  };
}
