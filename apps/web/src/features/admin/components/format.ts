import { formatDollars } from "@civic/contracts/pricing";

export const dollars = (cents: number) => formatDollars(cents);

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—");

/** "3 h ago", for freshness columns. */
export function ago(iso: string | null, now = Date.now()): string {
  if (!iso) return "never";
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export const label = (value: string) => value.replaceAll("_", " ");
