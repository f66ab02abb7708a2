import { congressSittingOn, noonEastern } from "./congress-calendar";

/** The daily refresh's hour (UTC), as it ran before the hourly window existed. */
const DAILY_HOUR_UTC = 6;
/**
 * A new Congress's members reach the upstream data as they are sworn in, usually within days of
 * January 3: for a week from noon that day the directory refreshes every hour, not once a day.
 */
const CHANGE_WINDOW_MS = 8 * 24 * 60 * 60 * 1000;

/** The first Congress met in 1789; the n-th since 1935 begins at noon Eastern on January 3 of 1789 + 2(n − 1). */
function congressBegan(congress: number): Date {
  return noonEastern(`${1789 + 2 * (congress - 1)}-01-03`);
}

/** Whether `now` is in the first week of a Congress (January 3 at noon Eastern to the end of January 10). */
export function duringChangeOfCongress(now: Date): boolean {
  const sinceStart = now.getTime() - congressBegan(congressSittingOn(now)).getTime();
  return sinceStart >= 0 && sinceStart < CHANGE_WINDOW_MS;
}

/**
 * The refresh job is scheduled every hour; it reads the sources when this says so: once a day at
 * 06:xx UTC, and every hour during a change of Congress. The calendar is the directory's clock.
 */
export function refreshIsDue(now: Date): boolean {
  return now.getUTCHours() === DAILY_HOUR_UTC || duringChangeOfCongress(now);
}
