import { analyticsPeriods, type AnalyticsPeriod } from '@pickup/contracts/schemas';
import { useSearchParams } from 'react-router';

const defaultPeriod: AnalyticsPeriod = '30d';

const isPeriod = (value: string | null): value is AnalyticsPeriod =>
  analyticsPeriods.some((period) => period === value);

/**
 * The period the screen shows, kept in the address (`?period=`) so a reload or a shared link keeps
 * it; 30 days when the address names none (or one that is not offered).
 */
export function usePeriod(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = isPeriod(asked) ? asked : defaultPeriod;
  const choose = (next: AnalyticsPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );
  return [period, choose];
}
