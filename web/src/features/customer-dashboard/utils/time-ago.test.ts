import { timeAgo } from './time-ago';

const now = new Date('2026-11-24T15:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('a message’s time', () => {
  it('is now, then minutes, then hours ago, then the date', () => {
    expect(timeAgo(before(20_000), now)).toBe('now');
    expect(timeAgo(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(before(45 * 60_000), now)).toBe('45 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-20T15:00:00Z', now)).toBe('Nov 20, 2026');
  });
});
