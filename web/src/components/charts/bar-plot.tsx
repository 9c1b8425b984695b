import { useTheme } from '@mui/material/styles';
import { BarPlot as Bars } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { axisNumber, axisTick, type ChartPlotProps } from './chart-types';

// A bar narrower than its value (on a phone, or with many months) shows no value above it, so that
// neighbours' values never overlap: the value axis and the table still give it. The width is the
// label's estimate at the chart's 12 px digits, and never under 28 px.
const labelMinBarWidthPx = 28;
const labelCharWidthPx = 7.5;

function labelFits(label: string, barWidth: number): boolean {
  return barWidth >= Math.max(labelMinBarWidthPx, label.length * labelCharWidthPx);
}

/**
 * The bars of a time series in the theme's primary colour, each with its value above it
 * (MUI X Charts, composed of its parts: no tooltip, legend or toolbar to download). Loaded lazily.
 */
export function BarPlot({ series, unit, height }: ChartPlotProps) {
  const theme = useTheme();
  return (
    <ChartsContainer
      height={height}
      // The table beside the chart is what the keyboard and assistive technology read.
      disableKeyboardNavigation
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: series.map((point) => point.label) }]}
      yAxis={[{ valueFormatter: axisTick, label: unit, width: 64 }]}
      series={[
        {
          type: 'bar',
          data: series.map((point) => point.value),
          color: theme.palette.primary.main,
          barLabel: (item, { bar }) => {
            // No bar, no value: a 0 would sit on the axis's own labels.
            if (item.value === null || item.value === 0) return null;
            const label = axisNumber(item.value);
            return labelFits(label, bar.width) ? label : null;
          },
          barLabelPlacement: 'outside',
        },
      ]}
    >
      <ChartsGrid horizontal />
      <Bars borderRadius={4} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
