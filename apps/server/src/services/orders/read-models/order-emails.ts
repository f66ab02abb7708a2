import { expectedInMailboxFor } from "@civic/contracts/mailing-vendors";
import { subMonths } from "date-fns/subMonths";
import type { Db } from "../../../db/database";
import { mailingAddressOf, PAID_STATUSES } from "../order-rows";
import { heldCardReasonInSpanish } from "../term-ended-card";
import type { OrderStatusOptions } from "./status-page";

const FIND_ORDERS_MONTHS = 12;

/** An address's orders of the last 12 months that have a page to show (paid, not erased). */
export function ordersOfAddress(db: Db, email: string, now = new Date()) {
  return db
    .selectFrom("orders")
    .select(["id", "number", "created_at", "amount_cents", "language"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("created_at", ">", subMonths(now, FIND_ORDERS_MONTHS))
    .where("status", "in", PAID_STATUSES)
    .where("erased_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
}

/**
 * What an order's emails tell (the email domain renders them, services/email): the order, each
 * card as it was mailed, and the refund announced: `refundId`'s, or for the order confirmation
 * the failed cards' latest refund, with the cards it covers.
 */
export async function orderEmailFacts(
  db: Db,
  orderId: string,
  refundId: string | null,
  /** Who a held card could go to now (the directory knows; this read model does not). */
  newHolderOf?: OrderStatusOptions["newHolderOf"],
) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const recipients = await db
    .selectFrom("order_recipients")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
  const refund = await db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .$if(refundId !== null, (q) => q.where("id", "=", refundId as string))
    .$if(refundId === null, (q) => q.where("kind", "=", "failed_cards"))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const refundedIds = refund
    ? (await db.selectFrom("refund_items").select("recipient_id").where("refund_id", "=", refund.id).execute()).map(
        (i) => i.recipient_id,
      )
    : [];
  const sponsor =
    order.sponsored && order.campaign_id
      ? await db.selectFrom("campaigns").select("organisation").where("id", "=", order.campaign_id).executeTakeFirst()
      : undefined;
  return {
    number: order.number,
    language: order.language,
    expectedMailingDate: order.expected_mailing_date,
    sponsoredBy: order.sponsored ? (sponsor?.organisation ?? "the campaign's organisation") : null,
    cards: recipients.map((r) => ({
      id: r.id,
      title: r.title,
      name: r.name,
      status: r.status,
      officeLabel: r.office_label,
      address: mailingAddressOf(r),
      salutation: r.salutation,
      body: r.body,
      signOff: r.sign_off,
      mailedAt: r.mailed_at,
      /** At a vendor that reports no delivery, once mailed: the day it should be in the mailbox by. */
      expectedBy: expectedInMailboxFor({
        vendor: r.vendor,
        status: r.status,
        mailedAt: r.mailed_at,
        office: r.office_kind,
      }),
      washington: r.office_kind === "washington",
      refunded: refundedIds.includes(r.id),
      /** Held for the sender's choice: why (our own words), and since when. */
      held:
        r.status === "held" && r.held_at
          ? {
              reason: order.language === "es" ? heldCardReasonInSpanish(r.error ?? "") : (r.error ?? ""),
              at: new Date(r.held_at),
              newHolder: newHolderOf?.(r, order) ?? null,
              readdressable: r.type !== "state_legislator",
            }
          : null,
    })),
    refund: refund
      ? {
          kind: refund.kind,
          status: refund.status,
          amountCents: refund.amount_cents,
          providerRefundId: refund.provider_refund_id,
        }
      : null,
  };
}
