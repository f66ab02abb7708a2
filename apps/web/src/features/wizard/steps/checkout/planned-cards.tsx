import type { OfficeKind, PlannedCard } from "@civic/contracts/card-text";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import type { PlannedCards } from "../../api/planned-cards";
import { CardText } from "../../components/card-text";

/** The cards that would carry another member's name: the sender decides, we never change it. */
export function namingOthers(cards: PlannedCard[]) {
  return cards.filter((c) => c.namesOtherMembers.length > 0);
}

/** Every card of the order as it will be written, before payment. */
export function PlannedCardList({
  planned,
  office,
  onRetry,
}: {
  planned: PlannedCards;
  office: OfficeKind;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="cards-heading" className="space-y-3">
      <h2 id="cards-heading" className="text-lg font-bold">
        {t`Your postcards`}
      </h2>
      {planned.status === "ready" ? (
        planned.cards.map((card) => <CardText key={card.recipientId} card={card} requested={office} />)
      ) : planned.status === "error" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-stamp/10 p-3 text-sm text-stamp">
          <p className="font-medium">{t`We couldn't show your postcards.`}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-ink/75">
          {t`Writing out your postcards…`}
        </p>
      )}
    </section>
  );
}

/** Says which card would greet one member and name another, with the two ways on. */
export function OtherMembersWarning({
  cards,
  onEdit,
  onSendAsWritten,
  ref,
}: {
  cards: PlannedCard[];
  onEdit: () => void;
  onSendAsWritten: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useLingui();
  const and = t`and`;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="space-y-3 rounded-2xl bg-stamp/10 p-4 text-ink">
      {cards.map((c) => {
        const { recipient } = c;
        const others = c.namesOtherMembers.join(` ${and} `);
        return (
          <p key={c.recipientId} className="font-medium">
            {t`Your card to ${recipient} names ${others}, who is not its recipient.`}
          </p>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          {t`Edit message`}
        </Button>
        <Button variant="ghost" className="underline" onClick={onSendAsWritten}>
          {t`Send as written`}
        </Button>
      </div>
    </div>
  );
}
