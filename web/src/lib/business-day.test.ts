import { todayIn } from './business-day';

describe('todayIn', () => {
  // 00:30 UTC on the 24th is still the evening of the 23rd in New York.
  const justAfterMidnightUtc = new Date('2026-11-24T00:30:00Z');

  it("gives the day on the business's clock, not the browser's", () => {
    expect(todayIn('America/New_York', justAfterMidnightUtc)).toBe('2026-11-23');
    expect(todayIn('UTC', justAfterMidnightUtc)).toBe('2026-11-24');
    expect(todayIn('Pacific/Auckland', justAfterMidnightUtc)).toBe('2026-11-24');
  });
});
