import { analyticsSeriesStep, type AnalyticsPeriod, type SeriesPoint } from '@pickup/contracts/schemas';
import type { ChartPoint } from '../../../components/charts/chart-types';
import { stepColumn, stepLabel, type SeriesStep } from './figures';

/** How a period's series are cut, and what a chart's table calls its first column. */
export interface Trend {
  step: SeriesStep;
  column: string;
}

export function trendOf(period: AnalyticsPeriod): Trend {
  const step = analyticsSeriesStep[period];
  return { step, column: stepColumn[step] };
}

/** A series of the overview as a chart draws it: each point under its day's or month's label. */
export function chartSeries(
  points: readonly SeriesPoint[],
  step: SeriesStep,
  value: (raw: number) => number = (raw) => raw,
): ChartPoint[] {
  return points.map((point) => ({ label: stepLabel(point.date, step), value: value(point.value) }));
}
