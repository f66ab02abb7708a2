import { AppError } from "../../core/app-error";
import type { Db } from "../../db/database";
import { findOwnCardSet, readOwnCards } from "./read-own-cards";

/**
 * The sender says they mailed this card: recorded once (a second tap keeps the first time), and
 * counted apart from the cards we mailed, as reported by its sender.
 */
export async function reportCardMailed(db: Db, token: string, cardId: string, now: Date) {
  const set = await findOwnCardSet(db, token);
  const card = await db
    .selectFrom("own_cards")
    .select(["id", "reported_mailed_at"])
    .where("id", "=", cardId)
    .where("set_id", "=", set.id)
    .executeTakeFirst();
  if (!card) throw AppError.notFound("That card is not one of the cards at this link. Reload the page.");
  if (!card.reported_mailed_at) {
    await db
      .updateTable("own_cards")
      .set({ reported_mailed_at: now })
      .where("id", "=", card.id)
      .where("reported_mailed_at", "is", null)
      .execute();
  }
  return readOwnCards(db, token);
}
