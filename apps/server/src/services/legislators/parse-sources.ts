import { parse as parseCsv } from "csv-parse/sync";
import yaml from "js-yaml";
import type { DistrictOfficesTable, LegislatorsTable, ZctaDistrictsTable } from "../../db/schema";

/** Territories that send a non-voting member to the House (congress-legislators README). */
export const TERRITORY_NAMES: Record<string, string> = {
  DC: "District of Columbia",
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "U.S. Virgin Islands",
  AS: "American Samoa",
  MP: "Northern Mariana Islands",
};

/** The three public files' texts: members, their district offices, and ZIP→district. */
export interface DirectoryFiles {
  legislators: string;
  offices: string;
  zccd: string;
}

export interface DirectoryData {
  legislators: LegislatorsTable[];
  offices: DistrictOfficesTable[];
  zctas: ZctaDistrictsTable[];
}

interface YamlLegislator {
  id: { bioguide: string };
  name: { first: string; last: string; official_full?: string; nickname?: string };
  terms: {
    type: "rep" | "sen";
    start: string;
    end: string;
    state: string;
    district?: number;
    party: string;
    url?: string;
    address?: string;
    phone?: string;
    office?: string;
  }[];
}

interface YamlOffices {
  id: { bioguide: string };
  offices?: {
    id: string;
    address?: string;
    suite?: string;
    building?: string;
    city?: string;
    state?: string;
    zip?: string | number;
    phone?: string;
    latitude?: number;
    longitude?: number;
  }[];
}

/** "511 Hart Senate Office Building Washington DC 20510" → street and ZIP. */
export function parseDcOffice(address: string | undefined) {
  const match = address?.trim().match(/^(.*?)[,\s]+Washington,?\s+D\.?C\.?,?\s+(\d{5}(?:-\d{4})?)$/i);
  if (!match?.[1] || !match[2]) return null;
  return { street: titleCase(match[1]), city: "Washington", state: "DC", zip: match[2] };
}

function titleCase(s: string) {
  // The file mixes "HART SENATE OFFICE BUILDING" and "Hart Senate Office Building".
  return s === s.toUpperCase() ? s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : s;
}

function titleFor(type: "rep" | "sen", state: string) {
  if (type === "sen") return "Sen.";
  if (state === "PR") return "Res. Comm.";
  return TERRITORY_NAMES[state] ? "Del." : "Rep.";
}

/**
 * js-yaml with its core schema, as the state directory reads its files: dates stay the strings they
 * are written as, and the two files parse to the same values as with the yaml package, about seven
 * times faster (1.4 MB: some 120 ms against 760).
 */
const parseYaml = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA });

export function parseLegislators(yamlText: string): LegislatorsTable[] {
  const docs = parseYaml(yamlText) as YamlLegislator[];
  if (!Array.isArray(docs)) throw new Error("legislators-current.yaml is not a list");
  return docs.map((doc) => {
    const term = doc.terms.at(-1);
    if (!doc.id?.bioguide || !term) throw new Error("a legislator has no bioguide id or no term");
    const office = parseDcOffice(term.address);
    return {
      bioguide_id: doc.id.bioguide,
      official_full_name: doc.name.official_full ?? `${doc.name.first} ${doc.name.last}`,
      first_name: doc.name.first,
      last_name: doc.name.last,
      party: term.party,
      chamber: term.type === "sen" ? "senate" : "house",
      state: term.state,
      district: term.type === "rep" ? (term.district ?? 0) : null,
      title: titleFor(term.type, term.state),
      office_address: office?.street ?? null,
      office_city: office?.city ?? null,
      office_state: office?.state ?? null,
      office_zip: office?.zip ?? null,
      phone: term.phone ?? null,
      url: term.url ?? null,
      term_start: term.start,
      term_end: term.end,
    };
  });
}

function parseOffices(yamlText: string, known: Set<string>): DistrictOfficesTable[] {
  const docs = parseYaml(yamlText) as YamlOffices[];
  if (!Array.isArray(docs)) throw new Error("legislators-district-offices.yaml is not a list");
  return docs
    .filter((d) => known.has(d.id.bioguide))
    .flatMap((d) =>
      (d.offices ?? []).map((o) => ({
        id: o.id,
        bioguide_id: d.id.bioguide,
        address: o.address ?? null,
        suite: o.suite == null ? null : String(o.suite),
        building: o.building ?? null,
        city: o.city ?? null,
        state: o.state ?? null,
        zip: o.zip == null ? null : String(o.zip).padStart(5, "0"),
        phone: o.phone ?? null,
        latitude: typeof o.latitude === "number" ? o.latitude : null,
        longitude: typeof o.longitude === "number" ? o.longitude : null,
      })),
    );
}

/**
 * A CSV file's rows as arrays, with the place of each named column in them: about 40% less CPU
 * than csv-parse's objects keyed by the header (100,000 rows: some 250 ms against 420).
 */
export function csvTable<const C extends string>(csvText: string, file: string, names: readonly C[]) {
  const [header = [], ...rows] = parseCsv(csvText, { skip_empty_lines: true, trim: true }) as string[][];
  const at = {} as Record<C, number>;
  for (const name of names) {
    at[name] = header.indexOf(name);
    if (at[name] < 0) throw new Error(`${file} has no ${name} column`);
  }
  return { rows, at };
}

function parseZccd(csvText: string): ZctaDistrictsTable[] {
  const { rows, at } = csvTable(csvText, "zccd.csv", ["zcta", "state_abbr", "cd"]);
  return rows.map((r) => {
    const zcta = r[at.zcta]?.padStart(5, "0");
    const state = r[at.state_abbr];
    const district = Number(r[at.cd]);
    if (!zcta || !/^\d{5}$/.test(zcta) || !state || !Number.isInteger(district)) {
      throw new Error(`zccd.csv has a bad row: ${JSON.stringify(r)}`);
    }
    return { zcta, state, district };
  });
}

export function parseDirectory(files: DirectoryFiles): DirectoryData {
  const legislators = parseLegislators(files.legislators);
  const known = new Set(legislators.map((l) => l.bioguide_id));
  // A ZCTA can appear twice for the same district in some copies; the key is (zcta, state, district).
  const seen = new Set<string>();
  const zctas = parseZccd(files.zccd).filter((z) => {
    const key = `${z.zcta}|${z.state}|${z.district}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { legislators, offices: parseOffices(files.offices, known), zctas };
}
