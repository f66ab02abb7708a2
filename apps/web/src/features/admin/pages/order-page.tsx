import type { AdminActionResponse, AdminCard, AdminOrderDetail } from "@civic/contracts/admin";
import { mailingVendor } from "@civic/contracts/mailing-vendors";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { focusHeading } from "@/lib/page-arrival";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { AuditTable } from "../components/audit-table";
import { ConfirmAction } from "../components/confirm-action";
import { dollars, label, when } from "../components/format";
import { Badge, Dl, Loading, Notice, PageTitle, Section, TableFrame, td, th } from "../components/ui";

/** One order: what the buyer sees, plus vendor and payment ids, events, emails, the audit trail and actions. */
export function OrderPage() {
  const { orderId = "" } = useParams();
  const { data, error } = useQuery(adminQueries.order(orderId), queryClient);
  const [answer, setAnswer] = useState<AdminActionResponse | null>(null);
  const number = data?.order.number;
  useEffect(() => {
    if (number === undefined) return;
    document.title = `Order #${number} · Console`;
    // Opening an order is arriving on a page: focus on its heading, as everywhere else.
    focusHeading(document.querySelector("main"));
  }, [number]);
  if (error) return <Notice tone="error">{error.message}</Notice>;
  if (!data) return <Loading />;
  const { order } = data;
  const paid = order.status === "paid" || order.status === "completed";
  const unrefunded = data.cards.filter((c) => !c.refundId);
  const erased = order.erasedAt !== null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="underline underline-offset-4">
          ← Orders
        </Link>
      </p>
      <PageTitle
        actions={
          <div className="flex flex-wrap gap-2">
            {paid && unrefunded.length ? (
              <ConfirmAction
                onDone={setAnswer}
                spec={{
                  kind: "refund-order",
                  targetId: order.id,
                  label: "Refund the rest",
                  title: `Refund the rest of order #${order.number}?`,
                  description: `Refunds ${unrefunded.length} card${unrefunded.length === 1 ? "" : "s"} not yet refunded (${dollars(
                    unrefunded.reduce((s, c) => s + c.shareCents, 0),
                  )}) through ${order.provider}. Cards already refunded are not refunded again.`,
                }}
              />
            ) : null}
            {!erased ? (
              <ConfirmAction
                onDone={setAnswer}
                spec={{
                  kind: "erase-order",
                  targetId: order.id,
                  label: "Erase personal data",
                  danger: true,
                  title: `Erase the personal data of order #${order.number}?`,
                  description:
                    "The buyer's name, address, email and message are removed for good. Amounts, dates and statuses stay.",
                }}
              />
            ) : null}
          </div>
        }
      >
        Order #{order.number} <Badge value={order.status} />
      </PageTitle>
      {answer ? (
        <Notice tone={answer.result === "failed" || answer.result === "refused" ? "error" : "info"}>
          {answer.result === "no_change" ? "No change: " : ""}
          {answer.message}
        </Notice>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Buyer">
          {erased ? (
            <p className="text-sm">Personal data erased {when(order.erasedAt)}.</p>
          ) : (
            <Dl
              rows={[
                ["Email", order.email],
                ["Sender", order.sender.name],
                ["Address", `${order.sender.street}, ${order.sender.city}, ${order.sender.state} ${order.sender.zip}`],
                [
                  "Message",
                  <span key="m" className="whitespace-pre-wrap">
                    {order.message}
                  </span>,
                ],
              ]}
            />
          )}
        </Section>
        <Section title="Payment">
          <Dl
            rows={[
              ["Amount", `${dollars(order.amountCents)} (${label(order.sendOption)})`],
              ["Refunded", dollars(data.refundedCents)],
              ["Provider", order.provider],
              [
                "Session",
                <code key="s" className="text-xs">
                  {order.paymentSessionId ?? "—"}
                </code>,
              ],
              [
                "Payment",
                <code key="p" className="text-xs">
                  {order.paymentIntentId ?? "—"}
                </code>,
              ],
              ["Created", when(order.createdAt)],
              ["Paid", when(order.paidAt)],
              ["Completed", when(order.completedAt)],
              ["Expected mailing", order.expectedMailingDate ?? "—"],
            ]}
          />
        </Section>
      </div>
      <Section title="Cards" className="mt-4">
        <TableFrame label="Cards" stacked>
          <thead>
            <tr>
              <th className={th}>Recipient</th>
              <th className={th}>Status</th>
              <th className={th}>Vendor order</th>
              <th className={th}>Share</th>
              <th className={th}>Refund</th>
              <th className={th}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.cards.map((card) => (
              <CardRow key={card.id} card={card} data={data} paid={paid} onDone={setAnswer} />
            ))}
          </tbody>
        </TableFrame>
      </Section>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Section title="Refunds">
          {data.refunds.length === 0 ? (
            <p className="text-sm text-ink/80">No refunds.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {data.refunds.map((r) => (
                <li key={r.id}>
                  <strong>{dollars(r.amountCents)}</strong> <Badge value={r.status} /> · {label(r.kind)} ·{" "}
                  {when(r.createdAt)}
                  <br />
                  {r.reason}
                  {r.requestedBy ? ` (by ${r.requestedBy})` : ""}
                  {r.providerRefundId ? (
                    <>
                      {" "}
                      · <code className="text-xs">{r.providerRefundId}</code>
                    </>
                  ) : null}
                  {r.error ? <span className="block text-[#a40e1a]">{r.error}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Emails">
          {data.emails.length === 0 ? (
            <p className="text-sm text-ink/80">No emails.</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm">
              {data.emails.map((e, i) => (
                <li key={e.id} className="flex flex-wrap items-start justify-between gap-2">
                  <span>
                    <strong>{label(e.kind)}</strong> <Badge value={e.status} />
                    <br />
                    {e.subject ?? "—"} · {e.sentAt ? `sent ${when(e.sentAt)}` : `queued ${when(e.createdAt)}`}
                    {e.error ? <span className="block text-[#a40e1a]">{e.error}</span> : null}
                  </span>
                  {!erased ? (
                    <ConfirmAction
                      onDone={setAnswer}
                      buttonLabel={resendName(data.emails, i)}
                      spec={{
                        kind: "resend-email",
                        targetId: e.id,
                        label: "Resend",
                        title: `Resend the ${label(e.kind)} email?`,
                        description: `A new copy goes to ${order.email}.`,
                      }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title="Events" className="mt-4">
        <ol className="flex flex-col gap-1 text-sm">
          {data.events.map((e) => (
            <li key={`${e.at}-${e.source}-${e.kind}-${e.detail}`}>
              <span className="tabular-nums text-ink/75">{when(e.at)}</span> · {e.source}: <strong>{e.kind}</strong>
              {e.detail ? ` (${e.detail})` : ""}
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Audit trail" className="mt-4">
        <AuditTable entries={data.audit} />
      </Section>
    </>
  );
}

function CardRow({
  card,
  data,
  paid,
  onDone,
}: {
  card: AdminCard;
  data: AdminOrderDetail;
  paid: boolean;
  onDone: (a: AdminActionResponse) => void;
}) {
  const who = `${card.title} ${card.name}`;
  const canRetry = card.status === "failed" && !card.vendorOrderId && !data.order.erasedAt;
  return (
    <tr>
      <td className={td} data-label="Recipient">
        <strong>{who}</strong>
        <span className="block text-xs text-ink/75">
          {card.office}: {card.address}
        </span>
        <details className="mt-1 max-w-80 text-xs whitespace-normal">
          <summary className="cursor-pointer font-semibold">Card text</summary>
          <p className="mt-1 whitespace-pre-wrap">
            {card.text.salutation}
            {"\n"}
            {card.text.body}
            {"\n"}
            {card.text.signOff}
          </p>
        </details>
      </td>
      <td className={td} data-label="Status">
        <Badge value={card.mailStatus ?? card.status} />
        {card.error ? (
          <span className="block max-w-56 text-xs whitespace-normal text-[#a40e1a]">{card.error}</span>
        ) : null}
        <span className="block text-xs text-ink/75">
          {card.attempts} {card.attempts === 1 ? "try" : "tries"}
        </span>
      </td>
      <td className={`${td} font-mono text-xs`} data-label="Vendor order">
        {card.vendor ? (mailingVendor(card.vendor)?.name ?? card.vendor) : "—"}
        {card.vendorOrderId ? <span className="block">{card.vendorOrderId}</span> : null}
      </td>
      <td className={`${td} tabular-nums`} data-label="Share">
        {dollars(card.shareCents)}
      </td>
      <td className={td} data-label="Refund">
        {card.refundId ? <Badge value="refunded" /> : "—"}
      </td>
      <td className={td} data-label="Actions">
        <div className="flex flex-wrap gap-2">
          {canRetry ? (
            <ConfirmAction
              onDone={onDone}
              buttonLabel={`Retry card to ${who}`}
              spec={{
                kind: "retry-card",
                targetId: card.id,
                label: "Retry",
                title: `Send the card to ${who} to the print shop again?`,
                description: card.refundId
                  ? "This card's share was refunded; it will be mailed at our cost."
                  : "The print shop gets the same card, with the same idempotency key.",
              }}
            />
          ) : null}
          {paid && !card.refundId ? (
            <ConfirmAction
              onDone={onDone}
              buttonLabel={`Refund card to ${who}`}
              spec={{
                kind: "refund-card",
                targetId: card.id,
                label: "Refund",
                title: `Refund the card to ${who}?`,
                description: `${dollars(card.shareCents)} goes back to the buyer through ${data.order.provider}. A card is refunded at most once.`,
              }}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** "Resend card mailed email 2 of 3": each button's own name when several emails are of one kind. */
function resendName(emails: AdminOrderDetail["emails"], index: number) {
  const kind = emails[index]!.kind;
  const same = emails.filter((e) => e.kind === kind);
  const name = `Resend ${label(kind)} email`;
  return same.length > 1 ? `${name} ${same.indexOf(emails[index]!) + 1} of ${same.length}` : name;
}
