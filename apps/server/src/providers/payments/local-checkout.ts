import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database";
import { decideTestCard } from "./local-test-cards";
import {
  CHECKOUT_LOCALES,
  CHECKOUT_SESSION_ID_TEMPLATE,
  type CheckoutSessionInput,
  type CheckoutSessionState,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInput,
} from "./payment-provider";

/** Stripe keeps an unpaid Checkout Session open for 24 hours. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const token = (bytes = 12) => randomBytes(bytes).toString("base64url");

export type LocalPayResult =
  | { status: "complete"; sessionId: string; returnUrl: string; newlyPaid: boolean }
  | { status: "declined"; sessionId: string; message: string; code: string }
  | { status: "expired"; sessionId: string }
  | { status: "unknown" };

/**
 * The embedded default payment provider: Checkout Sessions kept in PostgreSQL with Stripe's life
 * cycle (open → complete, or expired after 24 h), paid through a card form with Stripe's test cards.
 */
export function createLocalCheckout(db: Db): PaymentProvider & {
  pay(clientSecret: string, card: { number: string; expiry: string; cvc: string }): Promise<LocalPayResult>;
} {
  return {
    name: "local",
    testMode: true,

    async createCheckoutSession(input: CheckoutSessionInput) {
      // Stripe refuses a locale outside its list (an invalid request, not retried): so does this.
      if (input.locale !== undefined && !(CHECKOUT_LOCALES as readonly string[]).includes(input.locale)) {
        throw new PaymentProviderError(`Invalid locale: ${input.locale}`, false);
      }
      const id = `cs_test_local_${token(18)}`;
      // Same key, same session: a retried create never opens a second checkout (as with Stripe).
      const row = await db
        .insertInto("local_checkout_sessions")
        .values({
          id,
          client_secret: `${id}_secret_${token(18)}`,
          idempotency_key: input.idempotencyKey,
          order_id: input.orderId,
          amount_total: input.amountCents,
          currency: input.currency,
          customer_email: input.email,
          description: input.description,
          locale: input.locale ?? null,
          return_url: input.returnUrl.replace(CHECKOUT_SESSION_ID_TEMPLATE, id),
          status: "open",
          payment_status: "unpaid",
          expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
        })
        .onConflict((oc) => oc.column("idempotency_key").doUpdateSet({ idempotency_key: input.idempotencyKey }))
        .returning(["id", "client_secret"])
        .executeTakeFirstOrThrow();
      return { sessionId: row.id, clientSecret: row.client_secret };
    },

    async retrieveSession(sessionId: string): Promise<CheckoutSessionState | null> {
      const row = await db
        .selectFrom("local_checkout_sessions")
        .selectAll()
        .where("id", "=", sessionId)
        .executeTakeFirst();
      if (!row) return null;
      const expired = row.status === "open" && new Date(row.expires_at) < new Date();
      return {
        sessionId: row.id,
        orderId: row.order_id,
        status: expired ? "expired" : row.status,
        paymentStatus: row.payment_status,
        paymentIntentId: row.payment_intent_id,
        amountTotal: row.amount_total,
        currency: row.currency.toLowerCase(),
      };
    },

    async refund(input: RefundInput) {
      const session = await db
        .selectFrom("local_checkout_sessions")
        .select(["payment_intent_id", "amount_total", "payment_status"])
        .where("id", "=", input.sessionId)
        .executeTakeFirst();
      if (!session?.payment_intent_id || session.payment_status !== "paid") {
        throw new Error(`Session ${input.sessionId} has no payment to refund.`);
      }
      const paymentIntentId = session.payment_intent_id;
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("local_refunds")
          .select(["id", "amount"])
          .where("idempotency_key", "=", input.idempotencyKey)
          .executeTakeFirst();
        if (existing) return { refundId: existing.id, status: "succeeded" as const };
        // Like Stripe: never more than what remains unrefunded on the payment. The lock
        // serialises concurrent refunds of one payment.
        await trx
          .selectFrom("local_checkout_sessions")
          .select("id")
          .where("id", "=", input.sessionId)
          .forUpdate()
          .execute();
        const refunded = await trx
          .selectFrom("local_refunds")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.lit(0)).as("total"))
          .where("payment_intent_id", "=", paymentIntentId)
          .executeTakeFirstOrThrow();
        if (Number(refunded.total) + input.amountCents > session.amount_total) {
          throw new Error(
            `Refund of ${input.amountCents} exceeds the ${session.amount_total - Number(refunded.total)} left on the payment.`,
          );
        }
        const id = `re_local_${token()}`;
        await trx
          .insertInto("local_refunds")
          .values({
            id,
            idempotency_key: input.idempotencyKey,
            payment_intent_id: paymentIntentId,
            amount: input.amountCents,
            reason: input.reason,
            status: "succeeded",
          })
          .execute();
        return { refundId: id, status: "succeeded" as const };
      });
    },

    async pay(clientSecret, card) {
      const session = await db
        .selectFrom("local_checkout_sessions")
        .selectAll()
        .where("client_secret", "=", clientSecret)
        .executeTakeFirst();
      if (!session) return { status: "unknown" };
      if (session.status === "complete") {
        return { status: "complete", sessionId: session.id, returnUrl: session.return_url, newlyPaid: false };
      }
      if (session.status === "expired" || new Date(session.expires_at) < new Date()) {
        await db
          .updateTable("local_checkout_sessions")
          .set({ status: "expired" })
          .where("id", "=", session.id)
          .execute();
        return { status: "expired", sessionId: session.id };
      }
      const outcome = decideTestCard(card);
      if (!outcome.ok) {
        await db
          .updateTable("local_checkout_sessions")
          .set({ last_decline_code: outcome.code })
          .where("id", "=", session.id)
          .execute();
        return { status: "declined", sessionId: session.id, message: outcome.message, code: outcome.code };
      }
      // Only the first of two simultaneous submits completes the session.
      const completed = await db
        .updateTable("local_checkout_sessions")
        .set({
          status: "complete",
          payment_status: "paid",
          payment_intent_id: `pi_local_${token()}`,
          card_brand: outcome.brand,
          card_last4: outcome.last4,
          completed_at: new Date(),
        })
        .where("id", "=", session.id)
        .where("status", "=", "open")
        .returning("id")
        .executeTakeFirst();
      return {
        status: "complete",
        sessionId: session.id,
        returnUrl: session.return_url,
        newlyPaid: Boolean(completed),
      };
    },
  };
}

export type LocalCheckout = ReturnType<typeof createLocalCheckout>;

/** Erasure (the sender's personal data): the buyer's email on the order's local checkout sessions. */
export async function eraseLocalCheckoutEmail(db: Db, orderId: string) {
  await db.updateTable("local_checkout_sessions").set({ customer_email: "" }).where("order_id", "=", orderId).execute();
}
