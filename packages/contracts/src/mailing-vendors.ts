/**
 * The mailing vendors a card can go to, by the id each card records: the name shown wherever the
 * card is, and what the vendor can report. A step a vendor never reports is not shown at all
 * (IgnitePost reports no writing and no delivery: its cards end at Mailed).
 */
export const MAILING_VENDORS = {
  local: { name: "Local print shop", reports: { written: true, delivered: true } },
  ignitepost: { name: "IgnitePost", reports: { written: false, delivered: false } },
  handwrytten: { name: "Handwrytten", reports: { written: false, delivered: false } },
} as const;

export type MailingVendorId = keyof typeof MAILING_VENDORS;

export function mailingVendor(id: string | null | undefined) {
  return id && Object.hasOwn(MAILING_VENDORS, id) ? MAILING_VENDORS[id as MailingVendorId] : null;
}

/** First-class mail: 1–5 business days. */
const FIRST_CLASS_BUSINESS_DAYS = 5;
/** Mail to Washington offices is screened first: add 2–3 weeks. */
const WASHINGTON_SCREENING_DAYS = 21;

/**
 * When a mailed card should be in the office's mailbox at the latest (a vendor that reports no
 * delivery says this instead): 5 business days after mailing, 3 weeks more for Washington.
 * ISO date (YYYY-MM-DD).
 */
export function expectedInMailboxBy(mailedAt: Date, office: "washington" | "home"): string {
  const day = new Date(Date.UTC(mailedAt.getUTCFullYear(), mailedAt.getUTCMonth(), mailedAt.getUTCDate()));
  let added = 0;
  while (added < FIRST_CLASS_BUSINESS_DAYS) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) added++;
  }
  if (office === "washington") day.setUTCDate(day.getUTCDate() + WASHINGTON_SCREENING_DAYS);
  return day.toISOString().slice(0, 10);
}

/**
 * What a page or an email says in place of a delivery report: for a mailed card at a vendor that
 * reports no delivery, the day it should be in the mailbox by; null otherwise.
 */
export function expectedInMailboxFor(card: {
  vendor: string | null;
  status: string;
  mailedAt: Date | string | null;
  office: "washington" | "home";
}): string | null {
  const vendor = mailingVendor(card.vendor);
  if (!vendor || vendor.reports.delivered || !card.mailedAt || card.status !== "ordered") return null;
  return expectedInMailboxBy(new Date(card.mailedAt), card.office);
}
