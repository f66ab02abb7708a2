import type { Legislator, LookupLegislatorsResponse } from "@civic/contracts/legislators";
import { expectedInMailboxBy } from "@civic/contracts/mailing-vendors";
import zipcodes from "zipcodes";
import { type JsonAnswer, KeptAnswers, spanAround } from "../../core/json-answer";
import type { DistrictOfficesTable, LegislatorsTable, ZctaDistrictsTable } from "../../db/schema";
import { congressBegins, congressSittingOn, noonEastern } from "./congress-calendar";
import { MemberMentions } from "./member-mentions";
import { type HomeOffice, homeOfficeOf } from "./offices";
import { TERRITORY_NAMES } from "./parse-sources";
import type { RedrawnMaps } from "./redrawn-maps";

/** The ZIP → district table's Congress, and the states whose map changed since, by Congress. */
export interface ZipTableMaps {
  congress: number;
  redrawn: RedrawnMaps;
}

const PHOTO_URL = "https://unitedstates.github.io/images/congress/225x275";
/** wizard.md §9: used when a member's DC office could not be read from the data. */
const DEFAULT_HOUSE_ADDRESS = { street: "1 Independence Ave SE", city: "Washington", state: "DC", zip: "20515" };
const DEFAULT_SENATE_ADDRESS = { street: "United States Senate", city: "Washington", state: "DC", zip: "20510" };

/**
 * The lookups' answers kept as JSON: a ZIP's is about 0.5–2 KB, so this holds some thousands of the
 * busiest. Serialising the answer was the largest part of a lookup's own work (bench/README.md).
 */
const ANSWERS_KEPT_BYTES = 4 * 1024 * 1024;

type Seat = { state: string; district: number };
const seatKey = (s: Seat) => `${s.state}-${s.district}`;

export interface ZipLookup {
  city: string;
  state: string;
  representatives: Legislator[];
  senators: Legislator[];
  /** false when the ZIP has no ZCTA, or its state's map changed since the ZIP table's: we offer every House seat of its state. */
  exact: boolean;
  /** Set when the sitting Congress's map of the state is not the ZIP table's: that Congress. */
  mapChangedFor?: number;
}

/** A member's row with the instants their term begins and ends (noon Eastern on the dates). */
interface Member {
  row: LegislatorsTable;
  startsMs: number;
  endsMs: number;
}

/** Everything a lookup needs, in memory: built from the tables at start and after each refresh. */
export class DirectoryIndex {
  private readonly byId = new Map<string, Member>();
  /** Each House seat's members, the latest term first: a successor the data knows sits beside the one leaving. */
  private readonly house = new Map<string, Member[]>();
  private readonly senators = new Map<string, Member[]>();
  private readonly seatsByState = new Map<string, Seat[]>();
  private readonly seatsByZcta = new Map<string, Seat[]>();
  private readonly homeOffices = new Map<string, HomeOffice[]>();
  private memberMentions: MemberMentions | undefined;
  /** The instants at which a term begins or ends: between two, no lookup's answer changes but by a new Congress. */
  private readonly termChanges = new Set<number>();
  private readonly answers = new KeptAnswers<LookupLegislatorsResponse>(ANSWERS_KEPT_BYTES);
  readonly size: number;

  /**
   * `now` is the directory's clock: a member whose term has ended is not offered as sitting, and
   * it is read at each lookup, so a term ends at its instant without a rebuild.
   */
  constructor(
    legislators: LegislatorsTable[],
    zctas: ZctaDistrictsTable[],
    offices: DistrictOfficesTable[],
    private readonly now: () => Date,
    /** Without it (unit tests of other things), the ZIP table is trusted as it is. */
    private readonly maps?: ZipTableMaps,
  ) {
    for (const l of legislators) {
      const member = {
        row: l,
        startsMs: l.term_start ? noonEastern(l.term_start).getTime() : Number.NEGATIVE_INFINITY,
        endsMs: l.term_end ? noonEastern(l.term_end).getTime() : Number.POSITIVE_INFINITY,
      };
      this.byId.set(l.bioguide_id, member);
      for (const ms of [member.startsMs, member.endsMs]) if (Number.isFinite(ms)) this.termChanges.add(ms);
      if (l.chamber === "senate") {
        this.senators.set(l.state, [...(this.senators.get(l.state) ?? []), member]);
      } else {
        const key = seatKey({ state: l.state, district: l.district ?? 0 });
        this.house.set(
          key,
          [...(this.house.get(key) ?? []), member].sort((a, b) => b.startsMs - a.startsMs),
        );
        this.addSeat({ state: l.state, district: l.district ?? 0 });
      }
    }
    for (const z of zctas) {
      const seat = { state: z.state, district: z.district };
      this.seatsByZcta.set(z.zcta, [...(this.seatsByZcta.get(z.zcta) ?? []), seat]);
      this.addSeat(seat);
    }
    for (const seats of this.seatsByState.values()) seats.sort((a, b) => a.district - b.district);
    for (const row of offices) {
      const member = this.byId.get(row.bioguide_id)?.row;
      const office = member && homeOfficeOf(row, member.chamber);
      if (office) this.homeOffices.set(row.bioguide_id, [...(this.homeOffices.get(row.bioguide_id) ?? []), office]);
    }
    this.size = legislators.length;
  }

