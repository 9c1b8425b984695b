import { serviceZoneCentres, type RouteStatus } from '@pickup/contracts/constants';

export const statusLabels: Record<RouteStatus, string> = {
  planned: 'Planned',
  in_progress: 'In Progress',
  completed: 'Completed',
  delayed: 'Delayed',
};

/** The estimated time as the cards show it: 120 minutes is "2h 0m". */
export function duration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Miles, to a tenth. */
export function miles(distance: number): string {
  return `${distance.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;
}

export function zoneName(zone: string | null): string {
  if (!zone) return '';
  return zone in serviceZoneCentres ? serviceZoneCentres[zone as keyof typeof serviceZoneCentres].name : zone;
}

/** "1 stop", "3 stops". */
export function count(amount: number, one: string, many = `${one}s`): string {
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? one : many}`;
}
