import type { StateChamber } from "@civic/contracts/state-legislators";

/**
 * How a legislator's district (as Open States names it) finds its Census GEOID (decision 0090).
 * Names are compared normalised: case, spelled-out ordinals ("First" = "1st"), commas and full
 * stops, and runs of spaces, hyphens and underscores (states differ on which one an id uses).
 */
const ORDINALS: Record<string, string> = {
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
};

export function normaliseDistrict(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,]/g, "")
    .replace(/[\s_-]+/g, "-")
    .split("-")
    .map((w) => ORDINALS[w] ?? w)
    .join("-");
}

/** The parts of a jurisdiction file (openstates-geo's configs/jurisdictions) the rule reads. */
export interface Jurisdiction {
  "os-id-prefix": string;
  "id-mappings": {
    sldu?: { "sld-match"?: string };
    sldl?: { "sld-match"?: string };
    custom?: { "os-id": string; "sld-id"?: string }[];
  };
}

/** A district of the Census table: its chamber, GEOID and the Census Bureau's name. */
export interface CensusDistrict {
  chamber: "upper" | "lower";
  geoid: string;
  name: string;
}

const censusChamber = (chamber: StateChamber): "upper" | "lower" => (chamber === "lower" ? "lower" : "upper");
const sld = (chamber: "upper" | "lower") => (chamber === "upper" ? "sldu" : "sldl");

/** What a Census name is without its boilerplate: "Addison-1 State House District" → "Addison-1". */
function censusShortName(name: string): string {
  return name.replace(/\b(state (house|senate|legislative) (sub)?district|(sub)?district)\b/gi, " ").trim();
}

/**
 * One state's rule: the jurisdiction file's `custom` pairs, then its `sld-match` pattern applied to
 * each GEOID of the table (the captured code without leading zeros is the district's id), then the
 * Census name itself ("Windham-Windsor-Bennington State House District", which the custom list
 * spells in another order).
 */
export function districtResolver(state: string, jurisdiction: Jurisdiction, districts: CensusDistrict[]) {
  const byKey = new Map<string, string>();
  const add = (chamber: "upper" | "lower", name: string, geoid: string) => {
    const key = `${chamber}|${normaliseDistrict(name)}`;
    if (!byKey.has(key)) byKey.set(key, geoid);
  };
  const prefix = `${jurisdiction["os-id-prefix"]}/`;
  for (const pair of jurisdiction["id-mappings"].custom ?? []) {
    const [kind, geoid] = pair["sld-id"]?.split(/-(.*)/) ?? [];
    const chamber = kind === "sldu" ? "upper" : kind === "sldl" ? "lower" : null;
    const osId = pair["os-id"];
    if (!chamber || !geoid || !osId.startsWith(prefix)) continue;
    add(chamber, osId.slice(prefix.length).replace(/^sld[ul]:/, ""), geoid);
  }
  for (const d of districts) {
    const pattern = jurisdiction["id-mappings"][sld(d.chamber)]?.["sld-match"];
    const code = pattern && new RegExp(`^${pattern}$`).exec(`${sld(d.chamber)}-${d.geoid}`)?.[1];
    if (code) add(d.chamber, code.replace(/^0+(?=.)/, ""), d.geoid);
  }
  for (const d of districts) add(d.chamber, censusShortName(d.name), d.geoid);

  return (chamber: StateChamber, district: string): string | null => {
    // Idaho's House elects two members per district, in lettered seats: "18A" sits for District 18.
    const name = state === "ID" && chamber === "lower" ? district.replace(/[AB]$/i, "") : district;
    return byKey.get(`${censusChamber(chamber)}|${normaliseDistrict(name)}`) ?? null;
  };
}
