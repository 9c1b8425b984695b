import type { Message } from '@pickup/contracts/schemas';

/** Messages of a thread from several sources (pages, the socket, a send), each once, oldest first. */
export function mergeMessages(...lists: Message[][]): Message[] {
  const byId = new Map(lists.flat().map((message) => [message.id, message]));
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/**
 * A `new_message` event's data read with the contract, or null when it is not a message. The
 * reading is a chunk of its own, fetched with the first live message, so zod and the schemas stay
 * out of the chat screens' chunks.
 */
export async function readLiveMessage(data: unknown): Promise<Message | null> {
  const { parseLiveMessage } = await import('./live-message-schema');
  return parseLiveMessage(data);
}
