import { titledName } from "@civic/contracts/legislator-name";
import { HELD_CARD_DAYS } from "@civic/contracts/order-status";
import { formatDollars } from "@civic/contracts/pricing";
import { render, toPlainText } from "@react-email/render";
import { format } from "date-fns/format";
import { es } from "date-fns/locale/es";
import { sql } from "kysely";
import type { ReactElement } from "react";
import type { Clock } from "../../core/clock";
import type { Config } from "../../core/config";
import type { Logger } from "../../core/logger";
import { isDatabaseUnavailable, retryWhileUnavailable } from "../../core/unavailable";
import type { Db } from "../../db/database";
import type { EmailTransport } from "../../providers/email";
import type { OrderEmailReader } from "./order-facts";
import { EMAIL_CLAIM_SECONDS } from "./outbox";
import type { OwnCardsEmailReader } from "./own-cards-facts";
import { CardHeldEmail } from "./templates/card-held";
import { CardMailedEmail } from "./templates/card-mailed";
import type { EmailLanguage } from "./templates/layout";
import { OrderConfirmationEmail } from "./templates/order-confirmation";
import { OrderLinksEmail } from "./templates/order-links";
import { OwnCardsLinkEmail } from "./templates/own-cards-link";
import { OwnCardsReminderEmail } from "./templates/own-cards-reminder";
import { RefundIssuedEmail } from "./templates/refund-issued";
import { StatusLinkEmail } from "./templates/status-link";

export interface EmailDeps {
  config: Config;
  /** The one clock: an email with a `send_after` is not sent before it. */
  clock: Clock;
  db: Db;
  log: Logger;
  transport: EmailTransport;
  /** The absolute address of an order's status page (its secret link). */
  statusUrl(orderId: string): Promise<string>;
  orders: OrderEmailReader;
  ownCards: OwnCardsEmailReader;
}

/** 'Tuesday, November 24, 2026'; in Spanish 'martes, 24 de noviembre de 2026'. */
const longDate = (d: Date | string, language: EmailLanguage = "en") => {
  const day = typeof d === "string" ? new Date(`${d}T12:00:00Z`) : d;
  return language === "es"
    ? format(day, "EEEE, d 'de' MMMM 'de' yyyy", { locale: es })
    : format(day, "EEEE, MMMM d, yyyy");
};

/** An amount as the email's language writes it: '$5.00' in es-US (Intl), '$5' in English as before. */
const amountIn = (cents: number, language: EmailLanguage) =>
  language === "es"
    ? new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(cents / 100)
    : formatDollars(cents);

/**
 * Sends one outbox email at most once. The row is claimed ('sending') in one UPDATE before SMTP is
 * called, so a job run twice, or two workers racing, send it once: the loser finds nothing to
 * claim. The Message-ID is the row's id (a receiving server can spot a resend after a crash) and
 * the one SMTP reports is stored.
 */
