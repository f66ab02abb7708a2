import { cardFrontParks, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
// The message below is shown in the card's handwriting; the font loads with this step only.
import "@fontsource/caveat/400.css";
import type { PlannedCard } from "@civic/contracts/card-text";
import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import { fillPlaceholders } from "@civic/contracts/placeholders";
import { useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { Button } from "@/components/ui/button";
import { officeLabel } from "@/lib/office-label";
import { useCardPreview } from "../../api/card-preview";
import { usePlannedCards } from "../../api/planned-cards";
import { useSenators } from "../../api/senators";
import { Step } from "../../state/postcard-data";
import { usePrintedFront } from "../../state/printed-front";
import { useWizard, wizard } from "../../state/wizard-store";
import { CardViewer } from "./card-viewer";
import { DistrictCheck } from "./district-check";

type Images = { status: "loading" } | { status: "ready"; front: string; back: string } | { status: "error" };

/** The TO lines: the recipient and the office the card is mailed to (Washington until checkout says). */
function addressLines(l: Legislator, card: PlannedCard | undefined) {
  const address = card?.office.address ?? l.address;
  return [titledName(l), address.street, `${address.city}, ${address.state} ${address.zip}`];
}

/**
 * Who the card goes to: the representative, or, for a vacant House seat (which cannot receive
 * mail), the state's senators, which is what step 6 then offers.
 */
function useRecipients(representative: Legislator | null | undefined, zipCode: string | undefined) {
  const vacant = !representative || representative.vacant;
  const senators = useSenators(zipCode, { enabled: vacant });
  if (!vacant) return { vacant, recipients: [representative] };
  return { vacant, recipients: senators.status === "loading" ? null : senators.senators };
}

/** Step 5 (wizard.md §2): the card as the robot will write it, TO and FROM, the message. */
export function PreviewStep() {
  const { t, i18n } = useLingui();
  const data = useWizard((s) => s.postcardData);
  const sender = data.userInfo;
  const { vacant, recipients } = useRecipients(data.representative, data.zipCode);
  const recipient = recipients?.[0];
  const message = fillPlaceholders(data.finalMessage ?? "", sender ?? {});
  const office = data.office ?? "washington";
  const planned = usePlannedCards(
    data.finalMessage,
    sender,
    (recipients ?? []).map((r) => r.id),
    office,
  );
  const cards = planned.status === "ready" ? planned.cards : [];
  // The campaign's front, if the flow is part of one and it can be printed; checkout sends the same.
  const front = usePrintedFront(data.campaign?.cardFront);
  const preview = useCardPreview(data.finalMessage, sender, recipient?.id, office, front);
  const images: Images = preview.isSuccess
    ? { status: "ready", front: preview.data.front, back: preview.data.back }
    : preview.isError && !preview.isFetching
      ? { status: "error" }
      : { status: "loading" };

  const to = recipient ? titledName(recipient) : t`your legislator`;
  const park = cardFrontParks[front ?? DEFAULT_CARD_FRONT_ID];
  const from = sender?.fullName ?? t`you`;
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-6 md:max-w-3xl">
      <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">
        {t`Here's how your postcard will look`}
      </h1>

      <DistrictCheck
        zipCode={data.zipCode}
        representative={data.representative}
        sender={sender}
        onSwitch={(representative) => wizard.updatePostcardData({ representative })}
      />

      {images.status === "ready" ? (
        <CardViewer
          front={images.front}
          back={images.back}
          frontAlt={t`Front of your postcard: a drawing of ${park}, named in its corner.`}
          backAlt={t`Back of your postcard: your message in handwriting (its words are under "See your message" below), addressed to ${to} from ${from}.`}
        />
      ) : images.status === "error" ? (
        <div role="alert" className="rounded-xl bg-white p-4 text-center ring-1 ring-ink/15">
          <p className="font-medium">{t`We couldn't draw the preview. Your card is not affected.`}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void preview.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : recipients?.length === 0 ? null : (
        <div role="status" className="aspect-[7/5] w-full animate-pulse rounded-xl bg-ink/10">
          <span className="sr-only">{t`Drawing your postcard…`}</span>
        </div>
      )}

      {/* Busy until each card's office is known: its line, and perhaps its address, arrive with it. */}
      <section
        aria-label={t`Addresses`}
        aria-busy={recipients === null || planned.writing}
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:grid-cols-2"
      >
        <div>
          <h2 className="text-sm font-bold tracking-widest text-ink/75">{t`TO`}</h2>
          {vacant ? (
            <p className="mt-1 text-sm text-ink/80">
              {t`Your House seat is vacant, so it can't receive a card. Your senators can:`}
            </p>
          ) : null}
          {recipients === null ? (
            <p className="mt-1 text-ink/75">{t`Looking up your senators…`}</p>
          ) : recipients.length === 0 ? (
            <p className="mt-1">{t`We couldn't find anyone to write to for this ZIP code. Go back and check it.`}</p>
          ) : (
            recipients.map((r) => {
              const card = cards.find((c) => c.recipientId === r.id);
              const office = card ? officeLabel(card.office, i18n) : "";
              return (
                <div key={r.id} className="mt-1">
                  <address className="not-italic">
                    {addressLines(r, card).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  {card ? (
                    <p className="text-sm text-ink/75" data-testid="preview-office">
                      {card.office.kind === "washington"
                        ? t`Mailed to the ${office}. You can choose a home office at checkout.`
                        : t`Mailed to the ${office}.`}
                    </p>
                  ) : null}
                </div>
              );
            })
          )}
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-widest text-ink/75">{t`FROM`}</h2>
          {sender ? (
            <address className="mt-1 not-italic">
              <span className="block">{sender.fullName}</span>
              <span className="block">{sender.streetAddress}</span>
              <span className="block">
                {sender.city}, {sender.state} {sender.zipCode}
              </span>
            </address>
          ) : null}
        </div>
      </section>

      <Collapsible.Root className="rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
        <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 rounded-2xl p-4 text-left font-semibold">
          {t`See your message (optional)`}
          <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </Collapsible.Trigger>
        <Collapsible.Content className="border-t border-ink/10 px-4 pt-3 pb-4">
          <div data-testid="preview-message" className="font-hand text-2xl leading-snug">
            {cards[0] ? <p>{cards[0].salutation}</p> : null}
            <p className="whitespace-pre-wrap">{message}</p>
            {cards[0] ? <p className="whitespace-pre-line">{cards[0].signOff}</p> : null}
          </div>
        </Collapsible.Content>
      </Collapsible.Root>

      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={() => wizard.setStep(Step.checkout)}>
          {t`Continue`}
        </Button>
        <Button variant="ghost" onClick={() => wizard.setStep(Step.returnAddress)}>
          {t`Back`}
        </Button>
      </div>
    </main>
  );
}
