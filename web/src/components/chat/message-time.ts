/**
 * When a message was written, on the business's clock: the time alone today ("2:05 PM"), with the
 * day before that ("Nov 21, 2:05 PM"), and with the year when it was another year.
 */
export function messageTime(iso: string, timeZone: string, now = new Date()): string {
  const moment = new Date(iso);
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
  const year = (date: Date) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(date);
  const time: Intl.DateTimeFormatOptions = { timeZone, hour: 'numeric', minute: '2-digit' };
  if (day(moment) === day(now)) return moment.toLocaleTimeString('en-US', time);
  return moment.toLocaleString('en-US', {
    ...time,
    month: 'short',
    day: 'numeric',
    year: year(moment) === year(now) ? undefined : 'numeric',
  });
}
