import { useTheme } from '@mui/material/styles';
import { BarPlot as Bars } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { axisNumber, type ChartPlotProps } from './chart-types';

// A bar narrower than this (on a phone, or with many months) shows no value above it: the value
// axis and the table still give it.
const labelMinBarWidthPx = 28;

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
      yAxis={[{ valueFormatter: axisNumber, label: unit, width: 64 }]}
      series={[
        {
          type: 'bar',
          data: series.map((point) => point.value),
          color: theme.palette.primary.main,
          barLabel: (item, { bar }) =>
            item.value === null || bar.width < labelMinBarWidthPx ? null : axisNumber(item.value),
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
