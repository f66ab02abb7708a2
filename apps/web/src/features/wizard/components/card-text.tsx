// The card's words are shown in its handwriting; the font loads with the steps that show cards.
import "@fontsource/caveat/400.css";
import type { OfficeKind, PlannedCard } from "@civic/contracts/card-text";
import { useLingui } from "@lingui/react/macro";
import { formatDay } from "@/lib/format";
import { officeLabel } from "@/lib/office-label";

/** One card as it will be written: who it greets, where it is mailed, and every word on it. */
export function CardText({ card, requested }: { card: PlannedCard; requested: OfficeKind }) {
  const { t, i18n } = useLingui();
  const { address } = card.office;
  const { recipient } = card;
  const office = officeLabel(card.office, i18n);
  const street = `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
  const ends = card.termEndsBeforeArrival;
  const termEnds = ends ? formatDay(ends.termEnds, i18n) : "";
  const arrivesBy = ends ? formatDay(ends.arrivesBy, i18n) : "";
  return (
    <article
      aria-label={t`Postcard to ${recipient}`}
      data-testid="card-text"
      className="rounded-2xl bg-paper p-4 shadow-sm ring-1 ring-ink/15"
    >
      <h3 className="font-bold">{t`To ${recipient}`}</h3>
      <p className="text-sm text-ink/80">{t`Mailed to the ${office}: ${street}`}</p>
      {requested === "home" && card.office.kind === "washington" ? (
        <p className="text-sm text-ink/80">{t`We have no home office address for this member, so it goes to Washington.`}</p>
      ) : null}
      {card.termEndsBeforeArrival ? (
        <p className="mt-2 rounded-xl bg-stamp/10 p-2 text-sm font-medium text-stamp" data-testid="term-ends-warning">
          {t`${recipient}'s term ends on ${termEnds}, and this card is expected by ${arrivesBy}: it may reach the office after they have left it.`}
          {requested === "washington" && card.office.kind === "washington"
            ? ` ${t`A home office gets it sooner.`}`
            : ""}
        </p>
      ) : null}
      <div className="mt-3 font-hand text-2xl leading-snug text-[#1d3577]">
        <p>{card.salutation}</p>
        <p className="whitespace-pre-wrap">{card.body}</p>
        <p className="whitespace-pre-line">{card.signOff}</p>
      </div>
    </article>
  );
}
