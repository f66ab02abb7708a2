import { type CardFrontId, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
import type { CardLanguage, OfficeKind, PlannedCard } from "@civic/contracts/card-text";
import { AppError } from "../../core/app-error";
import type { Config } from "../../core/config";
import type { Db } from "../../db/database";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import { CARD_WIDTH, cardFrontIds, PROOF_WIDTH } from "./card-fronts";
import type { Card } from "./card-layout";
import { createCardPreviews } from "./card-previews";
import type { OwnCardText } from "./own-card-pdf";
import { planCard, planCardText, planStateCard } from "./plan-cards";
import { asBuffer, createRenderPool } from "./render-pool";
import type { CardSide } from "./render-tasks";

export interface PreviewRequest {
  message: string;
  sender: Card["sender"];
  recipientId: string;
  front?: string;
  office: OfficeKind;
}

export interface PlanRequest {
  message: string;
  sender: Card["sender"];
  recipientIds: string[];
  office: OfficeKind;
}

/** Cards: previews for the wizard and print files for the print shop, drawn in the render pool. */
export function createCardsService(deps: {
  config: Config;
  db: Db;
  legislators: LegislatorDirectory;
  stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
}) {
  const pool = createRenderPool({ threads: deps.config.RENDER_THREADS, maxQueue: deps.config.RENDER_QUEUE });
  const previews = createCardPreviews({ db: deps.db, pool });
  const frontPngs = new Map<CardFrontId, Promise<Buffer>>();
  const legislatorFor = (recipientId: string) => {
    const legislator = deps.legislators.index.findById(recipientId);
    if (!legislator || legislator.vacant) {
      throw AppError.badRequest("That legislator can't receive a card. Go back and choose who to write to.");
    }
    return legislator;
  };
  /** A state legislator's card when the id is Open States' ("ocd-person/…"), else null. */
  const stateCardFor = (recipientId: string, input: Parameters<typeof planStateCard>[2]) => {
    if (!recipientId.startsWith("ocd-person/")) return null;
    const member = deps.stateLegislators.isLoaded() ? deps.stateLegislators.index.findById(recipientId) : null;
    if (!member?.office) {
      throw AppError.badRequest("That legislator can't receive a card. Go back and choose who to write to.");
    }
    const late = deps.stateLegislators.index.termEndsBeforeArrival(recipientId);
    return { member, card: planStateCard(deps.legislators.index, member, input, late) };
  };
  return {
    /**
     * The card as it will be written to a legislator from the directory (never the browser's
     * address): its own greeting, body and sign-off, mailed to the office asked for.
     */
    async preview({ message, sender, recipientId, front, office }: PreviewRequest, language?: CardLanguage) {
      const state = stateCardFor(recipientId, { message, sender, office, language });
      if (state) {
        return previews.preview({
          salutation: state.card.salutation,
          body: state.card.body,
          signOff: state.card.signOff,
          sender,
          recipient: { title: state.member.title, name: state.member.name, address: state.card.office.address },
          front,
        });
      }
      const legislator = legislatorFor(recipientId);
      const planned = planCardText(deps.legislators.index, legislator, { message, sender, office, language });
      return previews.preview({
        salutation: planned.salutation,
        body: planned.body,
        signOff: planned.signOff,
        sender,
        recipient: { title: legislator.title, name: legislator.name, address: planned.office.address },
        front,
      });
    },
    /** Checkout's view of each card before payment: its text, its office, other members it names (no drawing). */
    plan({ message, sender, recipientIds, office }: PlanRequest, language?: CardLanguage): PlannedCard[] {
      return recipientIds.map(
        (id) =>
          stateCardFor(id, { message, sender, office, language })?.card ??
          planCard(deps.legislators.index, legislatorFor(id), { message, sender, office, language }),
      );
    },
    previewImage: previews.image,
    removeOldPreviews: previews.removeOld,
    /** The print shop's PDF: both sides, the back as vectors. */
    printPdf: async (card: Card) => asBuffer(await pool.print({ kind: "print", card })),
    /** A proof of one side for the status page, at the size it shows (not print resolution). */
    proofPng: async (card: Card, side: CardSide) => {
      const images = await pool.preview({ kind: "preview", card, sides: [side], width: PROOF_WIDTH });
      return asBuffer(images[side] as Uint8Array);
    },
    /**
     * A front's picture side at print width (the default front without one): public (it carries
     * nothing of anyone's), for a vendor that fetches the front by URL. Drawn once per process.
     */
    cardFrontPng(front: CardFrontId = DEFAULT_CARD_FRONT_ID) {
      let png = frontPngs.get(front);
      if (!png) {
        png = pool
          .preview({ kind: "preview", card: { ...FRONT_ONLY, front }, sides: ["front"], width: CARD_WIDTH })
          .then((images) => asBuffer(images.front as Uint8Array))
          .catch((err) => {
            frontPngs.delete(front);
            throw err;
          });
        frontPngs.set(front, png);
      }
      return png;
    },
    /** The printable PDF of cards a sender writes themselves (decision 0065), drawn in the pool, in their language. */
    ownCardsPdf: async (cards: OwnCardText[], language: CardLanguage = "en") =>
      asBuffer(await pool.ownCards({ kind: "own-cards", cards, language })),
    /** A link's QR code as a print-size PNG (a campaign's flyer), drawn in the pool. */
    qrPng: async (text: string) => Buffer.from(await pool.qr({ kind: "qr", text })),
    warmUp: () => pool.warmUp(),
    /** For a process that writes print files: each front's print image drawn before the first card. */
    warmUpPrints: () => pool.warmUpPrints(cardFrontIds),
    stop: () => pool.stop(),
  };
}

/** Only the front is drawn from it: the rest is never shown. */
const FRONT_ONLY: Card = {
  salutation: "",
  body: "",
  signOff: "",
  sender: { fullName: "", streetAddress: "", city: "", state: "", zipCode: "" },
  recipient: { title: "", name: "", address: { street: "", city: "", state: "", zip: "" } },
};

export type CardsService = ReturnType<typeof createCardsService>;
export { deletePreviewsOfSender, PREVIEW_HASH } from "./card-previews";
export { cleanupCardPreviewsJob } from "./jobs";
export type { OwnCardText } from "./own-card-pdf";
export { addressCard, planCard, planCardText, planStateCard } from "./plan-cards";
export { QR_CODE_STYLE } from "./qr-code";
export type { CardSide } from "./render-tasks";
