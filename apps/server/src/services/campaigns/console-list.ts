import type { AdminCampaign } from "@civic/contracts/campaigns";
import type { Db } from "../../db/database";

const at = (d: Date | string) => new Date(d).toISOString();

/** The console's list: newest first, or those whose name, link, organisation or organiser match `q`. */
export async function searchCampaigns(db: Db, q: string | undefined): Promise<AdminCampaign[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .selectFrom("campaigns")
    .innerJoin("auth_users", "auth_users.id", "campaigns.organiser_id")
    .select([
      "campaigns.id",
      "campaigns.slug",
      "campaigns.name",
      "campaigns.organisation",
      "campaigns.state",
      "campaigns.suspended_at",
      "campaigns.created_at",
      "auth_users.email",
    ])
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb("campaigns.name", "ilike", like as string),
          eb("campaigns.slug", "ilike", like as string),
          eb("campaigns.organisation", "ilike", like as string),
          eb("auth_users.email", "ilike", like as string),
        ]),
      ),
    )
    .orderBy("campaigns.created_at", "desc")
    .limit(100)
    .execute();
  const budgets = rows.length
    ? await db
        .selectFrom("campaign_budgets")
        .select(["campaign_id", "remaining_cards", "paused_at", "cards_per_hour", "hourly_cap_hit_at"])
        .where(
          "campaign_id",
          "in",
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const budgetOf = new Map(budgets.map((b) => [b.campaign_id, b]));
  return rows.map((r) => {
    const budget = budgetOf.get(r.id);
    return {
      sponsorship: budget
        ? {
            remainingCards: budget.remaining_cards,
            paused: budget.paused_at != null,
            cardsPerHour: budget.cards_per_hour,
            hourlyCapHitAt: budget.hourly_cap_hit_at ? at(budget.hourly_cap_hit_at) : null,
          }
        : null,
      id: r.id,
      slug: r.slug,
      name: r.name,
      organisation: r.organisation,
      organiserEmail: r.email,
      state: r.state,
      suspended: r.suspended_at !== null,
      createdAt: at(r.created_at),
    };
  });
}
