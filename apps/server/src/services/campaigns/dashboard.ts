import { OTHER_STATES } from "@civic/contracts/campaign-page";
import { type CampaignDashboard, type CountRow, SMALL_COUNT } from "@civic/contracts/campaigns";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { foldSmallCounts } from "./fold-small-counts";

const shown = (cards: number) => (cards < SMALL_COUNT ? null : cards);

/** The cards of a campaign's paid orders that have not failed: what every count here counts. */
function campaignCards(db: Db, campaignId: string) {
  return db
    .selectFrom("order_recipients as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .where("o.campaign_id", "=", campaignId)
    .where("o.paid_at", "is not", null)
    .where("r.status", "!=", "failed");
}

/**
 * The organiser's dashboard: cards per day (UTC), per sender's state, per congressional district
 * (the House cards' districts) and per member written to. Any count under 5 is null, shown as
 * "fewer than 5", so that no sender can be singled out, and states, districts and members under 5
 * are folded into one unnamed row, so that subtraction from the total names none; the total and
 * mailed are the public tally's.
 */
export async function loadDashboard(db: Db, campaignId: string): Promise<CampaignDashboard> {
  const [perDay, perState, perDistrict, perMember, totals, supporters, own] = await Promise.all([
    campaignCards(db, campaignId)
      .select((eb) => [
        sql<string>`to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD')`.as("key"),
        eb.fn.countAll<number>().as("cards"),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute(),
    campaignCards(db, campaignId)
      .select((eb) => ["o.sender_state as key", eb.fn.countAll<number>().as("cards")])
      .groupBy("o.sender_state")
      .orderBy("o.sender_state")
      .execute(),
    campaignCards(db, campaignId)
      .innerJoin("legislators as l", "l.bioguide_id", "r.legislator_id")
      .where("r.type", "=", "representative")
      .select((eb) => [
        sql<string>`l.state || '-' || coalesce(nullif(l.district, 0)::text, 'AL')`.as("key"),
        eb.fn.countAll<number>().as("cards"),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute(),
    campaignCards(db, campaignId)
      .select((eb) => ["r.legislator_id as key", "r.title", "r.name", eb.fn.countAll<number>().as("cards")])
      .groupBy(["r.legislator_id", "r.title", "r.name"])
      .orderBy("r.name")
      .execute(),
    campaignCards(db, campaignId)
      .select((eb) => [eb.fn.countAll<number>().as("cards"), eb.fn.count<number>("r.mailed_at").as("mailed")])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("campaign_id", "=", campaignId)
      .where("shares_with_organisation", "=", true)
      .where("paid_at", "is not", null)
      .where("erased_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("own_cards as c")
      .innerJoin("own_card_sets as s", "s.id", "c.set_id")
      .select((eb) => [
        eb.fn.countAll<number>().as("printed"),
        eb.fn.count<number>("c.reported_mailed_at").as("mailed"),
      ])
      .where("s.campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
  ]);
  const rows = (list: { key: string; cards: number | string }[], label = (key: string) => key): CountRow[] =>
    list.map((r) => ({ key: r.key, label: label(r.key), cards: shown(Number(r.cards)) }));
  // Named places and people: those under 5 folded into one unnamed row (complementary suppression).
  const folded = (list: { key: string; cards: number | string }[], other: string, label = (key: string) => key) => {
    const { listed, other: cards } = foldSmallCounts(list.map((r) => ({ key: r.key, cards: Number(r.cards) })));
    return [
      ...rows(listed, label),
      ...(cards === 0 ? [] : [{ key: OTHER_STATES, label: `${other} (each fewer than 5)`, cards }]),
    ];
  };
  const members = new Map(perMember.map((m) => [m.key, `${m.title} ${m.name}`]));
  return {
    total: Number(totals.cards),
    mailed: Number(totals.mailed),
    supporters: Number(supporters.n),
    bySenders: { printed: Number(own.printed), reportedMailed: Number(own.mailed) },
    perDay: rows(perDay),
    perState: folded(perState, "Other states"),
    perDistrict: folded(perDistrict, "Other districts"),
    perMember: folded(perMember, "Other members", (key) => members.get(key) ?? key),
  };
}

/** The dashboard's counts as CSV: one row per breakdown and key, "fewer than 5" as said on the page. */
export function countsCsv(dashboard: CampaignDashboard): string {
  const lines = [["breakdown", "key", "label", "cards"]];
  const add = (breakdown: string, list: CountRow[]) => {
    for (const r of list) lines.push([breakdown, r.key, r.label, r.cards === null ? "fewer than 5" : String(r.cards)]);
  };
  add("day", dashboard.perDay);
  add("state", dashboard.perState);
  add("district", dashboard.perDistrict);
  add("member", dashboard.perMember);
  return toCsv(lines);
}

/**
 * The supporters who chose at checkout to share their name, email and ZIP code with the
 * organisation: of paid orders whose data was not erased, and no one else.
 */
export async function supportersCsv(db: Db, campaignId: string): Promise<string> {
  const rows = await db
    .selectFrom("orders")
    .select(["sender_full_name", "email", "sender_zip", "paid_at"])
    .where("campaign_id", "=", campaignId)
    .where("shares_with_organisation", "=", true)
    .where("paid_at", "is not", null)
    .where("erased_at", "is", null)
    .orderBy("paid_at")
    .execute();
  return toCsv([
    ["name", "email", "zip_code"],
    ...rows.map((r) => [r.sender_full_name, r.email, r.sender_zip.slice(0, 5)]),
  ]);
}

/**
 * RFC 4180 fields, and a leading =, +, - or @ made inert (a spreadsheet would run it as a formula:
 * a supporter's name is theirs to write).
 */
function toCsv(lines: string[][]): string {
  const field = (v: string) => {
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${lines.map((l) => l.map(field).join(",")).join("\r\n")}\r\n`;
}