export async function sendOutboxEmail(deps: EmailDeps, emailId: string) {
  const { db } = deps;
  const staleClaim = new Date(Date.now() - EMAIL_CLAIM_SECONDS * 1000);
  const claimId = crypto.randomUUID();
  const email = await db
    .updateTable("emails")
    .set({ status: "sending", claimed_at: new Date(), claim_id: claimId, attempts: sql<number>`attempts + 1` })
    .where("id", "=", emailId)
    .where((eb) =>
      eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "sending"), eb("claimed_at", "<", staleClaim)])]),
    )
    // A reminder is not due yet: its own job (queued to start then) or reconciliation sends it later.
    .where((eb) => eb.or([eb("send_after", "is", null), eb("send_after", "<=", deps.clock.now())]))
    .returningAll()
    .executeTakeFirst()
    .catch(async (err) => {
      // The database went away with the claim's answer: the claim may have been made. Once it is
      // back, this attempt releases its own claim (nothing was sent), so the job's retry or
      // reconciliation sends the email then, not when the claim goes stale minutes later.
      if (isDatabaseUnavailable(err)) {
        await retryWhileUnavailable(
          () =>
            db
              .updateTable("emails")
              .set({ status: "pending", claimed_at: null, claim_id: null })
              .where("id", "=", emailId)
              .where("status", "=", "sending")
              .where("claim_id", "=", claimId)
              .execute(),
          (EMAIL_CLAIM_SECONDS * 1000) / 2,
        ).catch(() => {});
      }
      throw err;
    });
  if (!email) return;
  // Its order's (or own cards') personal data was erased before it went out: there is no one to send it to.
  if (!email.to_address) {
    await db.updateTable("emails").set({ status: "failed", error: "erased" }).where("id", "=", email.id).execute();
    return;
  }
  let sent: { subject: string; messageId: string };
  try {
    const composed = email.own_card_set_id
      ? await composeOwnCards(deps, email.kind, email.own_card_set_id)
      : await compose(deps, email.kind, {
          orderId: email.order_id,
          recipientId: email.recipient_id,
          refundId: email.refund_id,
          to: email.to_address,
        });
    if ("skipped" in composed) {
      await db
        .updateTable("emails")
        .set({ status: "skipped", error: composed.skipped })
        .where("id", "=", email.id)
        .execute();
      deps.log.info({ emailId, kind: email.kind, reason: composed.skipped }, "email skipped");
      return;
    }
    const { subject, element } = composed;
    const html = await render(element);
    const { messageId } = await deps.transport.send({
      from: deps.config.MAIL_FROM,
      to: email.to_address,
      subject,
      html,
      text: toPlainText(html),
      messageId: `<${email.id}@${messageIdHost(deps.config.MAIL_FROM)}>`,
    });
    sent = { subject, messageId };
  } catch (err) {
    // Released for the queue's retry (SMTP refused, or the order could not be read), waiting out
    // a database outage: a claim left behind would hold the email back until it went stale.
    await retryWhileUnavailable(
      () =>
        db
          .updateTable("emails")
          .set({
            status: "pending",
            claimed_at: null,
            claim_id: null,
            error: err instanceof Error ? err.message.slice(0, 500) : String(err),
          })
          .where("id", "=", email.id)
          .execute(),
      (EMAIL_CLAIM_SECONDS * 1000) / 2,
    );
    throw err;
  }
  // Handed to SMTP: from here the email is never released for another send. If the database is
  // away just now, recording it waits (within the claim's time) rather than fail the job, whose
  // retry would find the claim stale later and send it again.
  await retryWhileUnavailable(
    () =>
      db
        .updateTable("emails")
        .set({ status: "sent", subject: sent.subject, message_id: sent.messageId, sent_at: new Date(), error: null })
        .where("id", "=", email.id)
        .execute(),
    (EMAIL_CLAIM_SECONDS * 1000) / 2,
  );
  deps.log.info({ emailId, kind: email.kind, orderId: email.order_id }, "email sent");
}

/** What the confirmation may say of a card that has not failed: only what we know of it. */
function cardStateOf(status: string): "ordered" | "ordering" | "checking" | "held" {
  if (status === "ordered") return "ordered";
  // Its recipient's term ended: its own email asks the sender to choose (docs/decisions/0110).
  if (status === "held") return "held";
  // The call may have reached the vendor: an operator is finding out (services/fulfilment).
  if (status === "outcome_unknown") return "checking";
  return "ordering";
}

function messageIdHost(from: string) {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "civicpostcard.local";
}

/**
 * The emails of cards a sender writes themselves (decision 0065): the page's link, and the
 * reminder, which is skipped once every card was reported mailed or the set was erased.
 */
