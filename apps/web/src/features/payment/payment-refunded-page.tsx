import { titledName } from "@civic/contracts/legislator-name";
import { priceCents, refundCents, sendOptionForCount } from "@civic/contracts/pricing";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CircleCheck, Home, MapPinned, TriangleAlert } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { paths, skipOnboardingState } from "@/config/paths";
import { cn } from "@/lib/cn";
import { readRefundState } from "./order-navigation";

/** /payment-refunded (site.md §2): what was refunded, what was still sent, and the way home. */
export function PaymentRefundedPage() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const refund = readRefundState(location.state, query);

  const results = refund.results?.length ? refund.results : null;
  const failed = refund.failedCount ?? results?.filter((r) => r.status === "error").length ?? 1;
  const total = refund.totalCount ?? results?.length ?? failed;
  // The amount is the server's answer to refund-payment. Opened from a link that carries only the
  // counts, the page can only say what the price rule refunds (site.md §4), from the one price list.
  const cents = refund.refundAmountCents ?? refundCents(priceCents(sendOptionForCount(total)), total, failed);
  const orderNumber = refund.orderNumber ?? null;
  const amount =
    i18n.locale === "en"
      ? `$${(cents / 100).toFixed(2)}`
      : new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(cents / 100);

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <section className="text-center">
        <CircleCheck className="mx-auto size-14 text-sage" aria-hidden="true" />
        <h1 className="mt-2 text-3xl font-extrabold">{failed > 1 ? t`Postcards refunded` : t`Postcard refunded`}</h1>
        {orderNumber !== null ? <p className="mt-1 font-medium text-ink/80">{t`Order #${orderNumber}`}</p> : null}
        <p className="mt-2 text-lg text-ink/80">
          {t`We've got it covered. No action needed, we'll let you know when it's fixed.`}
        </p>
      </section>

      <section aria-labelledby="refund-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <h2 id="refund-heading" className="text-xl font-bold">
          {/* Always with its cents ("$5.00"), as the contract writes a refund. */}
          {t`Refund issued: ${amount}`}
        </h2>
        <p className="text-ink/80">{t`Expected in 5–10 business days`}</p>
        {refund.refundId || refund.orderId ? (
          <dl className="mt-3 space-y-1 text-sm">
            {refund.refundId ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink/75">{t`Refund ID:`}</dt>
                <dd className="font-mono break-all">{refund.refundId}</dd>
              </div>
            ) : null}
            {orderNumber !== null || refund.orderId ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink/75">{t`Order number:`}</dt>
                <dd className="font-mono break-all">{orderNumber ?? refund.orderId}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>

      {results ? (
        <section aria-labelledby="cards-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
          <h2 id="cards-heading" className="text-lg font-bold">
            {t`Your postcards`}
          </h2>
          <ul className="mt-3 space-y-3">
            {results.map((r) => (
              <li key={`${r.type}-${r.recipient}`} className="flex gap-3">
                {r.status === "success" ? (
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden="true" />
                ) : (
                  <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
                )}
                <span>
                  <span className="block font-semibold">
                    {titledName({ type: r.type, title: r.title, name: r.recipient })}
                  </span>
                  <span className="block text-sm text-ink/80">
                    {r.status === "success"
                      ? t`Sent successfully`
                      : t`Mailing issue on our end — we're already fixing it`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
          <p className="font-semibold">
            {t({
              message: plural(total, {
                one: `${failed} of # postcard couldn't be mailed.`,
                other: `${failed} of # postcards couldn't be mailed.`,
              }),
            })}
          </p>
          {refund.errors?.length ? (
            <div className="mt-3 rounded-xl bg-paper p-3">
              <h2 className="text-sm font-bold">{t`Error Details`}</h2>
              {/* The mailing vendor's own words, in English. */}
              <ul lang="en" className="mt-1 list-disc pl-5 text-sm text-ink/80">
                {refund.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      )}

      {refund.statusPath ? (
        <Link to={refund.statusPath} className={cn(buttonVariants({ variant: "secondary", size: "lg" }), "w-full")}>
          <MapPinned className="size-4" aria-hidden="true" />
          {t`Follow your order`}
        </Link>
      ) : null}

      <Button size="lg" className="w-full" onClick={() => navigate(paths.home, { state: skipOnboardingState })}>
        <Home className="size-4" aria-hidden="true" />
        {t`Return home`}
      </Button>
    </main>
  );
}
