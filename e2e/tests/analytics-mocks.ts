import type { Page } from '@playwright/test';

// The owner's analytics overview (GET /api/analytics/overview) as the tenant service answers it, for
// the smoke specs: a business two years in, with a figure for every card and a point for every
// step of each period's charts, and a new business with nothing yet.

type Period = '7d' | '30d' | '90d' | '1y';

const periodDays: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
const dayMs = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date(Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate()));
const daysBefore = (days: number) => new Date(today.getTime() - days * dayMs);

/** The first day of each step of the period: every day, every Monday, or every month's first. */
function stepStarts(period: Period): Date[] {
  const from = daysBefore(periodDays[period] - 1);
  if (period === '1y') {
    const starts: Date[] = [];
    for (let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); month <= today;) {
      starts.push(month);
      month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    }
    return starts;
  }
  const step = period === '90d' ? 7 : 1;
  const first = period === '90d' ? new Date(from.getTime() - ((from.getUTCDay() + 6) % 7) * dayMs) : from;
  const starts: Date[] = [];
  for (let at = first; at <= today; at = new Date(at.getTime() + step * dayMs)) starts.push(at);
  return starts;
}

/** A value that moves as a real business's does: a slow rise with a weekly swing. */
function series(period: Period, base: number, rise: number, swing: number, decimals = 0) {
  const scale = period === '1y' ? 26 : period === '90d' ? 6 : 1;
  return stepStarts(period).map((start, index) => {
    const value = (base + rise * index + swing * Math.sin(index * 1.7)) * scale;
    return { date: isoDay(start), value: Number(value.toFixed(decimals)) };
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function overviewFor(period: Period) {
  const days = periodDays[period];
  const factor = days / 30;
  const revenue = Math.round(482_350 * factor);
  return {
    period,
    from: isoDay(daysBefore(days - 1)),
    to: isoDay(today),
    timeZone: 'America/New_York',
    revenue: {
      current: revenue,
      previous: Math.round(revenue / 1.125),
      change: 12.5,
      trend: series(period, 15_500, 120, 4_200).map((point) => ({
        ...point,
        value: Math.round(point.value),
      })),
    },
    customers: {
      total: 1_248,
      active: 1_190,
      new: Math.round(37 * factor),
      churnRate: 2.4,
      trend: series(period, 1_200, 2, 3).map((point) => ({
        ...point,
        value: Math.round(point.value / (period === '1y' ? 26 : period === '90d' ? 6 : 1)),
      })),
    },
    operations: {
      totalOrders: Math.round(214 * factor),
      completedRoutes: Math.round(42 * factor),
      avgDeliveryTime: 155,
      onTimeRate: 96.3,
    },
    environmental: {
      totalWeight: Number((18_204.5 * factor).toFixed(1)),
      recycledWeight: Number((17_658.4 * factor).toFixed(1)),
      recyclingRate: 97,
      co2Saved: Number((5_333.9 * factor).toFixed(1)),
      trend: series(period, 590, 3, 140, 1),
    },
    recentActivity: [
      { id: 'a1', kind: 'payment', text: 'Jane Doe paid $32.00', at: minutesAgo(5) },
      {
        id: 'a2',
        kind: 'route_completed',
        text: 'Tuesday North route completed: 24 of 24 stops collected',
        at: minutesAgo(95),
      },
      { id: 'a3', kind: 'customer_joined', text: 'Robin Lee joined (Hampden)', at: minutesAgo(240) },
      {
        id: 'a4',
        kind: 'contamination',
        text: "Samantha Fields-Worthington's bucket B-012 had glass and plastic",
        at: minutesAgo(60 * 26),
      },
      { id: 'a5', kind: 'refund', text: 'Dana Park was refunded $12.00', at: minutesAgo(60 * 50) },
    ],
    recentCustomers: [
      ['650000000000000000000001', 'Robin Lee', 'hampden', 'active'],
      ['650000000000000000000002', 'Samantha Fields-Worthington', 'hermon', 'pending'],
      ['650000000000000000000003', 'Dana Park', null, 'active'],
      ['650000000000000000000004', 'Lee Chen', 'monroe', 'active'],
      ['650000000000000000000005', 'Morgan Alvarez', 'prospect', 'paused'],
    ].map(([customerId, name, zone, status], index) => ({
      customerId,
      name,
      zone,
      status,
      joinedAt: minutesAgo(60 * 24 * (index * 3 + 1)),
    })),
    growth: { revenueGrowth: 12.5, newCustomers: Math.round(37 * factor), retention: 97.6 },
    topCustomers: [
      ['650000000000000000000011', 'Green Leaf Café', 38_400, 12],
      ['650000000000000000000012', 'Maple Street Co-op', 25_600, 8],
      ['650000000000000000000013', 'Samantha Fields-Worthington', 12_800, 4],
      ['650000000000000000000014', 'Robin Lee', 9_600, 3],
      ['650000000000000000000015', 'Lee Chen', 6_400, 2],
    ].map(([customerId, name, cents, payments]) => ({
      customerId,
      name,
      revenue: Math.round(Number(cents) * factor),
      payments: Math.round(Number(payments) * factor),
    })),
    hasActivity: true,
  };
}

/** A business nothing has happened to yet: every figure zero, every rate without a base. */
export function newBusinessOverview(period: Period) {
  return {
    ...overviewFor(period),
    revenue: { current: 0, previous: 0, change: null, trend: [] },
    customers: { total: 0, active: 0, new: 0, churnRate: null, trend: [] },
    operations: { totalOrders: 0, completedRoutes: 0, avgDeliveryTime: null, onTimeRate: null },
    environmental: { totalWeight: 0, recycledWeight: 0, recyclingRate: null, co2Saved: 0, trend: [] },
    recentActivity: [],
    recentCustomers: [],
    growth: { revenueGrowth: null, newCustomers: 0, retention: null },
    topCustomers: [],
    hasActivity: false,
  };
}

/**
 * Answers the overview for the period asked (30 days when none), as a business with a history or
 * a new one, and the owner's plan banner (no subscription yet) the owner's screens ask for.
 */
export async function mockAnalytics(
  page: Page,
  business: 'established' | 'new' = 'established',
): Promise<void> {
  await page.route('**/api/stripe/subscription', (route) =>
    route.fulfill({ status: 404, json: { error: 'No subscription found', code: 'NOT_FOUND' } }),
  );
  await page.route(/\/api\/analytics\/overview(\?.*)?$/, (route) => {
    const asked = new URL(route.request().url()).searchParams.get('period');
    const period: Period = asked === '7d' || asked === '90d' || asked === '1y' ? asked : '30d';
    return route.fulfill({ json: business === 'new' ? newBusinessOverview(period) : overviewFor(period) });
  });
}