async function composeOwnCards(
  deps: EmailDeps,
  kind: string,
  setId: string,
): Promise<{ subject: string; element: ReactElement } | { skipped: string }> {
  const brand = { appName: deps.config.APP_NAME, supportEmail: deps.config.SUPPORT_EMAIL };
  const facts = await deps.ownCards.ownCardsFacts(setId);
  if (!facts) return { skipped: "erased" };
  const { language } = facts;
  const toMail = facts.cards.filter((c) => !c.reportedMailed).map((c) => c.recipient);
  if (kind === "own_cards_reminder") {
    if (toMail.length === 0) return { skipped: "every card reported mailed" };
    return {
      subject:
        language === "es"
          ? `Recordatorio: ${toMail.length > 1 ? "sus postales" : "su postal"} por escribir`
          : `A reminder: your postcard${toMail.length > 1 ? "s" : ""} to write`,
      element: <OwnCardsReminderEmail brand={brand} url={facts.url} recipients={toMail} language={language} />,
    };
  }
  if (kind !== "own_cards_link") throw new Error(`A ${kind} email is not about own cards.`);
  return {
    subject:
      language === "es"
        ? `${facts.cards.length > 1 ? "Sus postales" : "Su postal"} por escribir: el enlace`
        : `Your postcard${facts.cards.length > 1 ? "s" : ""} to write: the link`,
    element: (
      <OwnCardsLinkEmail
        brand={brand}
        url={facts.url}
        recipients={facts.cards.map((c) => c.recipient)}
        language={language}
      />
    ),
  };
}

