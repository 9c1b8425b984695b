import { message, type Message } from '@pickup/contracts/schemas';

/**
 * A `new_message` event's data read with the contract, or null when it is not a message. Its own
 * module, loaded with the first live message: zod and the schema stay out of the screen’s chunk.
 */
export function parseLiveMessage(data: unknown): Message | null {
  const parsed = message.safeParse(data);
  return parsed.success ? parsed.data : null;
}
