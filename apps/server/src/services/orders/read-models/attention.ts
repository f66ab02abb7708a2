import type { AttentionItem } from "@civic/contracts/admin";
import { HELD_CARD_DAYS } from "@civic/contracts/order-status";
import { sql } from "kysely";
import type { Db } from "../../../db/database";
import { PAID_STATUSES } from "../order-rows";

/** A card that has not moved for this long (not yet at the vendor, or ordered and never written) needs a look. */
const STALLED_CARD_HOURS = { submitting: 1, ordered: 72 } as const;
const HOUR_MS = 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const VENDOR_NAMES: Record<string, string> = {
  ignitepost: "IgnitePost",
  handwrytten: "Handwrytten",
  local: "the local print shop",
};
const vendorName = (vendor: string | null) => (vendor && VENDOR_NAMES[vendor]) ?? vendor ?? "the vendor";

/**
 * The orders an operator should look at now: cards whose outcome is unknown (only an operator can
 * end that), cards held for their sender's choice (a term ended), held payments, refunds not
 * through, stalled cards (in that order).
 */
export async function ordersNeedingAttention(db: Db): Promise<AttentionItem[]> {
  const now = Date.now();
  const unknown = await db
    .selectFrom("order_recipients")
    .innerJoin("orders", "orders.id", "order_recipients.order_id")
    .select([
      "order_recipients.id",
      "order_recipients.name",
      "order_recipients.title",
      "order_recipients.vendor",
      "order_recipients.error",
      "order_recipients.updated_at",
      "orders.id as order_id",
      "orders.number",
    ])
    .where("order_recipients.status", "=", "outcome_unknown")
    .orderBy("order_recipients.updated_at")
    .limit(100)
    .execute();
  const held = await db
    .selectFrom("order_recipients")
    .innerJoin("orders", "orders.id", "order_recipients.order_id")
    .select([
      "order_recipients.id",
      "order_recipients.name",
      "order_recipients.title",
      "order_recipients.error",
      "order_recipients.held_at",
      "orders.id as order_id",
      "orders.number",
    ])
    .where("order_recipients.status", "=", "held")
    .orderBy("order_recipients.held_at")
    .limit(100)
    .execute();
  const stalled = await db
    .selectFrom("order_recipients")
    .innerJoin("orders", "orders.id", "order_recipients.order_id")
    .select([
      "order_recipients.id",
      "order_recipients.name",
      "order_recipients.title",
      "order_recipients.status",
      "order_recipients.mail_status",
      "order_recipients.vendor",
      "order_recipients.updated_at",
      "orders.id as order_id",
      "orders.number",
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("order_recipients.status", "in", ["pending", "submitting"]),
          eb("orders.status", "in", PAID_STATUSES),
          eb("order_recipients.updated_at", "<", new Date(now - STALLED_CARD_HOURS.submitting * HOUR_MS)),
        ]),
        eb.and([
          eb("order_recipients.status", "=", "ordered"),
          eb("order_recipients.mail_status", "is", null),
          eb("order_recipients.ordered_at", "<", new Date(now - STALLED_CARD_HOURS.ordered * HOUR_MS)),
        ]),
      ]),
    )
    .orderBy("order_recipients.updated_at")
    .limit(100)
    .execute();

  const mismatched = await db
    .selectFrom("orders")
    .select(["id", "number", "amount_cents", "updated_at"])
    .where(sql`status`, "=", "payment_mismatch")
    .orderBy("updated_at", "desc")
    .limit(100)
    .execute();

  const pendingRefunds = await db
    .selectFrom("refunds")
    .innerJoin("orders", "orders.id", "refunds.order_id")
    .select([
      "refunds.id",
      "refunds.status",
      "refunds.error",
      "refunds.amount_cents",
      "refunds.created_at",
      "orders.id as order_id",
      "orders.number",
    ])
    .where((eb) =>
      eb.or([
        eb("refunds.status", "=", "failed"),
        eb.and([eb("refunds.status", "=", "pending"), eb("refunds.created_at", "<", new Date(now - 10 * 60 * 1000))]),
      ]),
    )
    .limit(100)
    .execute();

  return [
    ...unknown.map((c) => ({
      kind: "outcome_unknown" as const,
      title: `Order #${c.number}: outcome unknown for the card to ${c.title} ${c.name}`,
      detail:
        `${c.error ?? "The call to the vendor ended without an answer."} It is not sent again by itself: ` +
        `find it in ${vendorName(c.vendor)}'s dashboard, then say "${capitalized(vendorName(c.vendor))} has it" with its order id, or "Send it again".`,
      since: iso(c.updated_at),
      orderId: c.order_id,
      orderNumber: c.number,
      cardId: c.id,
      vendor: capitalized(vendorName(c.vendor)),
    })),
    ...held.map((c) => ({
      kind: "held_card" as const,
      title: `Order #${c.number}: card to ${c.title} ${c.name} held for the sender's choice`,
      detail:
        `${c.error ?? "Its recipient's term ended before it was ordered."} The sender was emailed and chooses on ` +
        `their order's page: a refund, or the seat's new holder once the directory knows them. Without a choice it is refunded by itself on ${refundDay(c.held_at)}.`,
      since: iso(c.held_at),
      orderId: c.order_id,
      orderNumber: c.number,
      cardId: c.id,
    })),
    ...mismatched.map((o) => ({
      kind: "payment_mismatch" as const,
      title: `Order #${o.number}: paid amount differs from the price`,
      detail: `Price ${o.amount_cents} cents.`,
      since: iso(o.updated_at),
      orderId: o.id,
      orderNumber: o.number,
    })),
    ...pendingRefunds.map((r) => ({
      kind: "pending_refund" as const,
      title: `Order #${r.number}: refund ${r.status}`,
      detail: r.error ?? `${r.amount_cents} cents waiting for the payment provider.`,
      since: iso(r.created_at),
      orderId: r.order_id,
      orderNumber: r.number,
    })),
    ...stalled.map((c) => ({
      kind: "stalled_card" as const,
      title: `Order #${c.number}: card to ${c.title} ${c.name} has not moved`,
      detail:
        c.status === "ordered"
          ? `Ordered ${STALLED_CARD_HOURS.ordered} hours ago, and ${vendorName(c.vendor)} has not reported it ${c.vendor === "local" ? "written" : "mailed"}.`
          : `Still ${c.status}.`,
      since: iso(c.updated_at),
      orderId: c.order_id,
      orderNumber: c.number,
    })),
  ];
}

/** The day (Eastern, as the sender reads it) a held card is refunded without a choice. */
const refundDay = (heldAt: Date | string | null) =>
  new Date(new Date(heldAt ?? 0).getTime() + HELD_CARD_DAYS * 24 * HOUR_MS).toLocaleDateString("en-US", {
    timeZone: "America/New_York",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
