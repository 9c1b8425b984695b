import { dayLabel, groupByDay, messageAge } from './message-days';

const newYork = 'America/New_York';
const now = new Date('2026-11-20T17:00:00Z'); // noon in New York

const at = (createdAt: string, id = createdAt) => ({ id, createdAt });

describe('the chat days', () => {
  it('labels today, yesterday and earlier days by their date, with the year only for another year', () => {
    expect(dayLabel('2026-11-20', '2026-11-20')).toBe('Today');
    expect(dayLabel('2026-11-19', '2026-11-20')).toBe('Yesterday');
    expect(dayLabel('2026-11-16', '2026-11-20')).toBe('Monday, November 16');
    expect(dayLabel('2025-12-31', '2026-01-01')).toBe('Yesterday');
    expect(dayLabel('2025-12-30', '2026-01-01')).toBe('Tuesday, December 30, 2025');
  });

  it("groups the thread by the business's day, not UTC's", () => {
    const days = groupByDay(
      [
        at('2026-11-18T15:00:00Z'),
        // 11 PM on the 19th in New York, already the 20th in UTC.
        at('2026-11-20T04:00:00Z'),
        at('2026-11-20T14:00:00Z'),
        at('2026-11-20T16:59:00Z'),
      ],
      newYork,
      now,
    );
    expect(days.map((day) => [day.label, day.messages.length])).toEqual([
      ['Wednesday, November 18', 1],
      ['Yesterday', 1],
      ['Today', 2],
    ]);
    expect(groupByDay([], newYork, now)).toEqual([]);
  });

  it('tells how long ago a message was written: now, minutes, hours, else the date', () => {
    expect(messageAge('2026-11-20T16:59:30Z', newYork, now)).toBe('now');
    // A clock a little ahead of the browser's is still now.
    expect(messageAge('2026-11-20T17:00:20Z', newYork, now)).toBe('now');
    expect(messageAge('2026-11-20T16:59:00Z', newYork, now)).toBe('1 minute ago');
    expect(messageAge('2026-11-20T16:15:00Z', newYork, now)).toBe('45 minutes ago');
    expect(messageAge('2026-11-20T15:50:00Z', newYork, now)).toBe('1 hour ago');
    expect(messageAge('2026-11-19T18:00:00Z', newYork, now)).toBe('23 hours ago');
    expect(messageAge('2026-11-18T03:00:00Z', newYork, now)).toBe('Nov 17, 2026');
  });
});
