/**
 * Terms and Congresses begin and end at noon Eastern (20th Amendment): the 120th Congress sits from
 * noon on January 3, 2027. The directory's dates ("2027-01-03") name the day; this gives the instant.
 */
export function noonEastern(day: string): Date {
  let ms = NOON_EASTERN.get(day);
  if (ms === undefined) {
    // Noon Eastern is 17:00 UTC in standard time and 16:00 UTC in daylight time.
    const standard = new Date(`${day}T17:00:00Z`);
    const hour = EASTERN_HOUR.formatToParts(standard).find((p) => p.type === "hour")?.value;
    ms = (hour === "12" ? standard : new Date(`${day}T16:00:00Z`)).getTime();
    NOON_EASTERN.set(day, ms);
  }
  return new Date(ms);
}

/**
 * Each day's answer, kept: every lookup asks which Congress sits (`congressSittingOn`), and
 * `formatToParts` took about 4% of a saturated lookup server's CPU (bench/README.md). The days are
 * few: terms' first and last days, January 3 of a year, a card's arrival day.
 */
const NOON_EASTERN = new Map<string, number>();

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

/** The instant the `congress`-th Congress begins: noon Eastern on January 3 of its first year. */
export function congressBegins(congress: number): Date {
  return noonEastern(`${FIRST_YEAR + 2 * (congress - 1)}-01-03`);
}
