import type { PlannedCard } from "@civic/contracts/card-text";
import type { Legislator } from "@civic/contracts/legislators";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import type { SendOption } from "@civic/contracts/pricing";
import type { Db } from "../../../db/database";
import type { ResolvedRecipient } from "../resolve-recipients";

export interface NewOrder {
  /** The Congress cards' bundle; an order of state cards alone keeps "single" (decision 0120). */
  sendOption: SendOption;
  /** What the order costs, as planOrder priced it from its cards (decision 0120). */
  amountCents: number;
  /** Each recipient with its card as the sender saw it at checkout. */
  recipients: (ResolvedRecipient & { card: PlannedCard })[];
  email: string;
  postcardData: CreatePaymentRequest["postcardData"];
  simulatedFailures: number;
  paymentProvider: "stripe" | "local";
  /** The campaign the order came through, the sender's sharing choice and the message's hash. */
  campaign?: { id: string; sharesWithOrganisation: boolean; messageHash: string };
  /** The front every card of the order is drawn with (null: the default). */
  front: string | null;
  /** Paid from the campaign's budget of sponsored cards, not by the sender. */
  sponsored?: boolean;
  /** The language the sender used: the order's emails are written in it. */
  language?: "en" | "es";
}

/** Created: the order and its cards, stored before any money moves, in one transaction. */
export async function createOrder(db: Db, order: NewOrder) {
  const { userInfo } = order.postcardData;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("orders")
      .values({
        status: "pending_payment",
        send_option: order.sendOption,
        // The price comes from the cards, never from the browser.
        amount_cents: order.amountCents,
        email: order.email,
        sender_full_name: userInfo.fullName,
        sender_street: userInfo.streetAddress,
        sender_city: userInfo.city,
        sender_state: userInfo.state.toUpperCase(),
        sender_zip: userInfo.zipCode,
        message: order.postcardData.finalMessage,
        draft_id: order.postcardData.draftId ?? null,
        zip_code: order.postcardData.zipCode ?? userInfo.zipCode.slice(0, 5),
        simulated_failures: order.simulatedFailures,
        payment_provider: order.paymentProvider,
        payment_session_id: null,
        payment_intent_id: null,
        paid_at: null,
        completed_at: null,
        expected_mailing_date: null,
        campaign_id: order.campaign?.id ?? null,
        shares_with_organisation: order.campaign?.sharesWithOrganisation ?? false,
        campaign_message_hash: order.campaign?.messageHash ?? null,
        card_front: order.front,
        sponsored: order.sponsored ?? false,
        language: order.language ?? "en",
      })
      .returning(["id", "number", "amount_cents", "currency"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("order_recipients")
      .values(
        order.recipients.map(({ position, legislator, stateMember, card }) => ({
          order_id: row.id,
          position,
          ...(legislator
            ? {
                legislator_id: legislator.id,
                type: legislator.type,
                title: legislator.title,
                name: legislator.name,
                ...seatOf(legislator),
              }
            : {
                // A state legislator's seat is their state: a held card is never readdressed (decision 0120).
                legislator_id: stateMember.id,
                type: "state_legislator" as const,
                title: stateMember.title,
                name: stateMember.name,
                seat_state: stateMember.state,
                seat_district: null,
              }),
          // The office the card is mailed to, and the exact text it carries.
          address_street: card.office.address.street,
          address_city: card.office.address.city,
          address_state: card.office.address.state,
          address_zip: card.office.address.zip,
          office_kind: card.office.kind,
          office_label: card.office.label,
          salutation: card.salutation,
          body: card.body,
          sign_off: card.signOff,
          // site.md §4: the testing aid fails the first recipients.
          simulate_failure: position < order.simulatedFailures,
          vendor: null,
          vendor_order_id: null,
          error: null,
          mail_status: null,
          ordered_at: null,
          mailed_at: null,
          delivered_at: null,
        })),
      )
      .execute();
    return row;
  });
}

/** Its checkout session is open: the session the provider will report the payment on. */
export async function recordCheckoutSession(db: Db, orderId: string, sessionId: string) {
  await db
    .updateTable("orders")
    .set({ payment_session_id: sessionId, updated_at: new Date() })
    .where("id", "=", orderId)
    .execute();
}

/** The seat a card is written to, kept with it: whoever holds it later is known by it (migration 0050). */
function seatOf(legislator: Pick<Legislator, "type" | "state" | "district">) {
  // The directory labels a House seat "District 7", and an at-large seat or a territory's by name (0).
  const district =
    legislator.type === "senator" ? null : Number(/^District (\d+)$/.exec(legislator.district)?.[1] ?? 0);
  return { seat_state: legislator.state, seat_district: district };
}
