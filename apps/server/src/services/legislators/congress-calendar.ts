/**
 * Terms and Congresses begin and end at noon Eastern (20th Amendment): the 120th Congress sits from
 * noon on January 3, 2027. The directory's dates ("2027-01-03") name the day; this gives the instant.
 */
export function noonEastern(day: string): Date {
  // Noon Eastern is 17:00 UTC in standard time and 16:00 UTC in daylight time.
  const standard = new Date(`${day}T17:00:00Z`);
  const hour = EASTERN_HOUR.formatToParts(standard).find((p) => p.type === "hour")?.value;
  return hour === "12" ? standard : new Date(`${day}T16:00:00Z`);
}

/** Made once: a lookup asks which Congress sits, and building a formatter costs more than the lookup. */
const EASTERN_HOUR = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hour: "numeric",
  hourCycle: "h23",
});

/** The first year of the 1st Congress: the n-th begins on January 3 of 1789 + 2(n − 1). */
const FIRST_YEAR = 1789;

/** The Congress sitting at `instant` (since 1935, when Congresses began on January 3). */
export function congressSittingOn(instant: Date): number {
  const year = instant.getUTCFullYear();
  // The Congress that began in the latest odd year ≤ year, unless it has not begun yet.
  const oddYear = (year - FIRST_YEAR) % 2 === 0 ? year : year - 1;
  const begun = instant >= noonEastern(`${oddYear}-01-03`);
  const startYear = begun ? oddYear : oddYear - 2;
  return (startYear - FIRST_YEAR) / 2 + 1;
}
