import { instantAt } from '../src/data/business-clock';

describe('instantAt', () => {
  it("gives the moment a business's clock shows a time, on either side of a daylight-saving change", () => {
    expect(instantAt('2026-10-31', '23:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T03:30:00.000Z',
    );
    expect(instantAt('2026-11-01', '00:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(instantAt('2026-11-02', '00:00', 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    expect(instantAt('2026-07-01', '14:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-07-01T02:00:00.000Z',
    );
  });

  it('refuses what is not a calendar day and a clock time', () => {
    expect(() => instantAt('2026-11-xx', '10:00', 'UTC')).toThrow(RangeError);
    expect(() => instantAt('2026-11-02', 'noon', 'UTC')).toThrow(RangeError);
  });
});
