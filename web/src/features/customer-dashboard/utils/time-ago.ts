const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** When a message was written, as the spec's panel says it: now, minutes ago, hours ago, or the date. */
export function timeAgo(iso: string, now: Date): string {
  const moment = new Date(iso);
  const elapsed = now.getTime() - moment.getTime();
  if (elapsed < minuteMs) return 'now';
  if (elapsed < hourMs) {
    const minutes = Math.floor(elapsed / minuteMs);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (elapsed < dayMs) {
    const hours = Math.floor(elapsed / hourMs);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return moment.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
