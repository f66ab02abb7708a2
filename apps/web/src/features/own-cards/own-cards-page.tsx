import type { OwnCard, OwnCards } from "@civic/contracts/own-cards";
import type { I18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Check, Download } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError, invoke } from "@/lib/api-client";
import { officeLabel } from "@/lib/office-label";
import { useHeadingOnArrival } from "@/lib/page-arrival";
import { usePublicConfig } from "@/lib/public-config";
import { functionQuery, queryClient } from "@/lib/queries";
import { serverMessage } from "@/lib/server-message";

/** Private: never indexed, and its address (the secret) is never sent on as a Referer. */
function PrivatePageMeta({ title }: { title: string }) {
  const { appName } = usePublicConfig();
  return (
    <>
      <title>{`${title} · ${appName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

const formatDate = (iso: string, i18n: I18n) =>
  new Date(iso).toLocaleDateString(i18n.locale === "es" ? "es-US" : "en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
  });

/** /write-it-yourself/{token}: the printable PDF, and "I mailed it" for each card. */
export function OwnCardsPage() {
  const { t, i18n } = useLingui();
  const token = useParams().token ?? "";
  const query = functionQuery("own-cards", { token });
  const { data, error } = useQuery({ ...query, retry: false }, queryClient);
  const [erased, setErased] = useState(false);
  useHeadingOnArrival(Boolean(data || error || erased), erased ? "erased" : data ? "ready" : "error");
  const show = (next: OwnCards) => queryClient.setQueryData(query.queryKey, next);

  if (erased) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-5 py-12 text-center">
        <PrivatePageMeta title={t`Details erased`} />
        <h1 className="text-3xl font-bold">{t`Your details are erased`}</h1>
        <p className="text-lg text-ink/85">
          {t`Your name, address and message are gone from our records. This link no longer opens your cards.`}
        </p>
      </main>
    );
  }
  if (error) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-5 py-12 text-center">
        <PrivatePageMeta title={t`Not found`} />
        <h1 className="text-3xl font-bold">
          {error instanceof ApiError && error.status === 404 ? t`Not found` : t`Something went wrong`}
        </h1>
        <p className="text-lg text-ink/85">{serverMessage(error, i18n, t`Something went wrong. Please try again.`)}</p>
        <Link to="/" className="inline-block font-semibold underline underline-offset-4">
          {t`Start a new postcard`}
        </Link>
      </main>
    );
  }
  if (!data) {
    return (
      <main className="flex min-h-[50dvh] items-center justify-center" role="status" aria-live="polite">
        <PrivatePageMeta title={t`Your cards`} />
        <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" aria-hidden="true" />
        <span className="sr-only">{t`Loading your cards…`}</span>
      </main>
    );
  }

  const count = data.cards.length;
  const toHome = data.cards.some((c) => c.officeKind === "home" && !c.toStatehouse);
  const toStatehouse = data.cards.some((c) => c.toStatehouse);
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <PrivatePageMeta title={t`Your cards to write`} />
      <section className="space-y-3">
        <h1 className="text-3xl font-extrabold">
          {t({ message: plural(count, { one: "Your card to write", other: "Your # cards to write" }) })}
        </h1>
        <p className="text-lg text-ink/85">
          {t`Print the PDF, copy your message onto each card in your own handwriting, and mail it. Then tell us below, so your card counts.`}
        </p>
        <a
          href={data.pdfPath}
          download
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-6 text-lg font-semibold text-white sm:w-auto"
        >
          <Download className="size-5" aria-hidden="true" />
          {t`Download the printable PDF`}
        </a>
        <p className="text-sm text-ink/75">
          {t`One 6×4 inch card per page, then a letter sheet of four to cut out, then a page per card with your message set large to copy. Keep this page's link private: anyone with it can see your cards.`}
        </p>
      </section>

      <section aria-labelledby="how-title" className="space-y-2 rounded-2xl bg-paper p-4">
        <h2 id="how-title" className="text-lg font-bold">
          {t`Before you mail it`}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {/* The contract's OWN_CARD_GUIDANCE (the PDF's words), in the page's language. */}
          <li>
            {t`Use a postcard stamp. A card between 3½×5 and 4¼×6 inches mails at the postcard rate; a bigger card (5×7) needs a letter stamp.`}
          </li>
          <li>{t`Print clearly in capital letters, not cursive: offices open many cards and scanners read print.`}</li>
          <li>{t`Write nothing but the address in the address area, and leave the bottom 5/8 inch blank.`}</li>
          {toHome ? (
            <li>
              {t`It goes to their home office: mail there is read soonest, while mail to Washington is screened for 2 to 3 weeks first.`}
            </li>
          ) : null}
          {toStatehouse ? (
            <li>
              {t`It goes to their office at the State Capitol when they have one, else to their district office.`}
            </li>
          ) : null}
        </ul>
      </section>

      <ul className="space-y-4">
        {data.cards.map((card) => (
          <li key={card.id}>
            <CardToWrite card={card} token={token} onChange={show} />
          </li>
        ))}
      </ul>

      {data.campaign ? (
        <p>
          {t`Your cards count towards`}{" "}
          <Link to={`/c/${data.campaign.slug}`} className="font-semibold underline underline-offset-4">
            {data.campaign.title}
          </Link>
          {t`, apart from the cards we mail; each one you mark mailed counts as mailed by you.`}
        </p>
      ) : null}

      <EraseDetails token={token} onErased={() => setErased(true)} />
    </main>
  );
}

function CardToWrite({ card, token, onChange }: { card: OwnCard; token: string; onChange(next: OwnCards): void }) {
  const { t, i18n } = useLingui();
  const { recipient } = card;
  const mailedOn = card.reportedMailedAt ? formatDate(card.reportedMailedAt, i18n) : "";
  const office = officeLabel({ label: card.officeLabel }, i18n);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `card-${card.id}`;
  async function reportMailed() {
    setBusy(true);
    setError(null);
    try {
      onChange(await invoke("report-card-mailed", { token, cardId: card.id }));
    } catch (err) {
      setError(serverMessage(err, i18n, t`Something went wrong. Please try again.`));
    } finally {
      setBusy(false);
    }
  }
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
      data-testid="own-card"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t`To ${recipient}`}
      </h2>
      <address className="not-italic">
        {/* On a line of its own: a capital first ("oficina de Washington" in Spanish starts lowercase). */}
        <span className="block text-sm text-ink/75">{office.charAt(0).toUpperCase() + office.slice(1)}</span>
        <span className="block">{card.address.street}</span>
        <span className="block">
          {card.address.city}, {card.address.state} {card.address.zip}
        </span>
      </address>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t`See the message`}</summary>
        <p className="whitespace-pre-line">{[card.salutation, card.body, card.signOff].join("\n")}</p>
      </details>
      {card.reportedMailedAt ? (
        <p className="flex items-center gap-2 font-semibold text-sage" data-testid="reported-mailed">
          <Check className="size-5" aria-hidden="true" />
          {t`Mailed by you on ${mailedOn}`}
        </p>
      ) : (
        <Button size="lg" className="w-full sm:w-auto" onClick={() => void reportMailed()} disabled={busy}>
          {t`I mailed it`}
        </Button>
      )}
      {error ? (
        <p role="alert" className="rounded-xl bg-stamp/10 p-3 font-medium text-stamp">
          {error}
        </p>
      ) : null}
    </article>
  );
}

function EraseDetails({ token, onErased }: { token: string; onErased(): void }) {
  const { t, i18n } = useLingui();
  const { retentionDays } = usePublicConfig();
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function erase() {
    setError(null);
    try {
      await invoke("erase-own-cards", { token });
      onErased();
    } catch (err) {
      setError(serverMessage(err, i18n, t`Something went wrong. Please try again.`));
    }
  }
  return (
    <section aria-labelledby="erase-title" className="space-y-2 border-t border-ink/10 pt-4">
      <h2 id="erase-title" className="font-bold">
        {t`Your details`}
      </h2>
      <p className="text-sm text-ink/80">
        {t`We keep your name, address and message only to draw your PDF, and erase them after ${retentionDays} days. You can erase them now; the PDF you downloaded stays yours.`}
      </p>
      {asked ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void erase()}>
            {t`Yes, erase my details`}
          </Button>
          <Button variant="secondary" onClick={() => setAsked(false)}>
            {t`Keep them`}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsked(true)}>
          {t`Erase my details`}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-stamp">
          {error}
        </p>
      ) : null}
    </section>
  );
}
