import { isValid, parseISO } from 'date-fns';
import { useSearchParams } from 'react-router';
import { useBusinessToday, type CalendarDate } from '../../../lib/business-day';

export const dayQueryKey = 'date';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the routes screen shows, kept in the address (?date=) so a link or a reload opens the
 * same day, in either tab; today when none or not a real day.
 */
export function useChosenDay(): [CalendarDate, (day: CalendarDate) => void] {
  const [search, setSearch] = useSearchParams();
  const today = useBusinessToday();
  const asked = search.get(dayQueryKey) ?? '';
  const day = isoDay.test(asked) && isValid(parseISO(asked)) ? asked : today();
  const choose = (next: CalendarDate) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === today()) params.delete(dayQueryKey);
        else params.set(dayQueryKey, next);
        return params;
      },
      { replace: true },
    );
  return [day, choose];
}
