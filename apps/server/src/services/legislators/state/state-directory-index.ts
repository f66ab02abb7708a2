import { expectedInMailboxBy } from "@civic/contracts/mailing-vendors";
import {
  type LookupStateLegislatorsResponse,
  type StateDistrict,
  type StateLegislator,
  stateLegislatorTitle,
} from "@civic/contracts/state-legislators";
import zipcodes from "zipcodes";
import { type JsonAnswer, KeptAnswers, spanAround } from "../../../core/json-answer";
import type { StateOfficeRow, ZctaStateDistrictsTable } from "../../../db/schema";
import { normaliseDistrict } from "./district-rule";
import type { StateLegislatorRow } from "./parse-state-sources";

/** "12" → "District 12"; "Chittenden-17", "1st Suffolk", "Hillsborough 11" stay as the state writes them. */
function districtName(district: string) {
  return /^\d+[A-Z]?$/.test(district) ? `District ${district}` : district;
}

/** "State House District Belknap 01" → "Belknap 01": a district the data has no sitting member for. */
const censusShortName = (name: string) =>
  name.replace(/\b(state (house|senate|legislative) (sub)?district|(sub)?district)\b/gi, " ").trim() || name;

/**
 * The office a card goes to (decision 0090): the capitol office, where the legislature delivers
 * every member's mail all year; a district office only when the data lists no capitol address.
 */
function officeFor(offices: StateOfficeRow[]): StateOfficeRow | null {
  return offices.find((o) => o.kind === "capitol") ?? offices.find((o) => o.kind === "district") ?? null;
}

interface District {
  id: string;
  geoid: string;
  chamber: "upper" | "lower";
  name: string;
  members: StateLegislator[];
  /** Its names, normalised, as a geocoder may give them: the members' role's, the Census Bureau's. */
  keys: Set<string>;
}

/** A district's ZCTAs, as the server reads the table (state-directory.ts): a district at a time. */
export interface DistrictZctas {
  state: string;
  chamber: "upper" | "lower";
  geoid: string;
  district_name: string;
  zctas: string[];
}

/** The table's rows (one a ZCTA and district, as parsed from the CSV) a district at a time. */
export function districtsOf(rows: Iterable<ZctaStateDistrictsTable>): DistrictZctas[] {
  const byDistrict = new Map<string, DistrictZctas>();
  for (const { zcta, ...district } of rows) {
    const key = `${district.state}-${district.chamber}-${district.geoid}-${district.district_name}`;
    const found = byDistrict.get(key);
    if (found) found.zctas.push(zcta);
    else byDistrict.set(key, { ...district, zctas: [zcta] });
  }
  return [...byDistrict.values()];
}

/** A district a geocoder placed an address in (providers' StateDistrictPick). */
export interface DistrictPick {
  geoid?: string;
  ocdId?: string;
  number?: string;
}

/**
 * The serialised answers kept, in bytes as V8 holds them: about 4 KB a ZIP, so some 2,000 ZIPs, the
 * busiest. Every ZIP's answer at once would be about 130 MB; with this, the index and its answers
 * stay within the directory's 60 MB.
 */
const ANSWERS_KEPT_BYTES = 8 * 1024 * 1024;

/** A string's size in V8: a byte a character when all are Latin-1, else two (’ and ‐ are in names). */

/** Rows (ZCTAs, members) between the build's chances to yield, and the longest slice of the event loop it takes. */
const ROWS_PER_STEP = 500;
const SLICE_MS = 5;

/** The state directory in memory: ZCTA → candidate districts → their sitting members. */
export class StateDirectoryIndex {
  private readonly districts = new Map<string, District>();
  private readonly byZcta = new Map<string, District[]>();
  private readonly byId = new Map<string, StateLegislator>();
  /** The few members whose role's end date the data already knows (decision 0129), by id. */
  private readonly roleEnds = new Map<string, { day: string; ms: number }>();
  /** The earliest of those ends: before it, no lookup has anyone to leave out (the usual case). */
  private firstEndMs = Number.POSITIVE_INFINITY;
  private readonly unplaced: StateLegislatorRow[] = [];
  private count = 0;
  /** Each ZIP's answer as JSON, for the time between the role ends either side of when it was made. */
  private readonly answers = new KeptAnswers<LookupStateLegislatorsResponse>(ANSWERS_KEPT_BYTES);

  /**
   * Built at once: for tests and scripts. The server builds it in slices (`build`). `now` is the
   * app's clock: from a member's role end date on, they are no longer offered or found (0129).
   */
  constructor(
    legislators: StateLegislatorRow[],
    districts: Iterable<DistrictZctas>,
    readonly membersAsOf: string,
    private readonly now: () => Date,
  ) {
    for (const _ of this.fill(legislators, districts));
  }

