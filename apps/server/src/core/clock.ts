/**
 * The one clock of the directory's rules (which terms have ended, which Congress sits, which map a
 * geocoder is asked for). Real time by default; `CLOCK_START` (never in production) starts it at
 * another instant and lets it run on, and a test moves it with `set`.
 */
export interface Clock {
  now(): Date;
  /** Tests only: from now on the clock reads `instant` and runs on from there. */
  set(instant: Date | string): void;
}

export function createClock(start?: Date | string): Clock {
  let offsetMs = start ? new Date(start).getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(instant) {
      offsetMs = new Date(instant).getTime() - Date.now();
    },
  };
}
