import type { CardStatus, OrderStatus } from "@civic/contracts/order-status";
import { useLingui } from "@lingui/react/macro";
import { Check, Circle, FileDown } from "lucide-react";
import { useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format";
import { officeLabel } from "@/lib/office-label";
import { HeldCardChoice } from "./held-card-choice";
import { formatTime, stepExplanation, stepTitle } from "./step-copy";

/**
 * One card: who it went to and where, the words on it, the print shop's pictures, its timeline;
 * a held card also asks its sender what to do with it.
 */
export function CardPanel({
  card,
  token,
  onChanged,
}: {
  card: CardStatus;
  token: string;
  onChanged: (order: OrderStatus) => void;
}) {
  const { t, i18n } = useLingui();
  const who = `${card.title} ${card.name}`;
  const officeName = officeLabel(card.office, i18n);
  const expectedBy = card.expectedBy ? formatDay(card.expectedBy, i18n) : "";
  const [photoFailed, setPhotoFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `card-${card.id}`;
  // The choice's buttons are gone once it is made: focus goes back to the card it was about.
  const chosen = (order: OrderStatus) => {
    onChanged(order);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <section
      aria-labelledby={headingId}
      data-testid="card-panel"
      data-step={card.step ?? "none"}
      className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 md:p-6"
    >
      <header className="flex flex-wrap items-start gap-4">
        {card.photo && !photoFailed ? (
          <img
            src={card.photo}
            alt=""
            onError={() => setPhotoFailed(true)}
            width={64}
            height={78}
            referrerPolicy="no-referrer"
            className="h-[78px] w-16 shrink-0 rounded-lg bg-paper object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1 basis-[10rem]">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {who}
          </h2>
          <p className="text-sm text-ink/80" data-testid="card-office">
            {/* A name on a line of its own starts with a capital ("oficina de Washington" in Spanish does not). */}
            <span className="font-semibold">{officeName.charAt(0).toUpperCase() + officeName.slice(1)}</span>
            <br />
            {card.office.street}, {card.office.city}, {card.office.state} {card.office.zip}
          </p>
          {card.writtenBy ? (
            <p className="text-sm text-ink/80" data-testid="card-vendor">
              {t`Written and mailed by ${card.writtenBy}`}
            </p>
          ) : null}
        </div>
        {card.waiting || card.held ? (
          <span
            className={cn(
              "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold text-white",
              card.held ? "bg-stamp" : "bg-ink",
            )}
            data-testid="card-step"
          >
            {card.held ? t`On hold` : t`Waiting`}
          </span>
        ) : card.step ? (
          <span
            className={cn(
              "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold text-white",
              card.step === "failed" ? "bg-stamp" : "bg-sage",
            )}
            data-testid="card-step"
          >
            {stepTitle(card.step, i18n)}
          </span>
        ) : null}
      </header>

      {card.waiting ? (
        <p className="text-sm text-ink/80" data-testid="card-waiting">
          {t`The mailing service did not answer when we handed it this card, so we are checking whether it has it. We'll email you when it is mailed, or refund it if it wasn't.`}
        </p>
      ) : null}

      {card.held ? <HeldCardChoice token={token} card={card} held={card.held} onChosen={chosen} /> : null}

      {card.text ? (
        <div>
          <h3 className="text-sm font-semibold text-ink/75">{t`The words on your card`}</h3>
          <blockquote className="mt-1 rounded-xl bg-paper p-3 whitespace-pre-wrap" data-testid="card-text">
            {card.text.salutation ? <p>{card.text.salutation}</p> : null}
            <p>{card.text.body}</p>
            {card.text.signOff ? <p>{card.text.signOff}</p> : null}
          </blockquote>
        </div>
      ) : null}

      {card.images ? (
        <div>
          <h3 className="text-sm font-semibold text-ink/75">{t`Your card, as the print shop made it`}</h3>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <figure>
              <img
                src={card.images.front}
                alt={t`Front of your card to ${who}: a drawing of a national park, named in its corner`}
                className="aspect-[7/5] w-full rounded-lg bg-paper object-cover ring-1 ring-ink/10"
                loading="lazy"
              />
              <figcaption className="mt-1 text-xs text-ink/75">
                {t({ message: "Front", context: "the side of a card" })}
              </figcaption>
            </figure>
            <figure>
              <img
                src={card.images.back}
                alt={t`Back of your card to ${who}, in handwriting: your message (its words are above) and the addresses`}
                className="aspect-[7/5] w-full rounded-lg bg-paper object-cover ring-1 ring-ink/10"
                loading="lazy"
              />
              <figcaption className="mt-1 text-xs text-ink/75">
                {t({ message: "Back", context: "the side of a card" })}
              </figcaption>
            </figure>
          </div>
          <a
            href={card.images.pdf}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold underline underline-offset-4"
          >
            <FileDown className="size-4" aria-hidden="true" />
            {t`The print file (PDF)`}
            <span className="sr-only"> {t`of your card to ${who}`}</span>
          </a>
        </div>
      ) : null}

      <div>
        <h3 className="text-sm font-semibold text-ink/75">{t`Progress`}</h3>
        <ol className="mt-2 space-y-3" data-testid="card-timeline">
          {card.timeline.map((entry) => (
            <li key={entry.step} className="flex gap-3" data-done={entry.done}>
              {entry.done ? (
                <Check className="mt-0.5 size-5 shrink-0 rounded-full bg-sage p-0.5 text-white" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-ink/60" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="font-semibold">
                  {stepTitle(entry.step, i18n)}
                  <span className="sr-only"> {entry.done ? t`(done)` : t`(not yet)`}</span>
                  {entry.at ? (
                    <time dateTime={entry.at} className="ml-2 text-sm font-normal text-ink/75">
                      {formatTime(entry.at, i18n)}
                    </time>
                  ) : null}
                </p>
                <p
                  className="text-sm text-ink/80"
                  // A failed card's reason is the server's own words, in English.
                  lang={entry.step === "failed" && card.notMailedBecause ? "en" : undefined}
                >
                  {stepExplanation(entry.step, card, entry.done, i18n)}
                </p>
                {entry.step === "mailed" && entry.done && card.expectedBy ? (
                  <p className="text-sm font-semibold" data-testid="card-expected">
                    {t`Expected in the mailbox by ${expectedBy}.`}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
