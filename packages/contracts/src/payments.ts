import { z } from "zod";
import { addressMessages, isUsStateCode, ZIP_OR_ZIP4_RE } from "./address-parsing";
import { cardFrontIds } from "./card-fronts";
import { officeKindSchema } from "./card-text";
import { isValidEmail } from "./email";
import { FULL_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH, STREET_MAX_LENGTH } from "./limits";
import { MAX_STATE_CARDS, sendOptions } from "./pricing";

export const sendOptionSchema = z.enum(sendOptions);
/** Who a card of an order is to: a member of Congress, or a member of the sender's state legislature. */
export const recipientTypeSchema = z.enum(["representative", "senator", "state_legislator"]);
export type RecipientType = z.infer<typeof recipientTypeSchema>;

/**
 * A return address as the card writes it. The street line is any line a post office delivers to:
 * a house number is not required ("PO Box 123", "Rural Route 2 Box 9", "HC 1 Box 5"), and a second
 * line travels after a comma. The messages are the step 4 form's own (address-parsing.ts).
 */
export const userInfoSchema = z.object({
  fullName: z.string().trim().min(1, "Enter your full name.").max(FULL_NAME_MAX_LENGTH),
  streetAddress: z
    .string()
    .trim()
    .min(1, addressMessages.street)
    .max(STREET_MAX_LENGTH, addressMessages.streetTooLong(STREET_MAX_LENGTH)),
  city: z.string().trim().min(1, addressMessages.city).max(100),
  state: z.string().trim().refine(isUsStateCode, addressMessages.state),
  zipCode: z.string().trim().regex(ZIP_OR_ZIP4_RE, addressMessages.zip),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Only ids are trusted: the server looks every recipient up in its own directory. */
const recipientRef = z.object({ id: z.string().min(1).max(40) }).loose();
/** A state legislator by Open States' person id ("ocd-person/…", 47 characters). */
const stateRecipientRef = z.object({ id: z.string().min(1).max(80) }).loose();

export const createPaymentRequest = z.object({
  sendOption: sendOptionSchema,
  // The checkout form's own rules (wizard.md §5), so browser and server agree on every address.
  email: z.string().trim().refine(isValidEmail, "Please enter a valid email address"),
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX_LENGTH),
  simulateFailure: z.boolean().optional(),
  simulatedFailed: z.number().int().min(0).max(3).optional(),
  /** The campaign whose link the sender came through, and their choice to share with its organisation. */
  campaign: z
    .object({
      slug: z.string().trim().toLowerCase().min(3).max(60),
      shareWithOrganisation: z.boolean().default(false),
    })
    .optional(),
  postcardData: z.object({
    userInfo: userInfoSchema,
    representative: recipientRef.nullable().optional(),
    senators: z.array(recipientRef).max(2).default([]),
    /** State senators and representatives, each one of the sender's ZIP's candidate districts' members. */
    stateLegislators: z.array(stateRecipientRef).max(MAX_STATE_CARDS).optional(),
    finalMessage: z
      .string()
      .trim()
      .min(1, "Write a message first.")
      .max(MESSAGE_MAX_LENGTH, `Keep your message to ${MESSAGE_MAX_LENGTH} characters.`),
    // The card count and the buyer's email are the request's own `sendOption` and `email`, sent
    // once (wizard.md's table repeats them here; a copy sent by an older page is dropped unread).
    draftId: z.string().max(100).nullable().optional(),
    zipCode: z.string().optional(),
    /** Where every card of the order is mailed (checkout's choice). */
    office: officeKindSchema.default("washington"),
    /** The picture side the preview showed; unset, a campaign's own front, else the default. */
    front: z.enum(cardFrontIds).optional(),
  }),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;
export const createPaymentResponse = z.object({
  client_secret: z.string(),
  sessionId: z.string(),
  orderId: z.string(),
  provider: z.enum(["stripe", "local"]),
  amountCents: z.number().int(),
  /** The order's private status page (/orders/{token}). */
  statusPath: z.string().optional(),
});

export const recipientResultSchema = z.object({
  type: recipientTypeSchema,
  recipient: z.string(),
  /** A state legislator's title as their state gives it ("Senator", "Delegate"): no shorthand stands for it. */
  title: z.string().optional(),
  status: z.enum(["success", "error"]),
  error: z.string().nullable().optional(),
  orderId: z.string().nullable().optional(),
});
export type RecipientResult = z.infer<typeof recipientResultSchema>;

export const postcardResultsSchema = z.object({
  success: z.boolean(),
  results: z.array(recipientResultSchema),
  summary: z.object({
    totalSent: z.number().int(),
    totalFailed: z.number().int(),
    total: z.number().int(),
    sendOption: sendOptionSchema,
  }),
  orderId: z.string(),
  actualMailingDate: z.string().nullable(),
});
export type PostcardResults = z.infer<typeof postcardResultsSchema>;

export const verifyPaymentRequest = z.object({ sessionId: z.string().min(1).max(300) });
export const verifyPaymentResponse = z.object({
  success: z.boolean(),
  /** What was ordered, as the server stored it (never what the browser claimed). */
  postcardData: z
    .object({
      representative: z.object({ type: z.string(), name: z.string() }).nullable(),
      senators: z.array(z.object({ type: z.string(), name: z.string() })),
      /** Cards to state legislators, with the title their state gives them ("Senator", "Delegate"). */
      stateLegislators: z.array(z.object({ title: z.string(), name: z.string() })).optional(),
      sendOption: sendOptionSchema,
      email: z.string(),
      zipCode: z.string(),
    })
    .nullable(),
  /** Null while the cards are still being ordered. */
  postcardResults: postcardResultsSchema.nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  actualMailingDate: z.string().nullable(),
  status: z.string(),
  /** The order's private status page (/orders/{token}), once it is paid. */
  statusPath: z.string().nullable().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

/** Only the session: the server decides what to refund from the failed cards. */
export const refundPaymentRequest = z.object({
  sessionId: z.string().min(1).max(300),
});
export const refundPaymentResponse = z.object({
  refund_id: z.string().nullable(),
  amount_cents: z.number().int(),
  status: z.string(),
  orderId: z.string(),
});

/** The local test checkout's card form posts here (only when the local provider is active). */
export const localCheckoutPayRequest = z.object({
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().max(30),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
  postalCode: z.string().max(10).optional(),
});
export const localCheckoutPayResponse = z.object({
  status: z.enum(["complete", "declined"]),
  returnUrl: z.string().nullable(),
  message: z.string().nullable(),
});
