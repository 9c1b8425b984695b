import type { Message } from '@pickup/contracts/schemas';
import { mergeMessages, readLiveMessage } from './live-messages';

const message = (id: string, createdAt: string, content = 'Hello'): Message => ({
  id,
  customerId: '665f1c2e8b3a4d0012ab34cd',
  senderId: '665f1c2e8b3a4d0012ab34ce',
  receiverId: 'support',
  content,
  senderType: 'customer',
  senderName: 'Ada Birch',
  read: false,
  ticketId: null,
  createdAt,
});

describe('a thread’s messages', () => {
  it('merges pages, live messages and sends: each once, oldest first', () => {
    const first = message('665f1c2e8b3a4d0012ab3401', '2026-11-20T10:00:00.000Z');
    const second = message('665f1c2e8b3a4d0012ab3402', '2026-11-20T10:05:00.000Z');
    const sameMoment = message('665f1c2e8b3a4d0012ab3403', '2026-11-20T10:05:00.000Z');
    const updated = { ...first, read: true };
    expect(mergeMessages([sameMoment, second], [first], [updated])).toEqual([updated, second, sameMoment]);
  });

  it('reads a live message with the contract, and nothing else', async () => {
    const live = message('665f1c2e8b3a4d0012ab3401', '2026-11-20T10:00:00.000Z');
    expect(await readLiveMessage(live)).toEqual(live);
    expect(await readLiveMessage({ ...live, id: 'not-an-id' })).toBeNull();
    expect(await readLiveMessage('hello')).toBeNull();
  });
});
