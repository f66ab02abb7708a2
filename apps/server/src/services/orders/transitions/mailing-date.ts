import { addBusinessDays } from "date-fns/addBusinessDays";
import { formatISO } from "date-fns/formatISO";

/** site.md §9: cards are written and mailed within 3 business days of the order. */
const MAILING_BUSINESS_DAYS = 3;

export function expectedMailingDate(paidAt: Date): string {
  return formatISO(addBusinessDays(paidAt, MAILING_BUSINESS_DAYS), { representation: "date" });
}
