import { errorCodes } from "@civic/contracts/errors";
import { HELD_CARD_DAYS, HELD_CARD_REMINDER_DAYS } from "@civic/contracts/order-status";
import { AppError } from "../../core/app-error";
import type { Clock } from "../../core/clock";
import { addressCard } from "../cards";
import { addToOutbox, queueEmail } from "../email";
import type { DirectoryIndex, LegislatorDirectory } from "../legislators";
import {
  giveUpHeldCard,
  heldCardsDue,
  heldCardsNotToldOfNewHolder,
  loadCard,
  loadOrder,
  type NewHolder,
  type OrderRow,
  queueFulfilment,
  type RecipientRow,
  sendHeldCardTo,
} from "../orders";
import { type RefundDeps, refundCards } from "../refunds";

/** What a held card's choice needs: the directory (who holds the seat now), the refund path and the one clock. */
export interface HeldCardDeps extends RefundDeps {
  legislators: Pick<LegislatorDirectory, "index" | "isLoaded">;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who a held card would go to now: the holder of the seat it was written to, once the directory
 * knows them, with the greeting and the office (of the kind the sender chose) written for them.
 */
export function newHolderOf(
  index: DirectoryIndex,
  card: Pick<RecipientRow, "type" | "seat_state" | "seat_district" | "office_kind">,
  order: Pick<OrderRow, "created_at" | "sender_zip" | "language">,
): NewHolder | null {
  // A state legislator's seat is not followed to its next holder (decision 0120): refund only.
  if (!card.seat_state || card.type === "state_legislator") return null;
  const holder = index.holderOf({ state: card.seat_state, district: card.seat_district }, new Date(order.created_at));
  if (!holder) return null;
  return {
    legislatorId: holder.id,
    title: holder.title,
    name: holder.name,
    ...addressCard(index, holder, card.office_kind, order.sender_zip, order.language),
  };
}

/**
 * Tells the sender a card of theirs is held, and queues the reminder: at once, then
 * HELD_CARD_REMINDER_DAYS later by the one clock (skipped if they chose meanwhile).
 */
export async function emailHeldCard(deps: HeldCardDeps, order: OrderRow, recipientId: string, heldAt: Date) {
  const remindAt = new Date(heldAt.getTime() + HELD_CARD_REMINDER_DAYS * DAY_MS);
  const emails = [
    { kind: "card_held" as const, sendAfter: null },
    { kind: "card_held_reminder" as const, sendAfter: remindAt },
  ];
  for (const { kind, sendAfter } of emails) {
    const emailId = await addToOutbox(deps.db, {
      kind,
      // Per hold: a card readdressed and held again is told of again.
      dedupeKey: `${kind}:${recipientId}:${heldAt.getTime()}`,
      orderId: order.id,
      recipientId,
      sendAfter,
      to: order.email,
    });
    const startAfter = sendAfter
      ? Math.max(0, Math.ceil((sendAfter.getTime() - deps.clock.now().getTime()) / 1000))
      : 0;
    if (emailId) await queueEmail(deps.jobs, emailId, startAfter);
  }
}

export type HeldCardChoice = { choice: "refund" } | { choice: "new_holder"; newHolderId: string };

const alreadyChosen = () =>
  new AppError(
    409,
    errorCodes.conflict,
    "A choice was already made for this card. The page now shows what happens to it.",
  );

/**
 * The sender's choice for a held card of `orderId`: a refund (that card's share, through the refund
 * path), or the seat's new holder (the same message readdressed, then ordered as any card is). Each
 * is one conditional UPDATE of a card still held, so of two choices at once exactly one is made;
 * the other is told so (409).
 */
export async function chooseForHeldCard(
  deps: HeldCardDeps,
  orderId: string,
  cardId: string,
  choice: HeldCardChoice,
): Promise<void> {
  const [order, card] = await Promise.all([loadOrder(deps.db, orderId), loadCard(deps.db, cardId)]);
  if (!order || card?.order_id !== orderId) throw AppError.notFound("Not found.");
  if (card.status !== "held") throw alreadyChosen();
  if (choice.choice === "refund") {
    if (!(await refundHeldCard(deps, order, card, "sender"))) throw alreadyChosen();
    return;
  }
  const holder = deps.legislators.isLoaded() ? newHolderOf(deps.legislators.index, card, order) : null;
  // The page named someone else (or no one): the sender chooses again, seeing who it is now.
  if (!holder || holder.legislatorId !== choice.newHolderId) {
    throw new AppError(
      409,
      errorCodes.conflict,
      "Who holds this seat has changed since the page was loaded. Look at the page again and choose.",
    );
  }
  if (!(await sendHeldCardTo(deps.db, { orderId, recipientId: card.id }, holder))) throw alreadyChosen();
  deps.log.info({ orderId, recipientId: card.id, legislatorId: holder.legislatorId }, "held card readdressed");
  await queueFulfilment(deps.jobs, orderId);
}

/** Gives a held card up and refunds it; then fulfilment settles the order if nothing else is open. */
async function refundHeldCard(deps: HeldCardDeps, order: OrderRow, card: RecipientRow, by: "sender" | "time") {
  if (!(await giveUpHeldCard(deps.db, card, by))) return false;
  try {
    await refundCards(deps, order, {
      recipientIds: [card.id],
      kind: "failed_cards",
      // Said on the sender's page and the console alike; the card's own reason says whose choice.
      reason: "1 postcard not mailed: its recipient's term had ended",
    });
  } catch (err) {
    // A refund recorded before the provider failed is asked again by reconciliation; one not even
    // recorded is made when the order settles (the failed cards' refund).
    deps.log.warn({ err, orderId: order.id, recipientId: card.id }, "a held card's refund will be retried");
  }
  await queueFulfilment(deps.jobs, order.id);
  return true;
}

/**
 * Held cards whose sender made no choice within HELD_CARD_DAYS (by the one clock) are refunded:
 * a card is never held for ever. Returns how many.
 */
export async function refundUnchosenHeldCards(deps: HeldCardDeps, limit: number): Promise<number> {
  const due = await heldCardsDue(deps.db, new Date(deps.clock.now().getTime() - HELD_CARD_DAYS * DAY_MS), limit);
  let refunded = 0;
  for (const card of due) {
    const order = await loadOrder(deps.db, card.order_id);
    if (order && (await refundHeldCard(deps, order, card, "time"))) refunded++;
  }
  return refunded;
}

/**
 * Tells each sender whose held card's seat has a holder the directory now knows (a refresh brought
 * them): the choice they could not make before is open. Once per hold. Returns how many.
 */
export async function tellOfNewHolders(deps: HeldCardDeps, limit: number): Promise<number> {
  if (!deps.legislators.isLoaded()) return 0;
  const cards = await heldCardsNotToldOfNewHolder(deps.db, limit);
  let told = 0;
  for (const card of cards) {
    const order = await loadOrder(deps.db, card.order_id);
    if (!order || order.erased_at || !newHolderOf(deps.legislators.index, card, order)) continue;
    const emailId = await addToOutbox(deps.db, {
      kind: "card_held_new_holder",
      dedupeKey: `card_held_new_holder:${card.id}:${new Date(card.held_at as Date).getTime()}`,
      orderId: order.id,
      recipientId: card.id,
      to: order.email,
    });
    if (emailId) {
      await queueEmail(deps.jobs, emailId);
      told++;
    }
  }
  return told;
}
