import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import { BUNDLE_SAVINGS_CENTS, formatDollars, PER_CARD_CENTS } from "@civic/contracts/pricing";
import { priceForCount } from "./recipients";

/** The order summary (wizard.md §9): $5 per recipient, the bundle saving for all three, the total. */
export function OrderSummary({ recipients }: { recipients: Legislator[] }) {
  const { cents } = priceForCount(recipients.length);
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id="summary-heading" className="text-lg font-bold">
        Order summary
      </h2>
      <p className="text-sm text-ink/75">Handwritten 5x7 postcard, mailed first-class</p>
      <ul className="mt-3 space-y-1.5">
        {recipients.map((r) => (
          <li key={r.id} className="flex justify-between gap-3">
            <span>Postcard to {titledName(r)}</span>
            <span className="font-medium">{formatDollars(PER_CARD_CENTS)}</span>
          </li>
        ))}
        {recipients.length === 3 ? (
          <li className="flex justify-between gap-3 font-medium text-sage">
            <span>Bundle savings</span>
            <span>−${(BUNDLE_SAVINGS_CENTS / 100).toFixed(2)}</span>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex justify-between border-t border-ink/10 pt-3 text-lg font-bold">
        <span>Total</span>
        <span data-testid="order-total">{formatDollars(cents)}</span>
      </p>
    </section>
  );
}
