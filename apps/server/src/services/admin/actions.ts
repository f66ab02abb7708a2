import type { AdminActionRequest } from "@civic/contracts/admin";
import { formatDollars } from "@civic/contracts/pricing";
import { AppError } from "../../core/app-error";
import type { Config } from "../../core/config";
import { addToOutbox, queueEmail } from "../email";
import {
  confirmCardAtVendor,
  erasePersonalData,
  giveUpHeldCard,
  isPaidOrCompleted,
  loadCard,
  loadOrder,
  loadOrderCards,
  queueFulfilment,
  type RefundOutcome,
  reopenFailedCard,
  resendUnknownCard,
} from "../orders";
import { type RefundDeps, refundCards } from "../refunds";
import { type ActionOutcome, runAudited } from "./audit-log";

export interface Operator {
  email: string;
}

type Request = AdminActionRequest;

/** A vendor's own record of one of its orders, as the mailing service fetches it for an operator's check. */
type VendorOrderCheck = (
  vendor: string,
  vendorOrderId: string,
  card?: { idempotencyKey: string; orderId: string; recipientId: string },
) => Promise<
  | { configured: false }
  | {
      configured: true;
      testMode: boolean;
      order: { vendorOrderId: string; idempotencyKey: string | null; recipientId: string | null } | null;
    }
>;

/**
 * What an operator's refund says to the sender (status page, data export) and to the
 * payment provider. The operator's own reason is free text that may name the sender and more
 * ("she called about her divorce"): it is kept in the audit log only.
 */
const OPERATOR_REFUND_REASON = "Issued by our support team";

/** What the console's actions need: refunds (the provider), the outbox and the queue, the data folder erasure cleans, and the vendors' order lookups. */
export interface ActionDeps extends RefundDeps {
  config: Pick<Config, "dataDir">;
  fetchVendorOrder: VendorOrderCheck;
}

const VENDOR_NAMES: Record<string, string> = {
  ignitepost: "IgnitePost",
  handwrytten: "Handwrytten",
  local: "The local print shop",
};
const vendorName = (vendor: string | null) => (vendor && VENDOR_NAMES[vendor]) ?? vendor ?? "The vendor";

async function cardAndOrder(deps: ActionDeps, cardId: string) {
  const card = await loadCard(deps.db, cardId);
  if (!card) throw AppError.notFound("There is no such card.");
  const order = await loadOrder(deps.db, card.order_id);
  if (!order) throw new Error(`card ${cardId}'s order is missing`);
  return { card, order };
}

type CardRow = Awaited<ReturnType<typeof cardAndOrder>>["card"];
type OrderRow = Awaited<ReturnType<typeof cardAndOrder>>["order"];

/** One operator action on one card: the card and its order loaded (404 without), `act` run audited once per key. */
async function onCard(
  deps: ActionDeps,
  operator: Operator,
  cardId: string,
  req: Request,
  action: "retry_card" | "confirm_at_vendor" | "send_again" | "refund_card",
  act: (card: CardRow, order: OrderRow) => Promise<ActionOutcome>,
) {
  const { card, order } = await cardAndOrder(deps, cardId);
  return runAudited(
    deps.db,
    { ...audit(operator, req), action, targetType: "card", targetId: card.id, orderId: order.id },
    () => act(card, order),
  );
}

async function orderOrNotFound(deps: ActionDeps, orderId: string) {
  const order = await loadOrder(deps.db, orderId);
  if (!order) throw AppError.notFound("There is no such order.");
  return order;
}

/**
 * Sends a failed card back to the print shop through the ordinary fulfilment job, with the card's
 * own idempotency key: a card the vendor already has an order for is never ordered again.
 */
export async function retryCard(deps: ActionDeps, operator: Operator, cardId: string, req: Request) {
  return onCard(deps, operator, cardId, req, "retry_card", async (card, order) => {
    if (card.vendor_order_id) {
      return { result: "no_change", message: `This card already has vendor order ${card.vendor_order_id}.` };
    }
    if (card.status !== "failed") return { result: "no_change", message: `This card is ${card.status}, not failed.` };
    if (order.erased_at) return { result: "refused", message: "This order's personal data was erased." };
    if (!(await reopenFailedCard(deps.db, card)))
      return { result: "no_change", message: "Someone else already retried this card." };
    await queueFulfilment(deps.jobs, order.id);
    const refunded = await deps.db
      .selectFrom("refund_items")
      .select("refund_id")
      .where("recipient_id", "=", card.id)
      .executeTakeFirst();
    return {
      result: "succeeded",
      message: refunded
        ? "The card is on its way to the print shop again. Its share stays refunded: this one is on us."
        : "The card is on its way to the print shop again.",
      detail: { refunded: !!refunded },
    };
  });
}

/**
 * "<Vendor> has it": the operator found the card at the vendor and gives its order id. The order is
 * fetched from the vendor and must be this card (its uid is the card's key, or its metadata names
 * the card) before the card is ordered under it; the order then settles as usual.
 */
