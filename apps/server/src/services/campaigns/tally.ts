import { OTHER_STATES } from "@civic/contracts/campaign-page";
import type { CampaignTally } from "@civic/contracts/campaigns";
import { AppError } from "../../core/app-error";
import type { Db } from "../../db/database";
import { foldSmallCounts } from "./fold-small-counts";

/**
 * The public tally: the cards of the campaign's paid orders that have not failed, by chamber (a
 * statehouse's cards as one) and by the sender's state (a state under 5 cards is folded into one
 * unnamed row), and those mailed; apart, the cards senders write themselves, and those they reported mailed.
 */
export async function loadTally(db: Db, slug: string): Promise<CampaignTally> {
  const campaign = await db
    .selectFrom("campaigns")
    .select(["id", "goal", "state", "suspended_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  // A suspended campaign's counts are no longer published (its link shows only its names).
  if (!campaign || campaign.state === "draft" || campaign.suspended_at) {
    throw AppError.notFound("There is no campaign at this link.");
  }
  const rows = await db
    .selectFrom("order_recipients as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select((eb) => [
      "o.sender_state as state",
      "r.type",
      eb.fn.countAll<number>().as("cards"),
      eb.fn.count<number>("r.mailed_at").as("mailed"),
    ])
    .where("o.campaign_id", "=", campaign.id)
    .where("o.paid_at", "is not", null)
    .where("r.status", "!=", "failed")
    .groupBy(["o.sender_state", "r.type"])
    .execute();
  const own = await db
    .selectFrom("own_cards as c")
    .innerJoin("own_card_sets as s", "s.id", "c.set_id")
    .select((eb) => [eb.fn.countAll<number>().as("printed"), eb.fn.count<number>("c.reported_mailed_at").as("mailed")])
    .where("s.campaign_id", "=", campaign.id)
    .executeTakeFirstOrThrow();
  const byState = new Map<string, number>();
  const tally: CampaignTally = {
    total: 0,
    goal: campaign.goal,
    mailed: 0,
    byChamber: { house: 0, senate: 0, statehouse: 0 },
    byState: [],
    bySenders: { printed: Number(own.printed), reportedMailed: Number(own.mailed) },
  };
  for (const row of rows) {
    const cards = Number(row.cards);
    tally.total += cards;
    tally.mailed += Number(row.mailed);
    const chamber = row.type === "senator" ? "senate" : row.type === "state_legislator" ? "statehouse" : "house";
    tally.byChamber[chamber] += cards;
    byState.set(row.state, (byState.get(row.state) ?? 0) + cards);
  }
  const { listed, other } = foldSmallCounts(
    [...byState]
      .map(([state, cards]) => ({ state, cards }))
      .sort((a, b) => b.cards - a.cards || a.state.localeCompare(b.state)),
  );
  tally.byState = [...listed, ...(other === 0 ? [] : [{ state: OTHER_STATES, cards: other }])];
  return tally;
}
