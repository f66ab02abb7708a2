import type { Db } from "../../db/database";
import type { Logger } from "../../observability/logger";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ErasureOutcome = "erased" | "already_erased" | "in_progress" | "not_found";

/**
 * Removes an order's personal data: the sender's name, address, email and message (also each
 * card's body and sign-off), the draft it came from, and the addresses on its emails and local
 * checkout session. What stays is what the
 * books need: number, amounts, dates, statuses, the legislators written to (public) and vendor
 * and payment ids. Refused while a card is still on its way to the vendor, which needs the address.
 * (Minimal version for the console; issue 14 brings the buyer-facing erasure with the same name.)
 */
export async function erasePersonalData(
  deps: { db: Db; log: Logger },
  orderId: string,
  reason: string,
): Promise<ErasureOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "erased_at", "draft_id"])
      .where("id", "=", orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return "not_found";
    if (order.erased_at) return "already_erased";
    const inFlight = await trx
      .selectFrom("order_recipients")
      .innerJoin("orders", "orders.id", "order_recipients.order_id")
      .select("order_recipients.id")
      .where("order_recipients.order_id", "=", orderId)
      .where("orders.status", "in", ["paid", "completed"])
      .where("order_recipients.status", "in", ["pending", "submitting"])
      .executeTakeFirst();
    if (inFlight) return "in_progress";
    await trx
      .updateTable("orders")
      .set({
        email: "",
        sender_full_name: "",
        sender_street: "",
        sender_city: "",
        sender_state: "",
        sender_zip: "",
        message: "",
        zip_code: null,
        erased_at: new Date(),
        updated_at: new Date(),
      })
      .where("id", "=", orderId)
      .execute();
    // Each card's body and sign-off are the sender's words and name.
    await trx.updateTable("order_recipients").set({ body: "", sign_off: "" }).where("order_id", "=", orderId).execute();
    await trx.updateTable("emails").set({ to_address: "" }).where("order_id", "=", orderId).execute();
    await trx
      .updateTable("emails")
      .set({ status: "failed", error: "Not sent: the order's personal data was erased." })
      .where("order_id", "=", orderId)
      .where("status", "=", "pending")
      .execute();
    await trx
      .updateTable("local_checkout_sessions")
      .set({ customer_email: "" })
      .where("order_id", "=", orderId)
      .execute();
    if (order.draft_id && UUID.test(order.draft_id)) {
      await trx
        .updateTable("drafts")
        .set({ concerns: "", personal_impact: "", draft_message: null, human_approved_message: null })
        .where("id", "=", order.draft_id)
        .execute();
    }
    deps.log.info({ orderId, reasonLength: reason.length }, "personal data erased");
    return "erased";
  });
}
