import type {
  HouseholdProfile,
  PickupDay,
  PickupFrequency,
  ServicePause,
  UpcomingPickupStatus,
} from '@pickup/contracts/schemas';

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Nov 27": a day inside a sentence or a hint. */
export function shortDayLabel(date: string): string {
  return shortDay.format(utcMidnight(date));
}

const frequencyLabels: Record<PickupFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

/** The spec's "Weekly (Fridays)": how often, and on which day. */
export function frequencyLabel(frequency: PickupFrequency | null, day: PickupDay | null): string | null {
  if (!frequency) return null;
  return day ? `${frequencyLabels[frequency]} (${day}s)` : frequencyLabels[frequency];
}

/** "2:00 PM" of "2:00 PM - 5:00 PM": when the window opens. */
export function windowStart(timeWindow: string): string {
  return timeWindow.split(' - ')[0] ?? timeWindow;
}

export const pickupStatusLabels: Record<UpcomingPickupStatus, string> = {
  confirmed: 'Confirmed',
  scheduled: 'Scheduled',
  completed: 'Completed',
  skipped: 'Skipped',
  paused: 'Paused',
};

/** Whether a pause on record has begun (its first day is today or past) or still lies ahead. */
export function pauseHasBegun(pause: ServicePause, today: string): boolean {
  return pause.from <= today;
}

const statusLabels: Record<HouseholdProfile['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  inactive: 'Inactive',
  archived: 'Archived',
  pending: 'Pending',
};

/** The service's state: Active, "Paused until Dec 8", or "Pause from Dec 1 ahead". */
export function serviceStatusLabel(profile: HouseholdProfile, today: string): string {
  const { pause } = profile;
  if (!pause) return statusLabels[profile.status];
  if (!pauseHasBegun(pause, today)) {
    return pause.until
      ? `Pause from ${shortDayLabel(pause.from)} ahead (until ${shortDayLabel(pause.until)})`
      : `Pause from ${shortDayLabel(pause.from)} ahead`;
  }
  return pause.until ? `Paused until ${shortDayLabel(pause.until)}` : 'Paused until you resume';
}
