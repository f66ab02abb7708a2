import { z } from "zod";
import { ZIP_RE } from "./limits";

export const zipCodeSchema = z
  .string({ error: "Enter a 5-digit ZIP code." })
  .trim()
  .regex(ZIP_RE, "Enter a 5-digit ZIP code.");

export const mailingAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type MailingAddress = z.infer<typeof mailingAddressSchema>;

export const legislatorSchema = z.object({
  /** Bioguide id; for a vacant seat `vacant-{STATE}-{district}`. */
  id: z.string(),
  name: z.string(),
  /** The directory's last name ("Wasserman Schultz"): what a salutation uses. */
  lastName: z.string(),
  /** Public portrait URL; the browser shows a placeholder when it fails. */
  photo: z.string(),
  /** 'District 7', 'At Large', or a delegate's territory; senators: the state name. */
  district: z.string(),
  city: z.string(),
  state: z.string(),
  party: z.string(),
  type: z.enum(["representative", "senator"]),
  /** 'Rep.', 'Sen.', 'Del.' or 'Res. Comm.', as written on the card. */
  title: z.string(),
  address: mailingAddressSchema,
  phone: z.string().optional(),
  url: z.string().optional(),
  /** A seat with no sitting member: shown plainly and cannot be chosen. */
  vacant: z.boolean().default(false),
  /**
   * Set when this member's term ended on that day (YYYY-MM-DD) and the directory does not know who
   * holds the seat now: shown as a seat that changed hands, `vacant`, and it cannot be chosen.
   */
  termEnded: z.iso.date().optional(),
  /**
   * Set on a House member offered for a ZIP whose state's congressional map changed for this
   * Congress, when our ZIP → district table is of an earlier one: the ZIP alone cannot say the
   * district, so every seat of the state is offered and the sender is told why.
   */
  mapChangedFor: z.number().int().optional(),
});
export type Legislator = z.infer<typeof legislatorSchema>;

/** "2026-11-03" → "November 3, 2026": a day as the sender reads it, whatever their time zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** 120 → "120th", 121 → "121st": how a Congress is named. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** What a sender is told of a member whose term ended with no successor in the directory. */
export function termEndedNotice(l: Pick<Legislator, "title" | "name" | "type" | "termEnded">): string {
  const who = l.type === "senator" ? "senator" : "representative";
  return `${l.title} ${l.name}'s term ended on ${formatDay(l.termEnded ?? "")}. Our directory doesn't have the new ${who} yet, so this seat can't receive a card.`;
}

export const lookupLegislatorsRequest = z.object({
  zipCode: zipCodeSchema,
  includeSenatorsAndReps: z.boolean().default(false),
});
export const lookupLegislatorsResponse = z.union([
  z.array(legislatorSchema),
  z.object({ representatives: z.array(legislatorSchema), senators: z.array(legislatorSchema) }),
]);
export type LookupLegislatorsResponse = z.infer<typeof lookupLegislatorsResponse>;

export const lookupSenatorsRequest = z.object({ zipCode: zipCodeSchema });
export const lookupSenatorsResponse = z.object({ senators: z.array(legislatorSchema) });

/** The sender's street address as a geocoder is asked for it (the district checks). */
export const streetAddressSchema = z.object({
  streetAddress: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/),
});

/**
 * Step 5's check of a split ZIP against the street address (when a geocoder is configured). The
 * answer never changes the choice: "differs" names the member the address is in, and the sender
 * decides.
 */
export const checkDistrictRequest = z.object({
  zipCode: zipCodeSchema,
  representativeId: z.string().min(1).max(40),
  address: streetAddressSchema,
});
export const checkDistrictResponse = z.discriminatedUnion("status", [
  /** Not a split ZIP, no geocoder, or it failed or matched nothing: nothing changes. */
  z.object({ status: z.literal("unchecked") }),
  z.object({ status: z.literal("matches") }),
  z.object({
    status: z.literal("differs"),
    /** "WA-9". */
    district: z.string(),
    representative: legislatorSchema,
  }),
]);
export type CheckDistrictResponse = z.infer<typeof checkDistrictResponse>;
