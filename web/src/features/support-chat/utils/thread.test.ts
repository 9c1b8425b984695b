import type { Message } from '@pickup/contracts/schemas';
import { senderLabel } from './thread';

const at = (createdAt: string, id = createdAt): Message => ({
  id,
  customerId: '64b0c0ffee0000000000c001',
  senderId: '64b0c0ffee00000000000001',
  receiverId: 'support',
  content: 'Hello',
  senderType: 'customer',
  senderName: 'Ana Lima',
  read: true,
  ticketId: null,
  createdAt,
});

describe('the sender labels', () => {
  const me = '64b0c0ffee00000000000001';
  it('shows the signed-in customer as You, the business as Support and anyone else as Driver', () => {
    expect(senderLabel(at('2026-11-20T16:00:00Z'), me)).toBe('You');
    expect(
      senderLabel(
        { ...at('2026-11-20T16:00:00Z'), senderId: '64b0c0ffee00000000000002', senderType: 'business' },
        me,
      ),
    ).toBe('Support');
    expect(
      senderLabel(
        { ...at('2026-11-20T16:00:00Z'), senderId: '64b0c0ffee0000000000d001', senderType: 'driver' },
        me,
      ),
    ).toBe('Driver');
  });
});
