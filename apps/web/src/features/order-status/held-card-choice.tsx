import type { CardStatus, OrderStatus } from "@civic/contracts/order-status";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { officeLabel } from "@/lib/office-label";
import { serverMessage } from "@/lib/server-message";
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
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const [sending, setSending] = useState(false);
  const holder = held.newHolder;
  const holderName = holder ? `${holder.title} ${holder.name}` : "";
  const titleId = `held-${card.id}`;
  const refundDay = formatDate(held.refundAt, i18n);
  const holderOffice = holder ? officeLabel({ label: holder.officeLabel }, i18n) : "";

  async function choose(choice: Choice) {
    setSending(true);
    try {
      const order = await chooseHeldCard(
        choice === "new_holder" && holder
          ? { token, cardId: card.id, choice, newHolderId: holder.id }
          : { token, cardId: card.id, choice: "refund" },
      );
      onChosen(order);
      toast.success(choice === "refund" ? t`This card will be refunded` : t`Your card is on its way to ${holderName}`);
    } catch (err) {
      toast.error(t`We couldn't make that choice`, { description: serverMessage(err, i18n, t`Please try again.`) });
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
        {t`This card is on hold: what would you like us to do?`}
      </h3>
      {/* Why, in the server's own words, which are English. */}
      <p data-testid="held-reason" lang="en">
        {held.reason}
      </p>
      {holder ? (
        <p data-testid="held-new-holder">
          {t`Our directory now shows ${holderName} in this seat. We can send them the same message, with the greeting written to them, at their ${holderOffice}. Or we refund this card.`}
        </p>
      ) : card.type === "state_legislator" ? (
        // A state legislator's seat is not followed to its next holder (decision 0120).
        <p data-testid="held-no-holder">{t`You can have this card refunded now.`}</p>
      ) : (
        <p data-testid="held-no-holder">
          {t`Our directory doesn't know who holds this seat now yet. You can have this card refunded now. Once we know who holds the seat, you can also choose to send it to them instead.`}
        </p>
      )}
      <p className="text-sm text-ink/80">{t`If you haven't chosen by ${refundDay}, we'll refund this card.`}</p>
      {confirming ? (
        <div className="space-y-3">
          <p className="font-semibold" data-testid="held-confirm">
            {confirming === "refund"
              ? t`Refund this card? It won't be mailed, and its share of the payment is refunded.`
              : t`Send this card to ${holderName}? It goes to the print shop to be written and mailed like any card.`}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button onClick={() => choose(confirming)} disabled={sending}>
              {sending
                ? t`One moment…`
                : confirming === "refund"
                  ? t`Yes, refund it`
                  : t`Yes, send it to ${holderName}`}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={sending}>
              {t`Not yet`}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {holder ? <Button onClick={() => setConfirming("new_holder")}>{t`Send it to ${holderName}`}</Button> : null}
          <Button variant="secondary" onClick={() => setConfirming("refund")}>
            {t`Refund this card`}
          </Button>
        </div>
      )}
    </section>
  );
}
