import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import { BUNDLE_SAVINGS_CENTS, orderPriceCents, PER_CARD_CENTS, STATE_CARD_CENTS } from "@civic/contracts/pricing";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { useLingui } from "@lingui/react/macro";
import { formatPrice } from "@/lib/format";
import { stateMemberName } from "./state-legislators";

/**
 * The order summary (wizard.md §9): $5 per recipient, the bundle saving for all three, the total;
 * and $5 for each card to a state legislator (decision 0120), the total the server will charge.
 */
export function OrderSummary({
  recipients,
  stateRecipients = [],
}: {
  recipients: Legislator[];
  stateRecipients?: StateLegislator[];
}) {
  const { t, i18n } = useLingui();
  const cents = orderPriceCents(recipients.length, stateRecipients.length);
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t`Order summary`}
      </h2>
      <p className="text-sm text-ink/75">{t`Handwritten 5x7 postcard, mailed first-class`}</p>
      <ul className="mt-3 space-y-1.5">
        {recipients.map((r) => (
          <li key={r.id} className="flex justify-between gap-3">
            <span>{t`Postcard to ${titledName(r)}`}</span>
            <span className="font-medium">{formatPrice(PER_CARD_CENTS, i18n)}</span>
          </li>
        ))}
        {recipients.length === 3 ? (
          <li className="flex justify-between gap-3 font-medium text-sage">
            <span>{t`Bundle savings`}</span>
            {/* Always with its cents, as the contract writes it ("−$3.00"). */}
            <span>
              −
              {i18n.locale === "es"
                ? new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(
                    BUNDLE_SAVINGS_CENTS / 100,
                  )
                : `$${(BUNDLE_SAVINGS_CENTS / 100).toFixed(2)}`}
            </span>
          </li>
        ) : null}
        {stateRecipients.map((r) => {
          const who = stateMemberName(r);
          return (
            <li key={r.id} className="flex justify-between gap-3">
              <span>{t`Postcard to ${who}`}</span>
              <span className="font-medium">{formatPrice(STATE_CARD_CENTS, i18n)}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 flex justify-between border-t border-ink/10 pt-3 text-lg font-bold">
        <span>{t`Total`}</span>
        <span data-testid="order-total">{formatPrice(cents, i18n)}</span>
      </p>
    </section>
  );
}
