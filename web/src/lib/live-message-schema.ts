import { message, type Message } from '@pickup/contracts/schemas';

/** Loaded only through readLiveMessage (./live-messages): the contract's reading of a live message. */
export function parseLiveMessage(data: unknown): Message | null {
  const parsed = message.safeParse(data);
  return parsed.success ? parsed.data : null;
}
