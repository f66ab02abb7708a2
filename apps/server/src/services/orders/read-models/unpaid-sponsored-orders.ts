import type { Db } from "../../../db/database";
import { UNPAYABLE_AFTER_MS } from "./settlement";

/**
 * Sponsored orders stored before `cutoff` and never paid: the claim's request stopped between the
 * two (claim-sponsored-cards.ts). After 48 hours, as any unpaid order, they are left to lapse.
 */
export async function unpaidSponsoredOrders(db: Db, cutoff: Date, limit: number) {
  return (
    db
      .selectFrom("orders")
      .select(["id", "campaign_id", "email", "payment_session_id"])
      .where("sponsored", "=", true)
      .where("status", "=", "pending_payment")
      .where("created_at", "<=", cutoff)
      .where("created_at", ">", new Date(Date.now() - UNPAYABLE_AFTER_MS))
      // An order still waiting for its sender's emailed click has no claim yet: nothing to finish.
      // (A claim stored before its order, as before the click was asked for, has no order yet.)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("sponsored_claims as c")
            .select("c.id")
            .where((w) =>
              w.or([
                w("c.order_id", "=", w.ref("orders.id")),
                w.and([w("c.campaign_id", "=", w.ref("orders.campaign_id")), w("c.order_id", "is", null)]),
              ]),
            ),
        ),
      )
      .limit(limit)
      .execute()
  );
}
