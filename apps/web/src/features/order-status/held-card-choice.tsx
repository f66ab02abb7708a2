import type { CardStatus, OrderStatus } from "@civic/contracts/order-status";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { chooseHeldCard } from "./api/order-data";
import { formatDate } from "./step-copy";

type Held = NonNullable<CardStatus["held"]>;
type Choice = "refund" | "new_holder";

/**
 * A card held because its recipient's term ended before it was ordered (docs/decisions/0110): why,
 * and the sender's choice, confirmed before it is made: a refund now, or, once the directory knows
 * who holds the seat, the same message to them. Without a choice, the day it is refunded.
 */
export function HeldCardChoice({
  token,
  card,
  held,
  onChosen,
}: {
  token: string;
  card: CardStatus;
  held: Held;
  onChosen: (order: OrderStatus) => void;
}) {
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const [sending, setSending] = useState(false);
  const holder = held.newHolder;
  const holderName = holder ? `${holder.title} ${holder.name}` : "";
  const titleId = `held-${card.id}`;

  async function choose(choice: Choice) {
    setSending(true);
    try {
      const order = await chooseHeldCard(
        choice === "new_holder" && holder
          ? { token, cardId: card.id, choice, newHolderId: holder.id }
          : { token, cardId: card.id, choice: "refund" },
      );
      onChosen(order);
      toast.success(choice === "refund" ? "This card will be refunded" : `Your card is on its way to ${holderName}`);
    } catch (err) {
      toast.error("We couldn't make that choice", {
        description: err instanceof Error ? err.message : "Please try again.",
      });
      setConfirming(null);
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl bg-paper p-3 ring-1 ring-stamp/30"
      data-testid="card-held"
    >
      <h3 id={titleId} className="font-bold">
        This card is on hold: what would you like us to do?
      </h3>
      <p data-testid="held-reason">{held.reason}</p>
      {holder ? (
        <p data-testid="held-new-holder">
          Our directory now shows {holderName} in this seat. We can send them the same message, with the greeting
          written to them, at their {holder.officeLabel}. Or we refund this card.
        </p>
      ) : card.type === "state_legislator" ? (
        // A state legislator's seat is not followed to its next holder (decision 0120).
        <p data-testid="held-no-holder">You can have this card refunded now.</p>
      ) : (
        <p data-testid="held-no-holder">
          Our directory doesn't know who holds this seat now yet. You can have this card refunded now. Once we know who
          holds the seat, you can also choose to send it to them instead.
        </p>
      )}
      <p className="text-sm text-ink/80">
        If you haven't chosen by {formatDate(held.refundAt)}, we'll refund this card.
      </p>
      {confirming ? (
        <div className="space-y-3">
          <p className="font-semibold" data-testid="held-confirm">
            {confirming === "refund"
              ? "Refund this card? It won't be mailed, and its share of the payment is refunded."
              : `Send this card to ${holderName}? It goes to the print shop to be written and mailed like any card.`}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button onClick={() => choose(confirming)} disabled={sending}>
              {sending ? "One moment…" : confirming === "refund" ? "Yes, refund it" : `Yes, send it to ${holderName}`}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={sending}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {holder ? <Button onClick={() => setConfirming("new_holder")}>Send it to {holderName}</Button> : null}
          <Button variant="secondary" onClick={() => setConfirming("refund")}>
            Refund this card
          </Button>
        </div>
      )}
    </section>
  );
}
