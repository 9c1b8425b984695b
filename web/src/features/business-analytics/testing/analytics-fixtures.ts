import {
  analyticsOverview,
  analyticsSeriesStep,
  type AnalyticsOverview,
  type AnalyticsPeriod,
} from '@pickup/contracts/schemas';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 24 + offset)).toISOString().slice(0, 10);

/** The last three points' first days at the period's step: days, Mondays or months to Nov 24, 2026. */
const stepDays = {
  day: [day(-2), day(-1), day(0)],
  week: ['2026-11-09', '2026-11-16', '2026-11-23'],
  month: ['2026-09-01', '2026-10-01', '2026-11-01'],
};

const series = (period: AnalyticsPeriod, values: readonly number[]) =>
  stepDays[analyticsSeriesStep[period]].map((date, index) => ({ date, value: values[index] ?? 0 }));

/** An overview of a business with a month of pickups (30 days unless told), read through the contract. */
export function overviewOf(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  const period = overrides.period ?? '30d';
  return analyticsOverview.parse({
    period,
    from: day(-29),
    to: day(0),
    timeZone: 'America/New_York',
    revenue: {
      current: 482_350,
      previous: 428_700,
      change: 12.5,
      trend: series(period, [14_500, 22_000, 9_600]),
    },
    customers: {
      total: 1_248,
      active: 1_190,
      new: 37,
      churnRate: 2.4,
      trend: series(period, [1_240, 1_245, 1_248]),
    },
    operations: { totalOrders: 214, completedRoutes: 42, avgDeliveryTime: 155, onTimeRate: 96.3 },
    environmental: {
      totalWeight: 18_204.5,
      recycledWeight: 17_650,
      recyclingRate: 97,
      co2Saved: 5_333.9,
      trend: series(period, [610.5, 702, 588.25]),
    },
    recentActivity: [
      {
        id: 'a1',
        kind: 'payment',
        text: 'Jane Doe paid $32.00',
        at: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
      {
        id: 'a2',
        kind: 'route_completed',
        text: 'Tuesday North route completed: 24 stops',
        at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      },
    ],
    recentCustomers: [
      ['650000000000000000000001', 'Robin Lee', 'hampden', 'active'],
      ['650000000000000000000002', 'Sam Fields', 'hermon', 'pending'],
      ['650000000000000000000003', 'Dana Park', null, 'active'],
      ['650000000000000000000004', 'Lee Chen', 'monroe', 'active'],
      ['650000000000000000000005', 'Morgan Alvarez', 'prospect', 'paused'],
    ].map(([customerId, name, zone, status], index) => ({
      customerId,
      name,
      zone,
      status,
      joinedAt: `${day(-index)}T15:00:00.000Z`,
    })),
    growth: { revenueGrowth: 12.5, newCustomers: 37, retention: 97.6 },
    topCustomers: [
      { customerId: '650000000000000000000001', name: 'Robin Lee', revenue: 12_800, payments: 4 },
      { customerId: '650000000000000000000003', name: 'Dana Park', revenue: 3_200, payments: 1 },
    ],
    hasActivity: true,
    ...overrides,
  });
}

/** The overview of a business nothing has happened to yet. */
export function newBusinessOverview(period: AnalyticsPeriod = '30d'): AnalyticsOverview {
  const zeros = { current: 0, previous: 0, change: null, trend: [] };
  return overviewOf({
    period,
    revenue: zeros,
    customers: { total: 0, active: 0, new: 0, churnRate: null, trend: [] },
    operations: { totalOrders: 0, completedRoutes: 0, avgDeliveryTime: null, onTimeRate: null },
    environmental: { totalWeight: 0, recycledWeight: 0, recyclingRate: null, co2Saved: 0, trend: [] },
    recentActivity: [],
    recentCustomers: [],
    growth: { revenueGrowth: null, newCustomers: 0, retention: null },
    topCustomers: [],
    hasActivity: false,
  });
}
