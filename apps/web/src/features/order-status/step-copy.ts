import type { CardStatus, CardStep } from "@civic/contracts/order-status";

/** Each step of a card's journey, named and explained in plain words. */
export const STEP_TITLES: Record<CardStep, string> = {
  paid: "Paid",
  sent_to_print_shop: "Sent to the print shop",
  written: "Written",
  mailed: "Mailed",
  delivered: "Delivered",
  failed: "Failed",
  refunded: "Refunded",
};

export function stepExplanation(step: CardStep, card: CardStatus, done: boolean): string {
  switch (step) {
    case "paid":
      return "We received your payment and your card went into the queue.";
    case "sent_to_print_shop":
      if (card.held && !done) return "Not until you choose what happens to this card (above).";
      return done
        ? "Your card is at the print shop, waiting for a robot with a real pen."
        : "We hand each card to the print shop as soon as the payment is through.";
    case "written":
      return done
        ? `A robot wrote your message on the card in real ink.${card.images ? " The pictures show the card it wrote." : ""}`
        : "A robot will write your message on the card in real ink, usually within 3 business days.";
    case "mailed":
      if (card.office.kind === "washington") {
        return done
          ? "Your card is in the mail, first-class. Mail to offices in Washington is screened for safety before it is delivered, which can add two to three weeks."
          : "Once written, the card goes into the mail first-class. Mail to Washington is screened for safety, which can add weeks.";
      }
      return done
        ? "Your card is in the mail, first-class. Cards to an office in your state usually arrive within a week."
        : "Once written, the card goes into the mail first-class, to an office in your state.";
    case "delivered":
      return done
        ? "The postal service reports the card delivered to the office."
        : "We mark this when the postal service reports it. Not every card gets a delivery scan, so it may stay blank.";
    case "failed":
      return card.notMailedBecause ?? "The mailing service could not take this card, so it was not written or mailed.";
    case "refunded":
      return done
        ? "We refunded this card's share of your payment. Banks usually take 5–10 business days to show it."
        : "We are refunding this card's share of your payment.";
  }
}

const timeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** A calendar day (YYYY-MM-DD) as written, whatever the reader's time zone. */
export const formatDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00Z`));
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
