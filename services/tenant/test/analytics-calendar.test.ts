import { dayOf, instantAt, periodRanges, seriesSteps } from '../src/domain/analytics-calendar';

const newYork = 'America/New_York';

describe('the business’s calendar', () => {
  it('places a moment on the business’s day, the night the clocks go back included', () => {
    expect(dayOf(new Date('2026-11-01T03:30:00Z'), newYork)).toBe('2026-10-31');
    expect(dayOf(new Date('2026-11-01T04:30:00Z'), newYork)).toBe('2026-11-01');
    expect(dayOf(new Date('2026-11-02T04:30:00Z'), newYork)).toBe('2026-11-01');
    expect(dayOf(new Date('2026-11-02T05:30:00Z'), newYork)).toBe('2026-11-02');
  });

  it('finds the moment a clock time falls on, either side of a change of the clocks', () => {
    expect(instantAt('2026-10-31', '12:00', newYork).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(instantAt('2026-11-01', '12:00', newYork).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(instantAt('2026-03-08', '12:00', newYork).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(instantAt('2026-11-03', '12:00', 'Europe/London').toISOString()).toBe('2026-11-03T12:00:00.000Z');
  });

  it('ends a period today and puts the one before right behind it', () => {
    expect(periodRanges('7d', '2026-03-01')).toEqual({
      current: { from: '2026-02-23', to: '2026-03-01' },
      previous: { from: '2026-02-16', to: '2026-02-22' },
    });
  });

  it('steps a series by day, week from Monday or month, clipped to the period', () => {
    const week = seriesSteps('90d', { from: '2026-08-08', to: '2026-08-20' });
    expect(week).toEqual([
      { date: '2026-08-08', last: '2026-08-09' },
      { date: '2026-08-10', last: '2026-08-16' },
      { date: '2026-08-17', last: '2026-08-20' },
    ]);
    const months = seriesSteps('1y', { from: '2025-12-20', to: '2026-02-03' });
    expect(months).toEqual([
      { date: '2025-12-20', last: '2025-12-31' },
      { date: '2026-01-01', last: '2026-01-31' },
      { date: '2026-02-01', last: '2026-02-03' },
    ]);
    expect(seriesSteps('7d', { from: '2026-11-04', to: '2026-11-05' }).map((step) => step.date)).toEqual([
      '2026-11-04',
      '2026-11-05',
    ]);
  });
});