  /**
   * This index read on another clock, sharing all it built (its kept answers hold for a span of
   * time, whatever clock asks): a second runtime in one process on a copy of the same database.
   */
  onClock(now: () => Date): DirectoryIndex {
    return Object.create(this, { now: { value: now } });
  }

  /** A member's district or state offices that can receive mail and have coordinates. */
  homeOfficesOf(id: string): HomeOffice[] {
    return this.homeOffices.get(id) ?? [];
  }

  /** Finds members named in a text; built on first use (maps of names by their first word). */
  get mentions(): MemberMentions {
    this.memberMentions ??= new MemberMentions([...this.byId.values()].map((m) => m.row));
    return this.memberMentions;
  }

  private addSeat(seat: Seat) {
    const seats = this.seatsByState.get(seat.state) ?? [];
    if (!seats.some((s) => s.district === seat.district)) seats.push(seat);
    this.seatsByState.set(seat.state, seats);
  }

  /**
   * `lookup-legislators`' answer as JSON (the ZIP's House seats, and with `withSenators` its
   * senators too), kept: a lookup is asked far more often than the directory changes. The index is
   * rebuilt on every refresh, so only a term's start or end, or a new Congress (whose map may be
   * another), can change an answer: each is kept while the clock stays between those either side
   * of when it was made. null: the ZIP does not exist.
   */
  answerFor(zip: string, withSenators: boolean): JsonAnswer<LookupLegislatorsResponse> | null {
    const now = this.now();
    return this.answers.answer(`${zip} ${withSenators}`, now.getTime(), () => {
      const found = this.findByZip(zip, now);
      if (!found) return null;
      const value = withSenators
        ? { representatives: found.representatives, senators: found.senators }
        : found.representatives;
      // Within the sitting Congress, between the term changes either side of now.
      const sitting = congressSittingOn(now);
      const [from, until] = [congressBegins(sitting).getTime(), congressBegins(sitting + 1).getTime()];
      return { value, ...spanAround(now.getTime(), this.termChanges, from, until) };
    });
  }

  /** null: the ZIP does not exist (neither a ZCTA nor a USPS ZIP). */
  findByZip(zip: string, now = this.now()): ZipLookup | null {
    const usps = zipcodes.lookup(zip);
    const zctaSeats = this.seatsByZcta.get(zip);
    const state = zctaSeats?.[0]?.state ?? usps?.state;
    if (!state) return null;
    const nowMs = now.getTime();
    // A ZIP of a state whose map changed since the table's Congress is not trusted alone: the
    // table's district may belong to someone else now. Every seat of the state is offered, said so.
    const sitting = this.maps ? congressSittingOn(now) : 0;
    const mapChanged = Boolean(this.maps?.redrawn.changed(state, this.maps.congress, sitting));
    const seats = (mapChanged ? undefined : zctaSeats) ?? this.seatsByState.get(state) ?? [];
    const city = usps?.city ?? "";
    const present = (l: Legislator): Legislator => (mapChanged ? { ...l, mapChangedFor: sitting } : l);
    return {
      city,
      state,
      exact: Boolean(zctaSeats) && !mapChanged,
      ...(mapChanged ? { mapChangedFor: sitting } : {}),
      representatives: seats.map((seat) => present(this.presentSeat(seat, city, nowMs))),
      senators: this.senatorsOf(state, nowMs).map((m) => this.present(m, city, nowMs)),
    };
  }

  /**
   * A state's two Senate seats: the members sitting now, then for a seat whose term ended with no
   * successor in the data, the member who left it (shown as such). The data has no Senate class,
   * so a seat is known only by count: two seats, sitting members first.
   */
  private senatorsOf(state: string, nowMs: number): Member[] {
    const all = this.senators.get(state) ?? [];
    const sitting = all.filter((m) => m.startsMs <= nowMs && nowMs < m.endsMs);
    const left = all.filter((m) => m.endsMs <= nowMs).sort((a, b) => b.endsMs - a.endsMs);
    return [...sitting, ...left].slice(0, Math.max(2, sitting.length));
  }

  /** A member by id; one whose term has ended comes back as a seat that changed hands. */
  findById(id: string): Legislator | null {
    const member = this.byId.get(id);
    return member ? this.present(member, "", this.now().getTime()) : null;
  }

  /** The instant a member's term ends (noon Eastern on its last day); null for an unknown id. */
  termEndOf(id: string): Date | null {
    const member = this.byId.get(id);
    return member && Number.isFinite(member.endsMs) ? new Date(member.endsMs) : null;
  }

