import { message, type Message } from '@pickup/contracts/schemas';

/**
 * A `new_message` event's data read with the contract, or null when it is not a message. A module of
 * its own, loaded with the first live message, so zod and the schemas stay out of the chat's chunk.
 */
export function parseLiveMessage(data: unknown): Message | null {
  const parsed = message.safeParse(data);
  return parsed.success ? parsed.data : null;
}
