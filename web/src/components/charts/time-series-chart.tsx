import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { formatWithUnit, type ChartPoint } from './chart-types';

// The charting library weighs more than most screens: it downloads only when a chart is drawn.
const plots = {
  bar: lazy(() => import('./bar-plot').then((m) => ({ default: m.BarPlot }))),
  line: lazy(() => import('./line-plot').then((m) => ({ default: m.LinePlot }))),
};

interface TimeSeriesChartProps {
  /** Names the chart for assistive technology and captions its table of figures. */
  title: string;
  /** The values in the order drawn, oldest first. */
  series: readonly ChartPoint[];
  /** The values' unit ("lbs"). */
  unit: string;
  /** The headings of the table of figures: what the labels are ("Month") and the values ("Weight"). */
  columns: { label: string; value: string };
  kind?: 'bar' | 'line';
  /** How the table writes a value ("$1,204.00"); by default the figure and its unit ("1,204.5 lbs"). */
  formatValue?: (value: number) => string;
  /** In px. */
  height?: number;
}

/**
 * A chart of values over time, in the theme's colours, drawn by MUI X Charts (loaded lazily, so
 * the screen shows before it). Assistive technology reads a table of the same figures instead of
 * the drawing.
 */
export function TimeSeriesChart({
  title,
  series,
  unit,
  columns,
  kind = 'bar',
  formatValue = (value) => formatWithUnit(value, unit),
  height = 280,
}: TimeSeriesChartProps) {
  const Plot = plots[kind];
  return (
    <Box component="figure" sx={{ m: 0 }} data-chart>
      <Box aria-hidden sx={{ height }}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <Plot series={series} unit={unit} height={height} />
        </Suspense>
      </Box>
      {/* A table grows past any height given to it: the box around it is what stays 1 px. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.label}</th>
              <th scope="col">{columns.value}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
