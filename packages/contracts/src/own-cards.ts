import { z } from "zod";
import { officeKindSchema } from "./card-text";
import { mailingAddressSchema } from "./legislators";
import { createPaymentRequest } from "./payments";

/** The page a sender who writes their own cards lands on; its secret is the link's last segment. */
export const ownCardsPath = (token: string) => `/write-it-yourself/${token}`;
/** The printable PDF: every card at 4x6 in, then letter sheets of four with cut marks. */
export const ownCardsPdfPath = (token: string) => `/api/own-cards/${token}/cards.pdf`;

/** Days after "I'll write it myself" when the reminder goes, if the sender asked for emails. */
export const OWN_CARDS_REMINDER_DAYS = 4;

/** The guidance printed with the cards and shown on the page (issue 39). */
export const OWN_CARD_GUIDANCE = {
  stamp:
    "Use a postcard stamp. A card between 3½×5 and 4¼×6 inches mails at the postcard rate; a bigger card (5×7) needs a letter stamp.",
  print: "Print clearly in capital letters, not cursive: offices open many cards and scanners read print.",
  addressArea: "Write nothing but the address in the address area, and leave the bottom 5/8 inch blank.",
  homeOffice:
    "It goes to their home office: mail there is read soonest, while mail to Washington is screened for 2 to 3 weeks first.",
  washingtonOffice: "It goes to their Washington office, the only office we have an address for.",
  /** A state legislator's card: the office a paid card to them goes to (decisions 0090, 0120). */
  stateOffice: "It goes to their office at the State Capitol when they have one, else to their district office.",
} as const;

/** `write-it-myself`: the cards checkout planned, to be written and mailed by the sender. */
export const writeItMyselfRequest = createPaymentRequest
  .pick({ sendOption: true, postcardData: true, campaign: true })
  .extend({
    /** Only when the sender ticked "Email me the link and a reminder": checkout's address, checked as for paying. */
    email: createPaymentRequest.shape.email.optional(),
  })
  .strict();
export type WriteItMyselfRequest = z.infer<typeof writeItMyselfRequest>;
export const writeItMyselfResponse = z.object({ path: z.string() });

const token = z.string().min(1).max(200);

export const ownCardsRequest = z.object({ token });
export const ownCardSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  /** A card to a member of the sender's state legislature (decision 0128), not to Congress. */
  toStatehouse: z.boolean(),
  officeKind: officeKindSchema,
  officeLabel: z.string(),
  address: mailingAddressSchema,
  salutation: z.string(),
  body: z.string(),
  signOff: z.string(),
  /** When the sender told us they mailed it; null until then. */
  reportedMailedAt: z.string().nullable(),
});
export type OwnCard = z.infer<typeof ownCardSchema>;
export const ownCardsResponse = z.object({
  cards: z.array(ownCardSchema),
  pdfPath: z.string(),
  /** The campaign the cards count towards, if the sender came through one. */
  campaign: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type OwnCards = z.infer<typeof ownCardsResponse>;

export const reportCardMailedRequest = z.object({ token, cardId: z.string().uuid() });

export const eraseOwnCardsRequest = z.object({ token });
export const eraseOwnCardsResponse = z.object({ erased: z.literal(true) });
