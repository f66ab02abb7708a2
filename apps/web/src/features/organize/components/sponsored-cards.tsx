import { formatDollars, PER_CARD_CENTS } from "@civic/contracts/pricing";
import { FUNDING_MAX_CARDS } from "@civic/contracts/sponsorship-words";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PaymentPanel, type PaymentPanelState } from "@/components/payment/payment-panel";
import { Button } from "@/components/ui/button";
import { queryClient } from "@/lib/queries";
import { organizeApi, organizeQueries } from "../api/organize-api";
import { ErrorNote } from "./organize-shell";

const n = (v: number) => v.toLocaleString("en-US");
const cardsWord = (v: number) => `${n(v)} ${v === 1 ? "card" : "cards"}`;

/**
 * Sponsored cards: the organisation prepays cards (at the single-card price, in the same payment
 * form senders use) and its senders send them without paying. Counts only: what is left, what was
 * spent and on what.
 */
export function SponsoredCards({ campaignId, open }: { campaignId: string; open: boolean }) {
  const { data, error } = useQuery(organizeQueries.budget(campaignId), queryClient);
  const [cards, setCards] = useState("10");
  const [payment, setPayment] = useState<PaymentPanelState | null>(null);
  const [funded, setFunded] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const inputId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Back from the checkout (?funded={session}): the server asks the provider, then the budget shows it.
  const returned = params.get("funded");
  useEffect(() => {
    if (!returned) return;
    // The checkout navigated here within the page: its form is done.
    setPayment(null);
    setParams({}, { replace: true });
    organizeApi
      .confirmFunding(campaignId, returned)
      .then((budget) => {
        queryClient.setQueryData(organizeQueries.budget(campaignId).queryKey, budget);
        setFunded("Thank you: your prepaid cards are ready for your senders.");
        heading.current?.focus();
      })
      .catch((err: Error) => setFunded(err.message));
  }, [returned, campaignId, setParams]);

  const count = Number.parseInt(cards, 10);
  const valid = Number.isInteger(count) && count >= 1 && count <= FUNDING_MAX_CARDS;

  async function prepay() {
    if (!valid) return;
    setPayment({ status: "creating" });
    try {
      const session = await organizeApi.fund(campaignId, count);
      setPayment({ status: "ready", session: { ...session, orderId: campaignId } });
    } catch (err) {
      setPayment({ status: "error", message: "The payment form could not open.", detail: (err as Error).message });
    }
  }

  if (error) return <ErrorNote>{error.message}</ErrorNote>;
  if (!data) return null;
  const refunded = data.refundedCents;
  return (
    <section aria-labelledby="sponsored-title" className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm">
      <h2 id="sponsored-title" ref={heading} tabIndex={-1} className="mb-2 text-lg font-bold focus:outline-none">
        Sponsored cards
      </h2>
      {funded ? (
        <p role="status" className="mb-3 rounded-xl bg-sage/15 p-3 font-medium">
          {funded}
        </p>
      ) : null}
      {data.paused && !data.closedAt ? (
        <p className="mb-3 rounded-xl border-2 border-stamp/40 p-3">
          Civic Postcard has paused your sponsored cards: your senders pay for their own until it is lifted.
        </p>
      ) : null}
      {data.fundedCards === 0 ? (
        <p className="mb-3" data-testid="budget-left">
          No prepaid cards yet: your senders pay for their own.
        </p>
      ) : (
        <>
          <p className="mb-1" data-testid="budget-left">
            <span className="text-2xl font-extrabold">{n(data.remainingCards)}</span>{" "}
            {data.remainingCards === 1 ? "card" : "cards"} left of {cardsWord(data.fundedCards)} prepaid (
            {formatDollars(data.paidCents)})
          </p>
          <p className="mb-3 text-ink/80" data-testid="budget-spent">
            Spent: {n(data.spent.orders)} {data.spent.orders === 1 ? "order" : "orders"}, {cardsWord(data.spent.cards)}{" "}
            ({n(data.spent.house)} to the House, {n(data.spent.senate)} to the Senate), {n(data.spent.mailed)} mailed;{" "}
            {cardsWord(data.spent.returned)} came back after failing to send.
          </p>
        </>
      )}
      {open ? <HourlyCap campaignId={campaignId} cardsPerHour={data.cardsPerHour} hitAt={data.hourlyCapHitAt} /> : null}
      {data.closedAt && data.unusedCards !== null ? (
        <p className="mb-3">
          Closed with {cardsWord(data.unusedCards)} unused: {formatDollars(refunded)} refunded to your card
          {refunded < data.unusedCards * PER_CARD_CENTS ? " (the rest is on its way)" : ""}.
        </p>
      ) : null}
      {open && !payment ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="font-semibold">
              Cards to prepay
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={FUNDING_MAX_CARDS}
              value={cards}
              onChange={(e) => setCards(e.target.value)}
              className="min-h-11 w-32 rounded-xl border-2 border-ink/60 px-3"
            />
          </div>
          <Button onClick={() => void prepay()} disabled={!valid}>
            {valid ? `Prepay ${cardsWord(count)} (${formatDollars(count * PER_CARD_CENTS)})` : "Prepay cards"}
          </Button>
          <p className="w-full text-sm text-ink/80">
            {formatDollars(PER_CARD_CENTS)} a card. While cards are left, your campaign's senders see “Your postcards
            are paid for by …” and send without paying, one order (up to 3 cards) per email address. Closing the
            campaign refunds the cards left.
          </p>
        </div>
      ) : null}
      {payment ? (
        <PaymentPanel
          state={payment}
          onBack={() => setPayment(null)}
          onRetry={() => void prepay()}
          onComplete={(session) => {
            setPayment(null);
            void organizeApi.confirmFunding(campaignId, session.sessionId).then((budget) => {
              queryClient.setQueryData(organizeQueries.budget(campaignId).queryKey, budget);
            });
          }}
          payWithLocalCheckout={organizeApi.payLocal}
        />
      ) : null}
      {data.fundings.length ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Prepayments</caption>
          <thead>
            <tr className="text-ink/75">
              <th className="py-1 pr-3 font-semibold">Prepaid</th>
              <th className="py-1 pr-3 font-semibold">Cards</th>
              <th className="py-1 pr-3 font-semibold">Amount</th>
              <th className="py-1 font-semibold">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.fundings.map((f) => (
              <tr key={f.id} className="border-t border-ink/10">
                <td className="py-1 pr-3 whitespace-nowrap">{(f.paidAt ?? f.createdAt).slice(0, 10)}</td>
                <td className="py-1 pr-3">{n(f.cards)}</td>
                <td className="py-1 pr-3">{formatDollars(f.amountCents)}</td>
                <td className="py-1">
                  {f.status === "payment_mismatch"
                    ? `The payment did not match the prepayment: ${f.refundingCents ? `${formatDollars(f.refundingCents)} being refunded` : `${formatDollars(f.refundedCents)} refunded`} in full`
                    : [
                        f.status === "paid" ? "Paid" : "Awaiting payment",
                        f.refundedCents ? `${formatDollars(f.refundedCents)} refunded` : "",
                        f.refundingCents ? `${formatDollars(f.refundingCents)} being refunded` : "",
                      ]
                        .filter(Boolean)
                        .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/**
 * The organiser's cap on sponsored cards per hour: a script with many addresses can take an hour's
 * share at most. Says when a sender last found the hour's cards taken.
 */
function HourlyCap({
  campaignId,
  cardsPerHour,
  hitAt,
}: {
  campaignId: string;
  cardsPerHour: number | null;
  hitAt: string | null;
}) {
  const [value, setValue] = useState(cardsPerHour === null ? "" : String(cardsPerHour));
  const [note, setNote] = useState<string | null>(null);
  const inputId = useId();
  const parsed = value.trim() === "" ? null : Number.parseInt(value, 10);
  const valid = parsed === null || (Number.isInteger(parsed) && parsed >= 1);
  async function save() {
    try {
      const budget = await organizeApi.setHourlyCap(campaignId, parsed);
      queryClient.setQueryData(organizeQueries.budget(campaignId).queryKey, budget);
      setNote(parsed === null ? "No hourly cap." : `At most ${cardsWord(parsed)} an hour.`);
    } catch (err) {
      setNote((err as Error).message);
    }
  }
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-semibold">
          Sponsored cards per hour (empty: no cap)
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="min-h-11 w-32 rounded-xl border-2 border-ink/60 px-3"
        />
      </div>
      <Button variant="secondary" onClick={() => void save()} disabled={!valid}>
        Save the hourly cap
      </Button>
      {note ? (
        <p role="status" className="w-full text-sm">
          {note}
        </p>
      ) : null}
      {hitAt ? (
        <p className="w-full text-sm" data-testid="hourly-cap-hit">
          Your hourly cap last turned a sender away at {new Date(hitAt).toLocaleString("en-US")}.
        </p>
      ) : null}
    </div>
  );
}
