/** One value of a chart, under its label on the axis ("Nov 2026", 42.5). */
export interface ChartPoint {
  label: string;
  value: number;
}

/** What the chart's drawing needs: the lazily loaded part of `TimeSeriesChart`. */
export interface ChartPlotProps {
  series: readonly ChartPoint[];
  /** The values' unit, which names the value axis. */
  unit: string;
  height: number;
}

/** A figure with one decimal at most, grouped: "1,234.5", as the axis and the bars show it. */
export function axisNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A figure on the value axis: as `axisNumber` up to 9,999, shortened from 10,000 ("12.5K") so that
 * the axis keeps its width.
 */
export function axisTick(value: number): string {
  return Math.abs(value) >= 10_000 ? compact.format(value) : axisNumber(value);
}

/** A figure with its unit: "1,234.5 lbs". */
export function formatWithUnit(value: number, unit: string): string {
  return `${axisNumber(value)} ${unit}`;
}
