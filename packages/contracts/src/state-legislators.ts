import { z } from "zod";
import { mailingAddressSchema, streetAddressSchema, zipCodeSchema } from "./legislators";

/** Open States' chambers: `legislature` is Nebraska's one house (its members are senators). */
export const stateChamberSchema = z.enum(["upper", "lower", "legislature"]);
export type StateChamber = z.infer<typeof stateChamberSchema>;

/** The lower house's members are called Assemblymembers or Delegates in these states. */
const ASSEMBLY_STATES = new Set(["CA", "NV", "NY", "NJ"]);
const DELEGATE_STATES = new Set(["MD", "VA", "WV"]);

/**
 * The title a state gives its legislators, as a card's greeting writes it ("Dear Delegate Lee,").
 * Wisconsin's Assembly calls its members Representatives; Nebraska's unicameral, Senators.
 */
export function stateLegislatorTitle(state: string, chamber: StateChamber): string {
  if (chamber !== "lower") return "Senator";
  if (ASSEMBLY_STATES.has(state)) return "Assemblymember";
  if (DELEGATE_STATES.has(state)) return "Delegate";
  return "Representative";
}

/** The chamber as the state names it: "Vermont House", "California Assembly", "Nebraska Legislature". */
export function stateChamberName(state: string, chamber: StateChamber): string {
  if (chamber === "legislature") return "Legislature";
  if (chamber === "upper") return "Senate";
  if (ASSEMBLY_STATES.has(state) || state === "WI") return "Assembly";
  if (DELEGATE_STATES.has(state)) return "House of Delegates";
  return "House";
}

export const stateOfficeSchema = z.object({
  kind: z.enum(["capitol", "district"]),
  address: mailingAddressSchema,
  phone: z.string().optional(),
});
export type StateOffice = z.infer<typeof stateOfficeSchema>;

export const stateLegislatorSchema = z.object({
  /** Open States' person id ("ocd-person/…"). */
  id: z.string(),
  name: z.string(),
  /** What a greeting uses after the title. */
  lastName: z.string(),
  photo: z.string(),
  state: z.string(),
  chamber: stateChamberSchema,
  /** "Senator", "Representative", "Assemblymember", "Delegate". */
  title: z.string(),
  /** The district as the state names it: "District 12", "Chittenden-17", "1st Suffolk". */
  district: z.string(),
  /** Idaho's House: the member's lettered seat within the district ("Seat A"). */
  seat: z.string().optional(),
  party: z.string(),
  /** The office a card is mailed to (decision 0090); null when the data lists no mailing address. */
  office: stateOfficeSchema.nullable(),
});
export type StateLegislator = z.infer<typeof stateLegislatorSchema>;

export const stateDistrictSchema = z.object({
  /** `{state}-{upper|lower}-{Census GEOID}`: stable across a refresh of the members. */
  id: z.string(),
  chamber: z.enum(["upper", "lower"]),
  /** As the state names it: "District 12", "Chittenden-17", "Hillsborough 11". */
  name: z.string(),
  /** Every sitting member: many districts elect several. Empty: no sitting member in the data. */
  members: z.array(stateLegislatorSchema),
});
export type StateDistrict = z.infer<typeof stateDistrictSchema>;

export const lookupStateLegislatorsRequest = z.object({ zipCode: zipCodeSchema });
export const lookupStateLegislatorsResponse = z.object({
  state: z.string(),
  /** The upper chamber's (Nebraska's only) candidate districts, then the lower's; one each when the ZIP settles it. */
  upper: z.array(stateDistrictSchema),
  lower: z.array(stateDistrictSchema),
  /** The day the member list describes (the data's date, not the day we read it): YYYY-MM-DD. */
  membersAsOf: z.iso.date(),
});
export type LookupStateLegislatorsResponse = z.infer<typeof lookupStateLegislatorsResponse>;

/** The sender's street address settles the ZIP's candidates, when a geocoder is configured. */
export const checkStateDistrictsRequest = z.object({
  zipCode: zipCodeSchema,
  address: streetAddressSchema,
});
/** Each chamber's district id when the ZIP or the address settles it; null: the sender chooses. */
export const checkStateDistrictsResponse = z.object({ upper: z.string().nullable(), lower: z.string().nullable() });
export type CheckStateDistrictsResponse = z.infer<typeof checkStateDistrictsResponse>;
