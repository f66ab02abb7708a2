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

/** wizard.md §5 Full Name: each word's first letter upper case, the rest lower, as typed. */
export function capitalizeWords(text: string): string {
  return text.replace(/\S+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}
