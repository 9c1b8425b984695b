import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TimeSeriesChart } from './time-series-chart';

let root: Root | undefined;
let container: HTMLElement;

async function render(kind: 'bar' | 'line') {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <TimeSeriesChart
        title="Weights by month"
        series={[
          { label: 'Oct 2026', value: 41.5 },
          { label: 'Nov 2026', value: 1234.25 },
        ]}
        unit="lbs"
        columns={{ label: 'Month', value: 'Weight' }}
        kind={kind}
      />,
    );
    // The drawing comes in a chunk of its own.
    await import(kind === 'bar' ? './bar-plot' : './line-plot');
  });
}

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

const rows = () =>
  [...container.querySelectorAll('table tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe('time series chart', () => {
  it.each(['bar', 'line'] as const)(
    'gives assistive technology a table of its figures (%s)',
    async (kind) => {
      await render(kind);
      const table = container.querySelector('figure table');
      expect(table?.querySelector('caption')?.textContent).toBe('Weights by month');
      expect([...(table?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent)).toEqual([
        'Month',
        'Weight',
      ]);
      expect(rows()).toEqual([
        ['Oct 2026', '41.5 lbs'],
        ['Nov 2026', '1,234.3 lbs'],
      ]);
      // The drawing is hidden from assistive technology, which reads the table instead.
      expect(container.querySelector('figure > [aria-hidden="true"]')).not.toBeNull();
    },
  );
});
