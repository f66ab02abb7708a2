import type { CardStatus, CardStep } from "@civic/contracts/order-status";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Each step of a card's journey, named in the page's language. */
export function stepTitle(step: CardStep, i18n: I18n): string {
  switch (step) {
    case "paid":
      return i18n._(msg`Paid`);
    case "sent_to_print_shop":
      return i18n._(msg`Sent to the print shop`);
    case "written":
      return i18n._(msg`Written`);
    case "mailed":
      return i18n._(msg`Mailed`);
    case "delivered":
      return i18n._(msg`Delivered`);
    case "failed":
      return i18n._(msg`Failed`);
    case "refunded":
      return i18n._(msg`Refunded`);
  }
}

/**
 * Each step explained in plain words. A failed card's reason (`notMailedBecause`) is the server's,
 * in English: the caller marks it so.
 */
export function stepExplanation(step: CardStep, card: CardStatus, done: boolean, i18n: I18n): string {
  switch (step) {
    case "paid":
      return i18n._(msg`We received your payment and your card went into the queue.`);
    case "sent_to_print_shop":
      if (card.held && !done) return i18n._(msg`Not until you choose what happens to this card (above).`);
      return done
        ? i18n._(msg`Your card is at the print shop, waiting for a robot with a real pen.`)
        : i18n._(msg`We hand each card to the print shop as soon as the payment is through.`);
    case "written":
      if (!done)
        return i18n._(msg`A robot will write your message on the card in real ink, usually within 3 business days.`);
      return card.images
        ? i18n._(msg`A robot wrote your message on the card in real ink. The pictures show the card it wrote.`)
        : i18n._(msg`A robot wrote your message on the card in real ink.`);
    case "mailed":
      if (card.office.kind === "washington") {
        return done
          ? i18n._(
              msg`Your card is in the mail, first-class. Mail to offices in Washington is screened for safety before it is delivered, which can add two to three weeks.`,
            )
          : i18n._(
              msg`Once written, the card goes into the mail first-class. Mail to Washington is screened for safety, which can add weeks.`,
            );
      }
      return done
        ? i18n._(
            msg`Your card is in the mail, first-class. Cards to an office in your state usually arrive within a week.`,
          )
        : i18n._(msg`Once written, the card goes into the mail first-class, to an office in your state.`);
    case "delivered":
      return done
        ? i18n._(msg`The postal service reports the card delivered to the office.`)
        : i18n._(
            msg`We mark this when the postal service reports it. Not every card gets a delivery scan, so it may stay blank.`,
          );
    case "failed":
      return (
        card.notMailedBecause ??
        i18n._(msg`The mailing service could not take this card, so it was not written or mailed.`)
      );
    case "refunded":
      return done
        ? i18n._(msg`We refunded this card's share of your payment. Banks usually take 5–10 business days to show it.`)
        : i18n._(msg`We are refunding this card's share of your payment.`);
  }
}

const tag = (i18n: I18n) => (i18n.locale === "es" ? "es-US" : "en-US");
export const formatTime = (iso: string, i18n: I18n) =>
  new Intl.DateTimeFormat(tag(i18n), { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
export const formatDate = (iso: string, i18n: I18n) =>
  new Intl.DateTimeFormat(tag(i18n), { month: "long", day: "numeric", year: "numeric" }).format(new Date(iso));
/** Always with its cents ("$5.00"), in the page's language. */
export const dollars = (cents: number, i18n: I18n) =>
  i18n.locale === "es"
    ? new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(cents / 100)
    : `$${(cents / 100).toFixed(2)}`;
