/**
 * Address helpers shared by the browser (step 4) and the server, so a chosen suggestion is split
 * the same way everywhere (wizard.md §5 Street address).
 */

export interface ParsedAddress {
  /** The street line, with any unit appended after a comma: "123 Main St, Apt 4B". */
  streetAddress: string;
  city: string;
  /** Two-letter state code, upper case. */
  state: string;
  /** 5 digits or ZIP+4; absent when the description carries none (Google often omits it). */
  zipCode?: string;
  unit?: string;
}

const UNIT_DESIGNATORS: Record<string, string> = {
  apt: "Apt",
  apartment: "Apt",
  unit: "Unit",
  suite: "Suite",
  ste: "Suite",
};

const UNIT_RE = /^(apt|apartment|unit|suite|ste)\.?\s*#?\s*([a-z0-9][\w-]*)$/i;
const POUND_UNIT_RE = /^#\s*([a-z0-9][\w-]*)$/i;
/** A unit at the end of a street line, with or without a comma before it. */
const TRAILING_UNIT_RE = /[\s,]+((?:apt|apartment|unit|suite|ste)\.?\s*#?\s*[a-z0-9][\w-]*|#\s*[a-z0-9][\w-]*)$/i;

/**
 * A unit as written on the card: "apt 4b" → "Apt 4b", "ste. 200" → "Suite 200", "# 7" → "#7".
 * A bare "4B" gets "#", the USPS sign for a unit whose kind is unknown.
 */
export function normalizeUnit(raw: string): string {
  const unit = raw.trim().replace(/\s+/g, " ");
  if (!unit) return "";
  const named = UNIT_RE.exec(unit);
  if (named) return `${UNIT_DESIGNATORS[named[1]!.toLowerCase()]} ${named[2]}`;
  const pound = POUND_UNIT_RE.exec(unit);
  if (pound) return `#${pound[1]}`;
  return /^[a-z0-9][\w-]*$/i.test(unit) ? `#${unit}` : unit;
}

/** Splits "123 Main St Apt 4" into the street and the unit. */
export function splitUnit(streetLine: string): { street: string; unit?: string } {
  const line = streetLine.trim().replace(/\s+/g, " ");
  const match = TRAILING_UNIT_RE.exec(line);
  if (!match || match.index === 0) return { street: line };
  return { street: line.slice(0, match.index).replace(/,\s*$/, ""), unit: normalizeUnit(match[1]!) };
}

/** The street line the card carries: the unit appended after a comma. */
export function streetWithUnit(street: string, unit?: string): string {
  const u = unit ? normalizeUnit(unit) : "";
  return u ? `${street.trim()}, ${u}` : street.trim();
}

/**
 * Parses a suggestion such as "123 Main St Apt 4, Springfield, IL 62704-1234, USA" (also without
 * the ZIP, as Google writes most US addresses). Null when it is not a street address.
 */
export function parseAddressDescription(description: string): ParsedAddress | null {
  const parts = description
    .replace(/,\s*(USA|United States(?: of America)?)\s*$/i, "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  const stateZip = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(parts.at(-1)!);
  if (!stateZip) return null;
  const city = parts.at(-2)!;
  const { street, unit } = splitUnit(parts.slice(0, -2).join(" "));
  return {
    streetAddress: streetWithUnit(street, unit),
    city,
    state: stateZip[1]!.toUpperCase(),
    ...(stateZip[2] ? { zipCode: stateZip[2] } : {}),
    ...(unit ? { unit } : {}),
  };
}

/** Each word's first letter upper case, the rest lower (the local suggestions tidy a typed street so). */
export function capitalizeWords(text: string): string {
  return text.replace(/\S+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}

/**
 * A name as its owner writes it: a word typed all in lower case gets its first letter upper case
 * ("jane" → "Jane"); any other word is kept ("McDonald", "O'Brien", "DeShawn", "III"). wizard.md §5
 * lower-cases the rest of every word, which rewrites those names (docs/decisions/0026).
 */
export function capitalizeName(text: string): string {
  return text.replace(/\S+/g, (word) =>
    word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word,
  );
}

/**
 * The USPS codes a return address may carry: the states, DC, the territories and the military
 * "states" (AA, AE, AP), with their names for the state list of the address typed by hand.
 */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  AS: "American Samoa",
  GU: "Guam",
  MP: "Northern Mariana Islands",
  PR: "Puerto Rico",
  VI: "U.S. Virgin Islands",
  AA: "Armed Forces Americas",
  AE: "Armed Forces Europe",
  AP: "Armed Forces Pacific",
};

export const isUsStateCode = (code: string) => Object.hasOwn(US_STATES, code.trim().toUpperCase());

/** 5 digits, or ZIP+4 with its hyphen. */
export const ZIP_OR_ZIP4_RE = /^\d{5}(-\d{4})?$/;

/** What each field of an address typed by hand says when it is not right yet (one sentence to act on). */
export const addressMessages = {
  street: "Enter your street address, PO Box or rural route.",
  streetTooLong: (max: number) => `Keep the address line to ${max} characters.`,
  city: "Enter your city or town.",
  state: "Choose your state.",
  zip: "Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.",
} as const;

export interface TypedAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * An address typed by hand, checked field by field. Any line a post office delivers to is
 * accepted: a house number and street, "PO Box 123", "Rural Route 2 Box 9", "HC 1 Box 5",
 * "PSC 1234 Box 5678". Answers the message of each field that is not right, none when all are.
 */
export function checkTypedAddress(a: TypedAddress, streetMax: number): Partial<Record<keyof TypedAddress, string>> {
  const errors: Partial<Record<keyof TypedAddress, string>> = {};
  const street = a.street.trim();
  if (!street) errors.street = addressMessages.street;
  else if (street.length > streetMax) errors.street = addressMessages.streetTooLong(streetMax);
  if (!a.city.trim()) errors.city = addressMessages.city;
  if (!isUsStateCode(a.state)) errors.state = addressMessages.state;
  if (!ZIP_OR_ZIP4_RE.test(a.zipCode.trim())) errors.zipCode = addressMessages.zip;
  return errors;
}