  /**
   * This index read on another clock, sharing all it built (its kept answers hold for a span of
   * time, whatever clock asks): a second runtime in one process on a copy of the same database.
   */
  onClock(now: () => Date): StateDirectoryIndex {
    return Object.create(this, { now: { value: now } });
  }

  /** Sitting legislators in the directory. */
  get size() {
    return this.count;
  }

  /**
   * Built in slices of about 5 ms, the event loop free between them (setImmediate): at once, the
   * build takes about 0.7 s (under load), and every request of the process would wait for it, at
   * start and after each refresh. A worker thread could not hand back the index without the same
   * work of copying it onto this thread.
   */
  static async build(
    legislators: StateLegislatorRow[],
    /** Any iterable: the server's splits each district's ZCTAs as the slices reach it (state-directory.ts). */
    districts: Iterable<DistrictZctas>,
    membersAsOf: string,
    now: () => Date,
  ) {
    const index = new StateDirectoryIndex([], [], membersAsOf, now);
    let sliceStart = performance.now();
    for (const _ of index.fill(legislators, districts)) {
      if (performance.now() - sliceStart < SLICE_MS) continue;
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    return index;
  }

  /** The build, yielding every few hundred rows so that `build` can give the event loop its turn. */
  private *fill(legislators: StateLegislatorRow[], districts: Iterable<DistrictZctas>): Generator<void> {
    const districtId = (state: string, chamber: "upper" | "lower", geoid: string) => `${state}-${chamber}-${geoid}`;
    let rows = 0;
    for (const z of districts) {
      const id = districtId(z.state, z.chamber, z.geoid);
      let district = this.districts.get(id);
      if (!district) {
        const name = censusShortName(z.district_name);
        district = {
          id,
          geoid: z.geoid,
          chamber: z.chamber,
          name,
          members: [],
          keys: new Set([normaliseDistrict(name)]),
        };
        this.districts.set(id, district);
      }
      for (const zcta of z.zctas) {
        if (rows++ % ROWS_PER_STEP === 0) yield;
        const list = this.byZcta.get(zcta);
        if (!list) this.byZcta.set(zcta, [district]);
        else if (!list.includes(district)) list.push(district);
      }
    }
    for (const [i, row] of legislators.entries()) {
      if (i % ROWS_PER_STEP === 0) yield;
      const chamber = row.chamber === "lower" ? "lower" : "upper";
      const idahoSeat = row.state === "ID" && chamber === "lower" ? /^(\d+)([AB])$/i.exec(row.district) : null;
      const office = officeFor(row.offices);
      const member: StateLegislator = {
        id: row.id,
        name: row.name,
        lastName: row.last_name,
        photo: row.image ?? "",
        state: row.state,
        chamber: row.chamber,
        title: stateLegislatorTitle(row.state, row.chamber),
        district: districtName(idahoSeat?.[1] ?? row.district),
        ...(idahoSeat?.[2] ? { seat: `Seat ${idahoSeat[2].toUpperCase()}` } : {}),
        party: row.party,
        office: office && {
          kind: office.kind,
          address: office.address,
          ...(office.phone ? { phone: office.phone } : {}),
        },
      };
      this.byId.set(row.id, member);
      // The seat changes hands on its end date (compared as a UTC day). A date that is no date is
      // no end: NaN would make every comparison with it false.
      const endMs = row.role_end ? Date.parse(`${row.role_end}T00:00:00Z`) : Number.NaN;
      if (row.role_end && Number.isFinite(endMs)) {
        this.roleEnds.set(row.id, { day: row.role_end, ms: endMs });
        this.firstEndMs = Math.min(this.firstEndMs, endMs);
      }
      const district = row.geoid ? this.districts.get(districtId(row.state, chamber, row.geoid)) : undefined;
      if (!district) {
        this.unplaced.push(row);
        continue;
      }
      // The district is named as its members' role names it, not as the Census Bureau does.
      district.name = member.district;
      district.keys.add(normaliseDistrict(idahoSeat?.[1] ?? row.district));
      district.members.push(member);
    }
    // One collator: localeCompare with options builds one per call, seconds over 33,000 ZCTAs.
    const { compare } = new Intl.Collator("en", { numeric: true });
    for (const d of this.districts.values()) d.members.sort((a, b) => compare(a.seat ?? a.name, b.seat ?? b.name));
    yield;
    let sorted = 0;
    for (const list of this.byZcta.values()) {
      if (++sorted % ROWS_PER_STEP === 0) yield;
      list.sort((a, b) => compare(a.name, b.name));
    }
    this.count = legislators.length;
  }

  /**
   * The ZIP's candidate districts in each chamber with their members; null for a ZIP that does not
   * exist. A USPS ZIP that is no ZCTA (a PO box's) gives its state and no candidates: the address decides.
   */
  findByZip(zip: string): LookupStateLegislatorsResponse | null {
    const found = this.byZcta.get(zip);
    const state = found?.[0]?.id.slice(0, 2) ?? zipcodes.lookup(zip)?.state;
    if (!state) return null;
    const nowMs = this.now().getTime();
    const present = (d: District): StateDistrict => ({
      id: d.id,
      chamber: d.chamber,
      name: d.name,
      members: this.sitting(d.members, nowMs),
    });
    return {
      state,
      upper: (found ?? []).filter((d) => d.chamber === "upper").map(present),
      lower: (found ?? []).filter((d) => d.chamber === "lower").map(present),
      membersAsOf: this.membersAsOf,
    };
  }

  /**
   * `findByZip`'s answer as JSON, kept per ZIP: a lookup is asked far more often than the data
   * changes, and serialising a ZIP's districts and members (about 4 KB) was the largest part of the
   * request's own work. The index is rebuilt on every refresh, so only a role's end can change an
   * answer: each is kept for as long as the clock stays between the role ends either side of when
   * it was made.
   */
  answerFor(zip: string): JsonAnswer<LookupStateLegislatorsResponse> | null {
    const nowMs = this.now().getTime();
    return this.answers.answer(zip, nowMs, () => {
      const found = this.findByZip(zip);
      // The role ends either side of now: between them, every lookup's answer stays the same.
      const ends = Array.from(this.roleEnds.values(), (end) => end.ms);
      return found && { value: found, ...spanAround(nowMs, ends) };
    });
  }

  /** A district by its id (`VT-upper-50CHC`), with its members; null for one the data doesn't have. */
  findDistrict(id: string): StateDistrict | null {
    const d = this.districts.get(id);
    return d
      ? { id: d.id, chamber: d.chamber, name: d.name, members: this.sitting(d.members, this.now().getTime()) }
      : null;
  }

  /**
   * Of the ZIP's candidates in a chamber, the one district a geocoder's picks name (by GEOID, or by
   * the OCD id's or the number's district name); null when they name none of them, or several.
   */
  settle(zip: string, chamber: "upper" | "lower", picks: DistrictPick[]): string | null {
    const candidates = (this.byZcta.get(zip) ?? []).filter((d) => d.chamber === chamber);
    const named = candidates.filter((d) =>
      picks.some((p) => {
        if (p.geoid) return p.geoid === d.geoid;
        const fromOcd = p.ocdId?.match(/\/sld[ul]:([^/]+)$/)?.[1];
        return Boolean(
          (fromOcd && d.keys.has(normaliseDistrict(fromOcd))) || (p.number && d.keys.has(normaliseDistrict(p.number))),
        );
      }),
    );
    return named.length === 1 ? named[0]!.id : null;
  }

  /** A sitting member by Open States' id; null for one the data doesn't have, or whose role has ended. */
  findById(id: string): StateLegislator | null {
    const member = this.byId.get(id);
    return member && !this.ended(id, this.now().getTime()) ? member : null;
  }

  /** The day a member's role ends ("2027-01-01"), when the data knows it; null otherwise. */
  roleEndOf(id: string): string | null {
    return this.roleEnds.get(id)?.day ?? null;
  }

  /**
   * When a card to `id` mailed today would arrive on or after the day their role ends: the two
   * days, to say before payment, as for Congress. null for nearly everyone (no end date known).
   */
  termEndsBeforeArrival(id: string): { termEnds: string; arrivesBy: string } | null {
    const end = this.roleEnds.get(id);
    if (!end) return null;
    // Both of a state legislator's offices are in the sender's state: a home office's delay.
    const arrivesBy = expectedInMailboxBy(this.now(), "home");
    return arrivesBy >= end.day ? { termEnds: end.day, arrivesBy } : null;
  }

  private ended(id: string, nowMs: number) {
    if (nowMs < this.firstEndMs) return false;
    const end = this.roleEnds.get(id);
    return end !== undefined && nowMs >= end.ms;
  }

  /** A district's members less any whose role has ended; the same list (no copy) when none has. */
  private sitting(members: StateLegislator[], nowMs: number) {
    if (nowMs < this.firstEndMs || !members.some((m) => this.ended(m.id, nowMs))) return members;
    return members.filter((m) => !this.ended(m.id, nowMs));
  }

  /** Sitting legislators no ZCTA leads to: their district resolved to no GEOID of the table. */
  unreached(): { id: string; state: string; chamber: string; district: string }[] {
    return this.unplaced.map((r) => ({ id: r.id, state: r.state, chamber: r.chamber, district: r.district }));
  }
}
