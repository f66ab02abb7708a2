import { z } from "zod";
import { isValidEmail } from "./email";
import { recipientTypeSchema } from "./payments";

/** The status page's secret, from its URL: /orders/{token}. Any string; a wrong one is "not found". */
const token = z.string().min(1).max(200);

export const cardStepSchema = z.enum([
  "paid",
  "sent_to_print_shop",
  "written",
  "mailed",
  "delivered",
  "failed",
  "refunded",
]);
export type CardStep = z.infer<typeof cardStepSchema>;

export const timelineEntrySchema = z.object({
  step: cardStepSchema,
  /** Null for a step still to come, or one the vendor does not report on its own. */
  at: z.string().nullable(),
  done: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const cardStatusSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  type: recipientTypeSchema,
  title: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  /** Where the card was mailed; label is e.g. "Seattle district office" when it was chosen. */
  office: z.object({
    kind: z.enum(["washington", "home"]),
    label: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** The exact words on the card; null once erased. */
  text: z.object({ salutation: z.string().nullable(), body: z.string(), signOff: z.string().nullable() }).nullable(),
  /** The print shop's own files (the proof); null when the vendor made none, or once erased. */
  images: z.object({ front: z.string(), back: z.string(), pdf: z.string() }).nullable(),
  /** Who writes and mails it (the vendor the card went to); null before it went to one. */
  writtenBy: z.string().nullable(),
  /** For a vendor that reports no delivery: once mailed, the day it should be in the mailbox by (YYYY-MM-DD). */
  expectedBy: z.string().nullable(),
  /** Where the card is now: the last step reached. */
  step: cardStepSchema.nullable(),
  /**
   * Its call to the mailing service went unanswered (a timeout): we do not know whether the
   * service has it, and are finding out. Nothing further is claimed until we do.
   */
  waiting: z.boolean().default(false),
  /** Why a card was not mailed when the reason is ours and true (its recipient's term ended); null otherwise. */
  notMailedBecause: z.string().nullable().default(null),
  /**
   * Held, not mailed: its recipient's term ended before it was ordered from the mailing service.
   * The sender chooses a refund, or the seat's new holder once the directory knows them.
   */
  held: z
    .object({
      /** Why, in our own words: whose term ended on which day. */
      reason: z.string(),
      /** Without a choice by then (an instant), the card is refunded. */
      refundAt: z.string(),
      /** Who holds the seat now, once the directory knows: the card may go to them instead. */
      newHolder: z.object({ id: z.string(), title: z.string(), name: z.string(), officeLabel: z.string() }).nullable(),
    })
    .nullable()
    .default(null),
  timeline: z.array(timelineEntrySchema),
});
export type CardStatus = z.infer<typeof cardStatusSchema>;

/** What the status page shows: the answer of order-status and of erase-order-data. */
export const orderStatusSchema = z.object({
  orderNumber: z.number().int(),
  createdAt: z.string(),
  status: z.enum(["pending_payment", "paid", "completed", "payment_failed", "payment_mismatch"]),
  amountCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** A sponsored order's organisation: it paid, and a failed card's refund went back to its budget. */
  sponsoredBy: z.string().nullable().default(null),
  refund: z
    .object({
      amountCents: z.number().int(),
      reason: z.string(),
      status: z.enum(["pending", "succeeded", "failed"]),
      at: z.string(),
    })
    .nullable(),
  /** Every card mailed, failed or refunded: the sender may erase their data now. */
  settled: z.boolean(),
  erasedAt: z.string().nullable(),
  /** Days after the last card settles until we erase the personal data ourselves. */
  retentionDays: z.number().int(),
  cards: z.array(cardStatusSchema),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderStatusRequest = z.object({ token });

export const eraseOrderDataRequest = z.object({ token });

export const replaceStatusLinkRequest = z.object({ token });

/** How long a held card waits for its sender's choice, and when they are reminded (docs/decisions/0110). */
export const HELD_CARD_DAYS = 14;
export const HELD_CARD_REMINDER_DAYS = 7;

/**
 * The sender's choice for a held card: a refund, or the seat's new holder (`newHolderId`: the one
 * the page showed, so a card never goes to someone the sender did not see named).
 */
export const chooseHeldCardRequest = z.discriminatedUnion("choice", [
  z.object({ token, cardId: z.string().uuid(), choice: z.literal("refund") }),
  z.object({
    token,
    cardId: z.string().uuid(),
    choice: z.literal("new_holder"),
    newHolderId: z.string().min(1).max(40),
  }),
]);
export type ChooseHeldCardRequest = z.infer<typeof chooseHeldCardRequest>;
/** The new link goes to the order's email address only, never into this answer. */
export const replaceStatusLinkResponse = z.object({ sent: z.literal(true) });

export const findMyOrdersRequest = z.object({
  email: z.string().trim().max(254).refine(isValidEmail, "Please enter a valid email address"),
});
/** The same answer whether or not the address has orders. */
export const findMyOrdersResponse = z.object({ sent: z.literal(true) });
