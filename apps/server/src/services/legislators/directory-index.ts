import type { Legislator } from "@civic/contracts/legislators";
import zipcodes from "zipcodes";
import type { DistrictOfficesTable, LegislatorsTable, ZctaDistrictsTable } from "../../db/schema";
import { MemberMentions } from "./member-mentions";
import { type HomeOffice, homeOfficeOf } from "./offices";
import { TERRITORY_NAMES } from "./parse-sources";

const PHOTO_URL = "https://unitedstates.github.io/images/congress/225x275";
/** wizard.md §9: used when a member's DC office could not be read from the data. */
const DEFAULT_HOUSE_ADDRESS = { street: "1 Independence Ave SE", city: "Washington", state: "DC", zip: "20515" };
const DEFAULT_SENATE_ADDRESS = { street: "United States Senate", city: "Washington", state: "DC", zip: "20510" };

type Seat = { state: string; district: number };
const seatKey = (s: Seat) => `${s.state}-${s.district}`;

export interface ZipLookup {
  city: string;
  state: string;
  representatives: Legislator[];
  senators: Legislator[];
  /** false when the ZIP has no ZCTA and we offer every House seat of its state. */
  exact: boolean;
}

/** Everything a lookup needs, in memory: built from the tables at start and after each refresh. */
export class DirectoryIndex {
  private readonly byId = new Map<string, LegislatorsTable>();
  private readonly house = new Map<string, LegislatorsTable>();
  private readonly senators = new Map<string, LegislatorsTable[]>();
  private readonly seatsByState = new Map<string, Seat[]>();
  private readonly seatsByZcta = new Map<string, Seat[]>();
  private readonly homeOffices = new Map<string, HomeOffice[]>();
  private memberMentions: MemberMentions | undefined;
  readonly size: number;

  constructor(legislators: LegislatorsTable[], zctas: ZctaDistrictsTable[], offices: DistrictOfficesTable[] = []) {
    for (const l of legislators) {
      this.byId.set(l.bioguide_id, l);
      if (l.chamber === "senate") {
        this.senators.set(l.state, [...(this.senators.get(l.state) ?? []), l]);
      } else {
        this.house.set(seatKey({ state: l.state, district: l.district ?? 0 }), l);
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
      const member = this.byId.get(row.bioguide_id);
      const office = member && homeOfficeOf(row, member.chamber);
      if (office) this.homeOffices.set(row.bioguide_id, [...(this.homeOffices.get(row.bioguide_id) ?? []), office]);
    }
    this.size = legislators.length;
  }

  /** A member's district or state offices that can receive mail and have coordinates. */
  homeOfficesOf(id: string): HomeOffice[] {
    return this.homeOffices.get(id) ?? [];
  }

  /** Finds members named in a text; built on first use (maps of names by their first word). */
  get mentions(): MemberMentions {
    this.memberMentions ??= new MemberMentions([...this.byId.values()]);
    return this.memberMentions;
  }

  private addSeat(seat: Seat) {
    const seats = this.seatsByState.get(seat.state) ?? [];
    if (!seats.some((s) => s.district === seat.district)) seats.push(seat);
    this.seatsByState.set(seat.state, seats);
  }

  /** null: the ZIP does not exist (neither a ZCTA nor a USPS ZIP). */
  findByZip(zip: string): ZipLookup | null {
    const usps = zipcodes.lookup(zip);
    const zctaSeats = this.seatsByZcta.get(zip);
    const state = zctaSeats?.[0]?.state ?? usps?.state;
    if (!state) return null;
    const seats = zctaSeats ?? this.seatsByState.get(state) ?? [];
    const city = usps?.city ?? "";
    return {
      city,
      state,
      exact: Boolean(zctaSeats),
      representatives: seats.map((seat) => this.presentSeat(seat, city)),
      senators: (this.senators.get(state) ?? []).map((l) => this.present(l, city)),
    };
  }

  findById(id: string): Legislator | null {
    const row = this.byId.get(id);
    return row ? this.present(row, "") : null;
  }

  /** The House member (or vacant seat) of a district; null for a seat the data doesn't have. */
  findBySeat(state: string, district: number): Legislator | null {
    const seat = { state, district };
    const known = this.seatsByState.get(state)?.some((s) => s.district === district);
    return known || this.house.has(seatKey(seat)) ? this.presentSeat(seat, "") : null;
  }

  /** Every House seat in the data, with or without a sitting member. */
  allSeats(): Seat[] {
    return [...this.seatsByState.values()].flat();
  }

  private presentSeat(seat: Seat, city: string): Legislator {
    const member = this.house.get(seatKey(seat));
    if (member) return this.present(member, city);
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

  private present(l: LegislatorsTable, city: string): Legislator {
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
      vacant: false,
    };
  }
}

function districtLabel(state: string, district: number): string {
  const territory = TERRITORY_NAMES[state];
  if (territory) return territory;
  return district === 0 ? "At Large" : `District ${district}`;
}
