import type { StateChamber } from "@civic/contracts/state-legislators";
import yaml from "js-yaml";
import type { StateLegislatorsTable, StateOfficeRow, ZctaStateDistrictsTable } from "../../../db/schema";
import { csvTable } from "../parse-sources";
import { type CensusDistrict, districtResolver, type Jurisdiction } from "./district-rule";

/** The state directory's public files, as texts: one per legislator, one per state's jurisdiction, the ZCTA table. */
export interface StateDirectoryFiles {
  /** Open States' people/{state}/*.yml, with the state (lower case) each came from. */
  people: { state: string; text: string }[];
  /** openstates-geo's configs/jurisdictions/{state}.yml, by state (lower case). */
  jurisdictions: Record<string, string>;
  zctaSld: string;
  /** The day the people snapshot describes, when the source says it (the bundle's snapshot.json). */
  membersAsOf?: string;
  /** SHA-256 of every file read, in order. */
  contentHash: string;
}

/** A legislator row as it is imported: its state table row without the JSON column's encoding. */
export type StateLegislatorRow = Omit<StateLegislatorsTable, "offices"> & { offices: StateOfficeRow[] };

export interface StateDirectoryData {
  legislators: StateLegislatorRow[];
  zctas: ZctaStateDistrictsTable[];
  membersAsOf: string;
  contentHash: string;
}

interface PersonYaml {
  id: string;
  name: string;
  given_name?: string;
  family_name?: string;
  image?: string;
  party?: { name: string; end_date?: string }[];
  roles?: { type: StateChamber; district: string | number; start_date?: string; end_date?: string }[];
  offices?: { classification: string; address?: string; voice?: string }[];
}

/**
 * "State Capitol Room 403, 120 4th St., Juneau, AK 99801" → street, city, state, ZIP: the last
 * comma-separated part before the state is the city. An address we cannot read that way (no ZIP,
 * no city) is not offered as a place to mail a card.
 */
export function parseStateAddress(text: string | undefined): StateOfficeRow["address"] | null {
  const flat = text
    ?.replace(/[;\n]+/g, ", ")
    .replace(/\s+/g, " ")
    .trim();
  const m = flat?.match(/^(.+?),\s*([^,]+?),?\s+([A-Z]{2})\.?,?\s+(\d{5})(?:-\d{4})?$/);
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return null;
  return { street: m[1].replace(/,\s*$/, ""), city: m[2].trim(), state: m[3], zip: m[4] };
}

function officesOf(person: PersonYaml): StateOfficeRow[] {
  return (person.offices ?? []).flatMap((o) => {
    // "capitol-mail"/"district-mail" are mailing addresses of the same offices.
    const kind = o.classification.startsWith("capitol")
      ? "capitol"
      : o.classification.startsWith("district")
        ? "district"
        : null;
    const address = parseStateAddress(o.address);
    return kind && address ? [{ kind, address, ...(o.voice ? { phone: String(o.voice) } : {}) }] : [];
  });
}

function parseZctaSld(csvText: string): ZctaStateDistrictsTable[] {
  const { rows, at } = csvTable(csvText, "zcta-sld.csv", ["zcta", "state_abbr", "chamber", "geoid", "district_name"]);
  return rows.map((r) => {
    const zcta = r[at.zcta]?.padStart(5, "0");
    const [state, chamber, geoid] = [r[at.state_abbr], r[at.chamber], r[at.geoid]];
    if (!zcta || !/^\d{5}$/.test(zcta) || !state || !geoid || (chamber !== "upper" && chamber !== "lower")) {
      throw new Error(`zcta-sld.csv has a bad row: ${JSON.stringify(r)}`);
    }
    return { zcta, state, chamber, geoid, district_name: r[at.district_name] ?? "" };
  });
}

/**
 * Every sitting legislator, each district resolved to its GEOID where a rule reaches it. Sitting:
 * a role with no end date, or one whose end date is not yet past on the data's own day (a member
 * Open States already knows the last day of sits until then, and keeps that day: `role_end`).
 */
export function parseStateDirectory(files: StateDirectoryFiles): StateDirectoryData {
  const zctas = parseZctaSld(files.zctaSld);
  const districtsByState = new Map<string, Map<string, CensusDistrict>>();
  for (const z of zctas) {
    const districts = districtsByState.get(z.state) ?? new Map<string, CensusDistrict>();
    districts.set(`${z.chamber}|${z.geoid}`, { chamber: z.chamber, geoid: z.geoid, name: z.district_name });
    districtsByState.set(z.state, districts);
  }
  const resolvers = new Map<string, ReturnType<typeof districtResolver>>();
  const resolverOf = (state: string) => {
    let resolve = resolvers.get(state);
    if (!resolve) {
      const text = files.jurisdictions[state.toLowerCase()];
      const jurisdiction = text ? (yaml.load(text, { schema: yaml.CORE_SCHEMA }) as Jurisdiction) : null;
      resolve = jurisdiction
        ? districtResolver(state, jurisdiction, [...(districtsByState.get(state)?.values() ?? [])])
        : () => null;
      resolvers.set(state, resolve);
    }
    return resolve;
  };

  // js-yaml: about 15 times faster than the yaml package on these 7,000 small files; the core
  // schema keeps dates as the strings they are written as.
  const people = files.people.map(({ state, text }) => ({
    state,
    person: yaml.load(text, { schema: yaml.CORE_SCHEMA }) as PersonYaml,
  }));
  // The files carry no date of their own: without snapshot.json, the newest start of an open role
  // is a day the data is at least as recent as.
  let newestStart = "";
  for (const { person } of people) {
    const start = person.roles?.find((r) => !r.end_date)?.start_date;
    if (start && start > newestStart) newestStart = start;
  }
  const asOf = files.membersAsOf ?? newestStart;
  const legislators: StateLegislatorRow[] = [];
  for (const { state: folder, person } of people) {
    const role =
      person.roles?.find((r) => !r.end_date) ??
      // A role's end date is its last day or the day the seat changes hands: sitting before it.
      person.roles?.find((r) => r.end_date && r.end_date > asOf && (!r.start_date || r.start_date <= asOf));
    if (!person.id || !person.name || !role) continue;
    const state = folder.toUpperCase();
    const district = String(role.district);
    legislators.push({
      id: person.id,
      state,
      chamber: role.type,
      district,
      geoid: resolverOf(state)(role.type, district),
      name: person.name,
      last_name: person.family_name || person.name.split(" ").at(-1) || person.name,
      party: person.party?.find((p) => !p.end_date)?.name ?? person.party?.[0]?.name ?? "",
      image: person.image ?? null,
      offices: officesOf(person),
      role_start: role.start_date ?? null,
      role_end: role.end_date ?? null,
    });
  }
  return { legislators, zctas, membersAsOf: asOf, contentHash: files.contentHash };
}
