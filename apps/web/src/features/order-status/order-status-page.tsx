import type { OrderStatus } from "@civic/contracts/order-status";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "@/config/paths";
import { useHeadingOnArrival } from "@/lib/page-arrival";
import { usePublicConfig } from "@/lib/public-config";
import { serverMessage } from "@/lib/server-message";
import { useOrderStatus } from "./api/use-order-status";
import { CardPanel } from "./card-panel";
import { ReplaceLink } from "./replace-link";
import { dollars, formatDate, stepTitle } from "./step-copy";
import { YourData } from "./your-data";

/** Private: never indexed, and its address (the secret) is never sent on as a Referer. */
function PrivatePageMeta({ title }: { title: string }) {
  const { appName } = usePublicConfig();
  return (
    <>
      <title>{`${title} · ${appName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

/** /orders/{token}: the order's status, live, one panel per card, and the sender's data. */
export function OrderStatusPage() {
  const { t, i18n } = useLingui();
  const token = useParams().token ?? "";
  const { view, replace } = useOrderStatus(token);
  const [linkReplaced, setLinkReplaced] = useState(false);
  const announcement = useStepAnnouncements(view.state === "ready" ? view.order : null, i18n);
  useHeadingOnArrival(view.state !== "loading", linkReplaced ? "replaced" : view.state);

  if (linkReplaced) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-5 py-12 text-center">
        <PrivatePageMeta title={t`Link replaced`} />
        <h1 className="text-3xl font-bold">{t`Link replaced`}</h1>
        <p className="text-lg text-ink/85" data-testid="link-replaced">
          {t`This link no longer works. We emailed a new one to the address you ordered with.`}
        </p>
        <Link to={paths.orders} className="inline-block font-semibold underline underline-offset-4">
          {t`Email me links to my orders`}
        </Link>
      </main>
    );
  }

  if (view.state === "loading") {
    return (
      <main className="flex min-h-[50dvh] items-center justify-center" role="status" aria-live="polite">
        <PrivatePageMeta title={t`Your order`} />
        <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" aria-hidden="true" />
        <span className="sr-only">{t`Loading your order…`}</span>
      </main>
    );
  }
  if (view.state === "not-found" || view.state === "error") {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-5 py-12 text-center">
        <PrivatePageMeta title={t`Not found`} />
        <h1 className="text-3xl font-bold">{view.state === "not-found" ? t`Not found` : t`Something went wrong`}</h1>
        <p className="text-lg text-ink/85">
          {view.state === "not-found"
            ? t`This link doesn't open an order. Check that you copied the whole link from your email. If you replaced your link, use the newest one we emailed you.`
            : serverMessage(view.error, i18n, t`Something went wrong.`)}
        </p>
        <Link to={paths.orders} className="inline-block font-semibold underline underline-offset-4">
          {t`Email me links to my orders`}
        </Link>
      </main>
    );
  }

  const { order } = view;
  const count = order.cards.length;
  const { orderNumber } = order;
  const cards = t({ message: plural(count, { one: "# card", other: "# cards" }) });
  const amount = dollars(order.amountCents, i18n);
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <PrivatePageMeta title={t`Order #${orderNumber}`} />
      <section className="space-y-2">
        <h1 className="text-3xl font-extrabold">{t`Order #${orderNumber}`}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink/75">{t`Placed`}</dt>
          <dd className="font-medium">{formatDate(order.createdAt, i18n)}</dd>
          {order.sponsoredBy ? (
            <>
              <dt className="text-ink/75">{t`Paid for by`}</dt>
              <dd className="font-medium" data-testid="paid-for-by">
                {order.sponsoredBy}, {cards}
              </dd>
            </>
          ) : (
            <>
              <dt className="text-ink/75">{order.paidAt ? t`Paid` : t`Amount`}</dt>
              <dd className="font-medium">{t`${amount} for ${cards}`}</dd>
            </>
          )}
          {order.refund && !order.sponsoredBy ? (
            <>
              <dt className="text-ink/75">{t`Refund`}</dt>
              <dd className="font-medium" data-testid="refund">
                {dollars(order.refund.amountCents, i18n)}{" "}
                {order.refund.status === "succeeded" ? t`refunded` : t`being refunded`}:{" "}
                {/* The reason is the server's own words, in English. */}
                <span lang="en">{order.refund.reason}</span>
              </dd>
            </>
          ) : null}
        </dl>
        {order.status === "pending_payment" ? (
          <p className="rounded-xl bg-paper p-3 font-medium">
            {t`Waiting for your payment. Once it is through, each card's progress shows here.`}
          </p>
        ) : null}
        <p className="text-sm text-ink/75">
          {t`This page updates by itself. Keep the link private: anyone with it can see this order.`}
        </p>
        {/* What changes is said once, politely: "Card to Rep. Becca Balint: Mailed". */}
        <p role="status" aria-live="polite" className="sr-only" data-testid="status-announcement">
          {announcement}
        </p>
      </section>

      {order.erasedAt ? (
        <p className="rounded-2xl bg-paper p-4 ring-1 ring-ink/10">
          {t`Your personal data, your message and the pictures of your cards were erased. The steps below are what we kept.`}
        </p>
      ) : null}

      {order.cards.map((card) => (
        <CardPanel key={card.id} card={card} token={token} onChanged={replace} />
      ))}

      <YourData token={token} order={order} onErased={replace} />
      <ReplaceLink token={token} order={order} onReplaced={() => setLinkReplaced(true)} />
    </main>
  );
}

/**
 * The sentence that tells a screen reader what just changed, one per card whose step moved since
 * the last update ("Card to Rep. Becca Balint: Mailed"); nothing for the steps shown on arrival.
 */
function useStepAnnouncements(order: OrderStatus | null, i18n: I18n): string {
  const seen = useRef<Map<string, string> | null>(null);
  const [text, setText] = useState("");
  useEffect(() => {
    if (!order) return;
    const before = seen.current;
    seen.current = new Map(order.cards.map((c) => [c.id, c.step ?? ""]));
    if (!before) return;
    const changed = order.cards.filter((c) => c.step && before.get(c.id) !== c.step);
    if (changed.length)
      setText(
        changed
          .map((c) => {
            const who = `${c.title} ${c.name}`;
            const step = stepTitle(c.step!, i18n);
            return i18n._(msg`Card to ${who}: ${step}`);
          })
          .join(". "),
      );
  }, [order, i18n]);
  return text;
}