  /**
   * When a card to `id` mailed today to that office would arrive after the member's term ends: the
   * two days, to say before payment. null while the term outlasts the card.
   */
  termEndsBeforeArrival(id: string, office: "home" | "washington"): { termEnds: string; arrivesBy: string } | null {
    const member = this.byId.get(id);
    if (!member?.row.term_end) return null;
    const arrivesBy = expectedInMailboxBy(this.now(), office);
    return noonEastern(arrivesBy).getTime() >= member.endsMs ? { termEnds: member.row.term_end, arrivesBy } : null;
  }

  /** Members whose term has ended with no successor in the data: the seats without a known holder. */
  seatsWithoutKnownHolder(): { id: string; name: string; seat: string; termEnded: string }[] {
    const nowMs = this.now().getTime();
    const ended = (m: Member) => ({
      id: m.row.bioguide_id,
      name: m.row.official_full_name,
      seat: m.row.chamber === "senate" ? `${m.row.state} (Senate)` : `${m.row.state}-${m.row.district || "AL"}`,
      termEnded: m.row.term_end ?? "",
    });
    const house = [...this.house.values()].flatMap((members) => {
      const [latest] = members;
      return latest && latest.endsMs <= nowMs ? [ended(latest)] : [];
    });
    const senate = [...this.senators.keys()].flatMap((state) =>
      this.senatorsOf(state, nowMs)
        .filter((m) => m.endsMs <= nowMs)
        .map(ended),
    );
    return [...house, ...senate].sort((a, b) => a.seat.localeCompare(b.seat));
  }

  /**
   * Who holds a seat now that a card's recipient has left it: a member of the seat (a state's House
   * district, or for `district` null its Senate seats) whose term began after `since` (when the card
   * was paid for, its recipient sitting then) and runs now; the same member again when re-elected.
   * null until the data knows one. Were both of a state's Senate seats to change hands after
   * `since`, the data (which has no Senate class) cannot tell them apart: the earlier start is taken.
   */
  holderOf(seat: { state: string; district: number | null }, since: Date): Legislator | null {
    const nowMs = this.now().getTime();
    const members =
      seat.district === null
        ? (this.senators.get(seat.state) ?? [])
        : (this.house.get(seatKey({ state: seat.state, district: seat.district })) ?? []);
    const holder = members
      .filter((m) => m.startsMs > since.getTime() && m.startsMs <= nowMs && nowMs < m.endsMs)
      .sort((a, b) => a.startsMs - b.startsMs)[0];
    return holder ? this.present(holder, "", nowMs) : null;
  }

  /** The House member (or vacant seat) of a district; null for a seat the data doesn't have. */
  findBySeat(state: string, district: number): Legislator | null {
    const seat = { state, district };
    const known = this.seatsByState.get(state)?.some((s) => s.district === district);
    return known || this.house.has(seatKey(seat)) ? this.presentSeat(seat, "", this.now().getTime()) : null;
  }

  /** Every House seat in the data, with or without a sitting member. */
  allSeats(): Seat[] {
    return [...this.seatsByState.values()].flat();
  }

  /** A seat's holder now: the member whose term has begun, or the one who left it last. */
  private presentSeat(seat: Seat, city: string, nowMs: number): Legislator {
    const members = this.house.get(seatKey(seat)) ?? [];
    const member = members.find((m) => m.startsMs <= nowMs) ?? members.at(-1);
    if (member) return this.present(member, city, nowMs);
    return {
      id: `vacant-${seat.state}-${seat.district}`,
      name: "Vacant seat",
      lastName: "",
      photo: "",
      district: districtLabel(seat.state, seat.district),
      city,
      state: seat.state,
      party: "",
      type: "representative",
      title: "Rep.",
      address: DEFAULT_HOUSE_ADDRESS,
      vacant: true,
    };
  }

  private present(member: Member, city: string, nowMs: number): Legislator {
    const l = member.row;
    const fallback = l.chamber === "senate" ? DEFAULT_SENATE_ADDRESS : DEFAULT_HOUSE_ADDRESS;
    return {
      id: l.bioguide_id,
      name: l.official_full_name,
      lastName: l.last_name,
      photo: `${PHOTO_URL}/${l.bioguide_id}.jpg`,
      district: l.chamber === "senate" ? "Senator" : districtLabel(l.state, l.district ?? 0),
      city,
      state: l.state,
      party: l.party,
      type: l.chamber === "senate" ? "senator" : "representative",
      title: l.title,
      address:
        l.office_address && l.office_zip
          ? {
              street: l.office_address,
              city: l.office_city ?? "Washington",
              state: l.office_state ?? "DC",
              zip: l.office_zip,
            }
          : fallback,
      phone: l.phone ?? undefined,
      url: l.url ?? undefined,
      // A term that has ended: the seat changed hands (or will at an election's result) and the
      // data does not name who holds it now, so it cannot receive a card.
      vacant: member.endsMs <= nowMs,
      ...(member.endsMs <= nowMs && l.term_end ? { termEnded: l.term_end } : {}),
    };
  }
}

function districtLabel(state: string, district: number): string {
  const territory = TERRITORY_NAMES[state];
  if (territory) return territory;
  return district === 0 ? "At Large" : `District ${district}`;
}
