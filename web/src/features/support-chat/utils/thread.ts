import type { Message } from '@pickup/contracts/schemas';
import type { ChatEntry } from '../../../components/chat/chat-thread';

export type SenderLabel = 'You' | 'Support' | 'Driver';

/** Customer spec, Support chat page: support shown as Support, the current user as You, anyone else as Driver. */
export function senderLabel(message: Message, userId: string): SenderLabel {
  if (message.senderId === userId) return 'You';
  return message.senderType === 'business' ? 'Support' : 'Driver';
}

/** A message as the signed-in customer reads it: their own on the right, the others by role. */
export function customerEntry(message: Message, userId: string): ChatEntry {
  const author = senderLabel(message, userId);
  return {
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    mine: author === 'You',
    author,
  };
}

/** A message of the thread that the signed-in customer received and has not read. */
export function isUnreadFor(message: Message, userId: string): boolean {
  return message.senderId !== userId && !message.read;
}
