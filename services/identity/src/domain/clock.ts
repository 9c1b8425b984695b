/** Where the domain reads the time, so tests can move it to see links and sessions expire. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
export const addMinutes = (date: Date, minutes: number) => addSeconds(date, minutes * 60);
export const addDays = (date: Date, days: number) => addSeconds(date, days * 86_400);
