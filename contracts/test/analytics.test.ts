import {
  analyticsMessages,
  analyticsOverviewQuery,
  analyticsReplayPage,
  diversionReportQuery,
} from '../src/api/analytics';

describe('analytics contracts', () => {
  it('reads a period of 7d, 30d, 90d or 1y, 30 days when none is given', () => {
    expect(analyticsOverviewQuery.parse({}).period).toBe('30d');
    expect(analyticsOverviewQuery.parse({ period: '1y' }).period).toBe('1y');
    expect(analyticsOverviewQuery.safeParse({ period: '2y' }).success).toBe(false);
  });

  it('takes a report range in order, at most two years, as CSV unless PDF is asked', () => {
    expect(diversionReportQuery.parse({ from: '2026-01-01', to: '2026-12-31' }).format).toBe('csv');
    expect(diversionReportQuery.parse({ from: '2026-03-01', to: '2026-03-01', format: 'pdf' }).format).toBe(
      'pdf',
    );
    const reversed = diversionReportQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.error?.issues[0]?.message).toBe(analyticsMessages.reportRangeOrder);
    const tooLong = diversionReportQuery.safeParse({ from: '2024-01-01', to: '2026-01-02' });
    expect(tooLong.error?.issues[0]?.message).toBe(analyticsMessages.reportRangeTooLong);
    expect(diversionReportQuery.safeParse({ from: '2024-01-02', to: '2026-01-01' }).success).toBe(true);
  });

  it('pages a replay as catalogue envelopes with the next cursor', () => {
    const page = analyticsReplayPage.parse({
      events: [
        {
          id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
          type: 'weight.updated',
          version: 1,
          occurredAt: '2026-11-02T15:00:00.000Z',
          tenantId: '65a1b2c3d4e5f60718293a4b',
          actor: { userId: null, role: 'system' },
          data: {},
        },
      ],
      next: null,
    });
    expect(page.events).toHaveLength(1);
  });
});
