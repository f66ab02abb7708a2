import { z } from "zod";
import { cardFrontIds } from "./card-fronts";
import { officeKindSchema, plannedCardSchema } from "./card-text";
import { MESSAGE_MAX_LENGTH } from "./limits";
import { userInfoSchema } from "./payments";
import { MAX_STATE_CARDS } from "./pricing";

/**
 * Step 5's preview: the card as it will be written. The recipient is named by id and looked up in
 * the server's directory, so the preview shows the office address the card is mailed to. POST,
 * because the message and address must not sit in a URL that proxies and logs keep.
 */
export const renderCardPreviewRequest = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH, `Keep your message to ${MESSAGE_MAX_LENGTH} characters.`),
  sender: userInfoSchema,
  recipientId: z.string().min(1).max(80),
  front: z.enum(cardFrontIds).optional(),
  office: officeKindSchema.default("washington"),
});
export const renderCardPreviewResponse = z.object({
  /** URLs of the two PNGs (same origin, content-addressed), 7:5, 1,050 px wide: the size the page shows. */
  front: z.string(),
  back: z.string(),
});

/**
 * Checkout's view of the cards before payment: each recipient's card as it will be written and
 * where it goes. The server looks every recipient up by id, as it does at payment.
 */
export const previewCardsRequest = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH, `Keep your message to ${MESSAGE_MAX_LENGTH} characters.`),
  sender: userInfoSchema,
  // Congress's three, then the state legislators (Open States' ids are longer than Bioguide's).
  recipientIds: z
    .array(z.string().min(1).max(80))
    .min(1, "Pick at least one recipient.")
    .max(3 + MAX_STATE_CARDS),
  office: officeKindSchema.default("washington"),
});

export const previewCardsResponse = z.object({ cards: z.array(plannedCardSchema) });