async function compose(
  deps: EmailDeps,
  kind: string,
  {
    orderId,
    recipientId,
    refundId,
    to,
  }: { orderId: string | null; recipientId: string | null; refundId: string | null; to: string },
): Promise<{ subject: string; element: ReactElement } | { skipped: string }> {
  const { config } = deps;
  const brand = { appName: config.APP_NAME, supportEmail: config.SUPPORT_EMAIL };
  if (kind === "order_links") {
    const orders = await deps.orders.ordersOfAddress(to);
    // The request left no language behind: the address's latest order's is the sender's (decision 0121).
    const language = orders[0]?.language ?? "en";
    const links = await Promise.all(
      orders.map(async (o) => ({
        number: o.number,
        date: longDate(o.created_at, language),
        url: await deps.statusUrl(o.id),
      })),
    );
    return {
      subject: language === "es" ? `Sus pedidos de ${config.APP_NAME}` : `Your ${config.APP_NAME} orders`,
      element: <OrderLinksEmail brand={brand} orders={links} language={language} />,
    };
  }
  if (!orderId) throw new Error(`A ${kind} email needs an order.`);
  const statusUrl = await deps.statusUrl(orderId);
  // The refund this email announces; the order confirmation tells of the failed cards' refund.
  const { cards: recipients, refund, ...order } = await deps.orders.orderFacts(orderId, refundId);
  const refundedCards = recipients.filter((r) => r.refunded).map((r) => titledName(r));
  const failedCards = recipients.filter((r) => r.status === "failed").map((r) => titledName(r));
  const { language } = order;
  const issuedRefund =
    refund?.status === "succeeded"
      ? { amount: amountIn(refund.amountCents, language), id: refund.providerRefundId }
      : null;

  if (kind === "status_link") {
    return {
      subject:
        language === "es"
          ? `Pedido n.º ${order.number}: su nuevo enlace de seguimiento`
          : `Order #${order.number}: your new status link`,
      element: <StatusLinkEmail brand={brand} statusUrl={statusUrl} orderNumber={order.number} language={language} />,
    };
  }
  if (kind === "order_confirmation") {
    // Sent once the order is paid, before or while its cards go to the vendor: each card says
    // only what is known of it now (docs/decisions/0070).
    const orderedCards = recipients
      .filter((r) => r.status !== "failed")
      .map((r) => ({
        recipient: titledName(r),
        state: cardStateOf(r.status),
        officeLabel: r.officeLabel,
        address: r.address,
        salutation: r.salutation,
        body: r.body,
        signOff: r.signOff,
      }));
    const allHeld = orderedCards.every((c) => c.state === "held");
    const several = orderedCards.length > 1;
    return {
      subject:
        language === "es"
          ? orderedCards.length > 0
            ? `Pedido n.º ${order.number}: ${several ? "sus postales están" : "su postal está"} ${allHeld ? "en espera" : "en camino"}`
            : `Pedido n.º ${order.number}: reembolsado`
          : orderedCards.length > 0
            ? `Order #${order.number}: your postcard${several ? "s are" : " is"} ${allHeld ? "on hold" : "on the way"}`
            : `Order #${order.number}: refunded`,
      element: (
        <OrderConfirmationEmail
          brand={brand}
          statusUrl={statusUrl}
          orderNumber={order.number}
          orderedCards={orderedCards}
          failedCards={failedCards}
          expectedMailingDate={order.expectedMailingDate ? longDate(order.expectedMailingDate, language) : null}
          refund={order.sponsoredBy ? null : issuedRefund}
          sponsoredBy={order.sponsoredBy}
          language={language}
        />
      ),
    };
  }
  if (kind === "card_mailed") {
    const recipient = recipients.find((r) => r.id === recipientId);
    if (!recipient) throw new Error(`Email for unknown card ${recipientId}`);
    return {
      subject:
        language === "es"
          ? `Su postal para ${titledName(recipient)} ya está en el correo`
          : `Your postcard to ${titledName(recipient)} is in the mail`,
      element: (
        <CardMailedEmail
          brand={brand}
          statusUrl={statusUrl}
          orderNumber={order.number}
          recipientName={titledName(recipient)}
          officeLabel={recipient.officeLabel}
          address={recipient.address}
          mailedOn={longDate(recipient.mailedAt ? new Date(recipient.mailedAt) : new Date(), language)}
          expected={
            recipient.expectedBy
              ? { by: longDate(recipient.expectedBy, language), washington: recipient.washington }
              : null
          }
          language={language}
        />
      ),
    };
  }
  if (kind === "card_held" || kind === "card_held_reminder" || kind === "card_held_new_holder") {
    const recipient = recipients.find((r) => r.id === recipientId);
    if (!recipient) throw new Error(`Email for unknown card ${recipientId}`);
    // Chosen (or refunded) meanwhile: nothing to ask any more.
    if (!recipient.held) return { skipped: "no longer held" };
    const reminder = kind === "card_held_reminder";
    const newHolder = recipient.held.newHolder;
    if (kind === "card_held_new_holder" && !newHolder) return { skipped: "no holder known" };
    return {
      subject:
        language === "es"
          ? kind === "card_held_new_holder" && newHolder
            ? `Su postal en espera ya puede ir a ${titledName(newHolder)}`
            : reminder
              ? `Recordatorio: su postal para ${titledName(recipient)} está en espera`
              : `Pedido n.º ${order.number}: su postal para ${titledName(recipient)} está en espera`
          : kind === "card_held_new_holder" && newHolder
            ? `Your postcard on hold can go to ${titledName(newHolder)} now`
            : reminder
              ? `A reminder: your postcard to ${titledName(recipient)} is on hold`
              : `Order #${order.number}: your postcard to ${titledName(recipient)} is on hold`,
      element: (
        <CardHeldEmail
          brand={brand}
          statusUrl={statusUrl}
          orderNumber={order.number}
          recipientName={titledName(recipient)}
          reason={recipient.held.reason}
          newHolder={newHolder ? { name: titledName(newHolder), officeLabel: newHolder.office.label } : null}
          refundOn={longDate(new Date(recipient.held.at.getTime() + HELD_CARD_DAYS * 24 * 60 * 60 * 1000), language)}
          reminder={reminder}
          readdressable={recipient.held.readdressable}
          language={language}
        />
      ),
    };
  }
  if (!issuedRefund) throw new Error(`Order ${orderId} has no issued refund to announce.`);
  return {
    subject:
      language === "es"
        ? `Pedido n.º ${order.number}: reembolso emitido (${issuedRefund.amount})`
        : `Order #${order.number}: refund issued (${issuedRefund.amount})`,
    element: (
      <RefundIssuedEmail
        brand={brand}
        statusUrl={statusUrl}
        orderNumber={order.number}
        amount={issuedRefund.amount}
        refundId={issuedRefund.id}
        cards={refundedCards}
        byOperator={refund?.kind === "operator"}
        language={language}
      />
    ),
  };
}