export async function confirmUnknownCard(
  deps: ActionDeps,
  operator: Operator,
  cardId: string,
  req: Request & { vendorOrderId: string },
) {
  return onCard(deps, operator, cardId, req, "confirm_at_vendor", async (card, order) => {
    if (card.status !== "outcome_unknown") {
      return { result: "no_change", message: `This card is ${card.status}; its outcome is not unknown.` };
    }
    const vendor = card.vendor ?? "";
    const name = vendorName(card.vendor);
    // A vendor that finds orders by what we sent (Handwrytten) names the card's order itself.
    const ofCard = { idempotencyKey: `card-${card.id}`, orderId: order.id, recipientId: card.id };
    const check = await deps.fetchVendorOrder(vendor, req.vendorOrderId, ofCard).catch((err: unknown) => {
      throw AppError.upstream(
        `${name} could not be asked about order ${req.vendorOrderId} (${err instanceof Error ? err.message : "no answer"}). Try again.`,
      );
    });
    if (!check.configured) return { result: "refused", message: `${name} is not configured on this server.` };
    if (!check.order) {
      return {
        result: "refused",
        message: check.testMode
          ? `${name} is in test mode: it keeps no orders, so order ${req.vendorOrderId} cannot be checked.`
          : `${name} has no order ${req.vendorOrderId}.`,
      };
    }
    const ours = check.order.idempotencyKey === `card-${card.id}` || check.order.recipientId === card.id;
    if (!ours) {
      return { result: "refused", message: `${name}'s order ${req.vendorOrderId} is not this card.` };
    }
    const taken = await deps.db
      .selectFrom("order_recipients")
      .select("id")
      .where("vendor", "=", vendor)
      .where("vendor_order_id", "=", check.order.vendorOrderId)
      .executeTakeFirst();
    if (taken) return { result: "refused", message: `Order ${req.vendorOrderId} already belongs to another card.` };
    const confirmed = await confirmCardAtVendor(deps.db, {
      orderId: order.id,
      recipientId: card.id,
      vendorOrderId: check.order.vendorOrderId,
    });
    if (!confirmed) return { result: "no_change", message: "Someone else already decided about this card." };
    await queueFulfilment(deps.jobs, order.id);
    return {
      result: "succeeded",
      message: `The card is recorded as ${name}'s order ${check.order.vendorOrderId}.`,
      detail: { vendorOrderId: check.order.vendorOrderId },
    };
  });
}

/**
 * "Send it again": the operator checked that the vendor does not have the card. It goes back to
 * fulfilment, which orders it once more.
 */
export async function sendUnknownCardAgain(deps: ActionDeps, operator: Operator, cardId: string, req: Request) {
  return onCard(deps, operator, cardId, req, "send_again", async (card, order) => {
    if (card.status !== "outcome_unknown") {
      return { result: "no_change", message: `This card is ${card.status}; its outcome is not unknown.` };
    }
    if (order.erased_at) return { result: "refused", message: "This order's personal data was erased." };
    if (!(await resendUnknownCard(deps.db, card.id))) {
      return { result: "no_change", message: "Someone else already decided about this card." };
    }
    await queueFulfilment(deps.jobs, order.id);
    // Not necessarily to the same vendor: it goes to the first of MAILING_VENDORS that can take it now.
    return {
      result: "succeeded",
      message: "The card is on its way again, to the first mailing vendor that can take it.",
    };
  });
}

/** What pausing a mailing vendor needs: the mailing service's pause and resume (its table). */
export interface VendorPauseDeps {
  pauseVendor(vendor: string, by: string, reason: string): Promise<boolean>;
  resumeVendor(vendor: string): Promise<boolean>;
}

/** Pauses a mailing vendor: no new card goes to it (cards at it are still followed) until resumed. */
export async function pauseVendor(
  deps: ActionDeps & VendorPauseDeps,
  operator: Operator,
  vendor: string,
  req: Request,
) {
  return runAudited(
    deps.db,
    { ...audit(operator, req), action: "pause_vendor", targetType: "vendor", targetId: vendor, orderId: null },
    async (): Promise<ActionOutcome> =>
      (await deps.pauseVendor(vendor, operator.email, req.reason))
        ? {
            result: "succeeded",
            message: `${vendorName(vendor)} is paused: new cards go to the next vendor, or wait if there is none.`,
          }
        : { result: "no_change", message: `${vendorName(vendor)} was already paused.` },
  );
}

export async function resumeVendor(
  deps: ActionDeps & VendorPauseDeps,
  operator: Operator,
  vendor: string,
  req: Request,
) {
  return runAudited(
    deps.db,
    { ...audit(operator, req), action: "resume_vendor", targetType: "vendor", targetId: vendor, orderId: null },
    async (): Promise<ActionOutcome> =>
      (await deps.resumeVendor(vendor))
        ? { result: "succeeded", message: `${vendorName(vendor)} takes cards again.` }
        : { result: "no_change", message: `${vendorName(vendor)} was not paused.` },
  );
}

