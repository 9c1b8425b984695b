import type { Message } from '@pickup/contracts/schemas';
import type { ChatEntry } from './chat-thread';

/** A message as the business's side reads it: its own on the right as You, the customer's by name. */
export function businessEntry(message: Message): ChatEntry {
  const mine = message.senderType === 'business';
  return {
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    mine,
    author: mine ? 'You' : message.senderName,
  };
}
