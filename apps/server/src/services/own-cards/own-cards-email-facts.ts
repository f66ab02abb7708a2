import { ownCardsPath } from "@civic/contracts/own-cards";
import type { Db } from "../../db/database";
import { hashToken } from "../orders";
import { ownCardsToken } from "./own-cards-token";

/**
 * What the link and reminder emails say of a set: its page, made again from the set's id, and
 * each card's recipient and whether it was reported mailed; null once erased. Should the key have
 * changed since (ORDER_LINK_SECRET), the stored hash follows the new link, as an order's does
 * (decision 0015): the emailed link opens the page, an earlier one no longer does.
 */
export async function ownCardsEmailFacts(deps: { db: Db; linkKey(): Promise<string>; siteUrl: string }, setId: string) {
  const { db } = deps;
  const set = await db
    .selectFrom("own_card_sets")
    .select(["id", "access_token_hash", "language"])
    .where("id", "=", setId)
    .where("erased_at", "is", null)
    .executeTakeFirst();
  if (!set) return null;
  const token = ownCardsToken(await deps.linkKey(), set.id);
  if (set.access_token_hash !== hashToken(token)) {
    await db
      .updateTable("own_card_sets")
      .set({ access_token_hash: hashToken(token) })
      .where("id", "=", set.id)
      .execute();
  }
  const cards = await db
    .selectFrom("own_cards")
    .select(["recipient", "reported_mailed_at"])
    .where("set_id", "=", set.id)
    .orderBy("position")
    .execute();
  return {
    url: `${deps.siteUrl}${ownCardsPath(token)}`,
    language: set.language,
    cards: cards.map((c) => ({ recipient: c.recipient, reportedMailed: c.reported_mailed_at !== null })),
  };
}