/** Refunds one card at its share of the price, through the payment provider, at most once. */
export async function refundCard(deps: ActionDeps, operator: Operator, cardId: string, req: Request) {
  return onCard(deps, operator, cardId, req, "refund_card", async (card, order) => {
    // A card held for its sender's choice stops waiting: it can no longer be sent to anyone.
    const heldGivenUp =
      card.status === "held" && isPaidOrCompleted(order.status) && (await giveUpHeldCard(deps.db, card, "operator"));
    const outcome = await refundAsOperator(deps, operator, order, [card.id], "This card was already refunded.");
    if (heldGivenUp) await queueFulfilment(deps.jobs, order.id);
    return outcome;
  });
}

/** Refunds every card of the order that no refund covers yet, in one provider refund. */
export async function refundRestOfOrder(deps: ActionDeps, operator: Operator, orderId: string, req: Request) {
  const order = await orderOrNotFound(deps, orderId);
  return runAudited(
    deps.db,
    { ...audit(operator, req), action: "refund_rest", targetType: "order", targetId: order.id, orderId: order.id },
    async () => {
      const cards = await loadOrderCards(deps.db, order.id);
      return refundAsOperator(
        deps,
        operator,
        order,
        cards.map((c) => c.id),
        "Every card of this order was already refunded.",
      );
    },
  );
}

/** An operator's refund of these cards (those no refund covers yet), with the fixed reason the sender sees. */
async function refundAsOperator(
  deps: ActionDeps,
  operator: Operator,
  order: OrderRow,
  recipientIds: string[],
  alreadyRefunded: string,
): Promise<ActionOutcome> {
  if (!isPaidOrCompleted(order.status)) return { result: "refused", message: "This order was never paid." };
  const outcome = await refundCards(deps, order, {
    recipientIds,
    kind: "operator",
    reason: OPERATOR_REFUND_REASON,
    requestedBy: operator.email,
  }).catch(providerRefused);
  return describe(outcome, alreadyRefunded);
}

/** Sends one of the order's emails again, to the order's address, as a new outbox email. */
export async function resendEmail(deps: ActionDeps, operator: Operator, emailId: string, req: Request) {
  const email = await deps.db.selectFrom("emails").selectAll().where("id", "=", emailId).executeTakeFirst();
  if (!email?.order_id) throw AppError.notFound("There is no such email.");
  const order = await orderOrNotFound(deps, email.order_id);
  return runAudited(
    deps.db,
    { ...audit(operator, req), action: "resend_email", targetType: "email", targetId: email.id, orderId: order.id },
    async () => {
      if (order.erased_at || !order.email)
        return { result: "refused", message: "This order's personal data was erased." };
      const id = await addToOutbox(deps.db, {
        kind: email.kind,
        // One resend per confirmation: the console's key is part of the email's own.
        dedupeKey: `resend:${email.id}:${req.idempotencyKey}`,
        orderId: order.id,
        recipientId: email.recipient_id,
        refundId: email.refund_id,
        to: order.email,
      });
      if (!id) return { result: "no_change", message: "This resend was already queued." };
      await queueEmail(deps.jobs, id);
      return { result: "succeeded", message: "The email is queued to go out again.", detail: { emailId: id } };
    },
  );
}

/** Erases the order's personal data (name, address, email, message). */
export async function eraseOrder(deps: ActionDeps, operator: Operator, orderId: string, req: Request) {
  const order = await orderOrNotFound(deps, orderId);
  return runAudited(
    deps.db,
    { ...audit(operator, req), action: "erase_order", targetType: "order", targetId: order.id, orderId: order.id },
    async (): Promise<ActionOutcome> => {
      const outcome = await erasePersonalData(deps, order.id, "operator");
      if (outcome === "already_erased") return { result: "no_change", message: "This order was already erased." };
      if (outcome === "busy") {
        return {
          result: "refused",
          message: "Its cards are being sent to the print shop right now; try again in a minute.",
        };
      }
      if (outcome === "not_settled") {
        return {
          result: "refused",
          message:
            "This order is not settled: erase it once every card is mailed or refunded, and an unpaid order once it can no longer be paid.",
        };
      }
      return { result: "succeeded", message: "The order's personal data is erased." };
    },
  );
}

function audit(operator: Operator, req: Request) {
  return { operator: operator.email, reason: req.reason, idempotencyKey: req.idempotencyKey };
}

function providerRefused(err: unknown): never {
  if (err instanceof AppError) throw err;
  throw AppError.upstream(
    `The payment provider did not take the refund (${err instanceof Error ? err.message : "no answer"}). It is recorded and retried automatically.`,
  );
}

function describe({ refund }: RefundOutcome, nothingLeft: string): ActionOutcome {
  if (!refund) return { result: "no_change", message: nothingLeft };
  return {
    result: "succeeded",
    message: `Refunded ${formatDollars(refund.amount_cents)} (${refund.provider_refund_id ?? refund.id}).`,
    detail: { refundId: refund.id, amountCents: refund.amount_cents },
  };
}
