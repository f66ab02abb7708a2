import { expectedInMailboxFor, mailingVendor } from "@civic/contracts/mailing-vendors";
import {
  type CardStatus,
  type CardStep,
  HELD_CARD_DAYS,
  type OrderStatus,
  type TimelineEntry,
} from "@civic/contracts/order-status";
import type { Selectable } from "kysely";
import type { Db } from "../../../db/database";
import type { CardEventsTable } from "../../../db/schema";
import type { OrderRow, RecipientRow } from "../order-rows";
import { isTermEndedCardError } from "../term-ended-card";
import { orderRefund } from "./order-refund";
import { orderSettledAt } from "./settlement";

const PHOTO_URL = "https://unitedstates.github.io/images/congress/225x275";
const FULL_PATH: CardStep[] = ["paid", "sent_to_print_shop", "written", "mailed", "delivered"];

/** The steps a card can reach at its vendor: one it never reports (IgnitePost: written, delivered) is left out. */
function happyPath(vendor: string | null): CardStep[] {
  const reports = mailingVendor(vendor)?.reports ?? { written: true, delivered: true };
  return FULL_PATH.filter((step) =>
    step === "written" ? reports.written : step === "delivered" ? reports.delivered : true,
  );
}

export type CardFile = "front.png" | "back.png" | "card.pdf";

export interface OrderStatusOptions {
  retentionDays: number;
  /** Where the page may fetch a card's files; without it, no images are offered. */
  fileUrl?: (recipientId: string, file: CardFile) => string;
  /** Who a held card could go to now (the directory knows; this read model does not). */
  newHolderOf?: (
    card: RecipientRow,
    order: OrderRow,
  ) => { legislatorId: string; title: string; name: string; office: { label: string } } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Everything the status page (and the operators' console) shows about one order: what was paid
 * and refunded, and for each card its office, its exact text, its proof images and its timeline.
 * Null when there is no such order.
 */
export async function getOrderStatus(
  db: Db,
  orderId: string,
  options: OrderStatusOptions,
): Promise<OrderStatus | null> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const [recipients, refund, events, printOrders, settledAt] = await Promise.all([
    db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute(),
    orderRefund(db, orderId),
    db.selectFrom("card_events").selectAll().where("order_id", "=", orderId).orderBy("occurred_at").execute(),
    db
      .selectFrom("local_print_orders")
      .select(["recipient_ref", "png_path", "pdf_path"])
      .where("order_ref", "=", orderId)
      .execute(),
    orderSettledAt(db, order, new Date()),
  ]);
  const erased = order.erased_at !== null;
  const filesFor = new Map(printOrders.filter((p) => p.png_path && p.pdf_path).map((p) => [p.recipient_ref, p]));

  const cards = recipients.map((r): CardStatus => {
    const timeline = timelineOf(
      events.filter((e) => e.recipient_id === null || e.recipient_id === r.id),
      r.status === "failed",
      happyPath(r.vendor),
    );
    const vendor = mailingVendor(r.vendor);
    const reached = timeline.filter((t) => t.done).at(-1)?.step ?? null;
    const fileUrl = options.fileUrl;
    return {
      id: r.id,
      position: r.position,
      type: r.type,
      title: r.title,
      name: r.name,
      photo: /^[A-Z]\d{6}$/.test(r.legislator_id) ? `${PHOTO_URL}/${r.legislator_id}.jpg` : null,
      office: {
        kind: r.office_kind,
        label: r.office_label,
        street: r.address_street,
        city: r.address_city,
        state: r.address_state,
        zip: r.address_zip,
      },
      // The card's own words, exactly as the vendor received them.
      text: erased ? null : { salutation: r.salutation, body: r.body, signOff: r.sign_off },
      images:
        !erased && fileUrl && filesFor.has(r.id)
          ? { front: fileUrl(r.id, "front.png"), back: fileUrl(r.id, "back.png"), pdf: fileUrl(r.id, "card.pdf") }
          : null,
      writtenBy: vendor?.name ?? null,
      expectedBy: expectedInMailboxFor({
        vendor: r.vendor,
        status: r.status,
        mailedAt: r.mailed_at,
        office: r.office_kind,
      }),
      step: reached,
      waiting: r.status === "outcome_unknown",
      notMailedBecause: r.status === "failed" && isTermEndedCardError(r.error) ? r.error : null,
      held: r.status === "held" && r.held_at ? heldOf(r, order, options) : null,
      timeline,
    };
  });

  return {
    orderNumber: order.number,
    createdAt: order.created_at.toISOString(),
    status: order.status,
    amountCents: order.amount_cents,
    paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    sponsoredBy: order.sponsored ? await sponsorOf(db, order.campaign_id) : null,
    refund: refund
      ? {
          amountCents: refund.amount_cents,
          reason: refund.reason,
          status: refund.status,
          at: refund.updated_at.toISOString(),
        }
      : null,
    settled: settledAt !== null,
    erasedAt: order.erased_at ? new Date(order.erased_at).toISOString() : null,
    retentionDays: options.retentionDays,
    cards,
  };
}

/** A held card: why, until when the sender may choose, and the seat's holder now if known. */
function heldOf(card: RecipientRow, order: OrderRow, options: OrderStatusOptions): CardStatus["held"] {
  const holder = options.newHolderOf?.(card, order) ?? null;
  return {
    reason: card.error ?? "",
    refundAt: new Date(new Date(card.held_at as Date).getTime() + HELD_CARD_DAYS * DAY_MS).toISOString(),
    newHolder: holder
      ? { id: holder.legislatorId, title: holder.title, name: holder.name, officeLabel: holder.office.label }
      : null,
  };
}

/**
 * A card's steps in their fixed order, each with the time its first event reported it. Events
 * may arrive late or out of order: a step counts as done when it or any later step was reported,
 * so a card never moves backwards (a step the vendor does not report keeps no time).
 */
function timelineOf(events: Selectable<CardEventsTable>[], failed: boolean, happy: CardStep[]): TimelineEntry[] {
  const firstAt = new Map<CardStep, Date>();
  for (const e of events) {
    const at = new Date(e.occurred_at);
    const seen = firstAt.get(e.kind);
    if (!seen || at < seen) firstAt.set(e.kind, at);
  }
  const path: CardStep[] = failed
    ? ["paid", ...(firstAt.has("sent_to_print_shop") ? (["sent_to_print_shop"] as const) : []), "failed", "refunded"]
    : firstAt.has("refunded")
      ? // An operator refunded a card that did not fail: the steps it reached, then the refund.
        [...happy.slice(0, happy.findLastIndex((step) => firstAt.has(step)) + 1), "refunded"]
      : happy;
  const last = path.reduce((max, step, i) => (firstAt.has(step) ? i : max), -1);
  return path.map((step, i) => ({
    step,
    at: firstAt.get(step)?.toISOString() ?? null,
    done: i <= last,
  }));
}

/** Who paid for a sponsored order: its campaign's organisation (the campaign may since be erased). */
async function sponsorOf(db: Db, campaignId: string | null): Promise<string> {
  const campaign = campaignId
    ? await db.selectFrom("campaigns").select("organisation").where("id", "=", campaignId).executeTakeFirst()
    : undefined;
  return campaign?.organisation ?? "the campaign's organisation";
}
