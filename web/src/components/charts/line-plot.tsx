import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot as Line, MarkPlot } from '@mui/x-charts/LineChart';
import { axisTick, type ChartPlotProps } from './chart-types';

const maxMarkedValues = 12;

/**
 * The line of a time series in the theme's primary colour, a mark on each of up to a dozen values
 * (MUI X Charts, composed of its parts: no tooltip, legend or toolbar to download). Loaded lazily.
 */
export function LinePlot({ series, unit, height }: ChartPlotProps) {
  const theme = useTheme();
  return (
    <ChartsContainer
      height={height}
      // The table beside the chart is what the keyboard and assistive technology read.
      disableKeyboardNavigation
      // The last label is centred on the chart's edge: room for its other half.
      margin={{ right: 28 }}
      xAxis={[{ scaleType: 'point', data: series.map((point) => point.label) }]}
      yAxis={[{ valueFormatter: axisTick, label: unit, width: 64 }]}
      series={[
        {
          type: 'line',
          data: series.map((point) => point.value),
          color: theme.palette.primary.main,
          // MUI X Charts 9 draws marks only when asked; past a dozen values they crowd a phone's width.
          showMark: series.length <= maxMarkedValues,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <Line />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
