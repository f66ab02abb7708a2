import { errorCodes } from "@civic/contracts/error-codes";
import type { Legislator } from "@civic/contracts/legislators";
import { ZIP_LENGTH, ZIP_RE } from "@civic/contracts/limits";
import { PER_CARD_CENTS, PRICE_CENTS } from "@civic/contracts/pricing";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { readSharedBy, SharedByBanner } from "@/components/shared-by-banner";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { formatOrdinal, formatPrice } from "@/lib/format";
import { Step } from "../../state/postcard-data";
import { useWizard, wizard } from "../../state/wizard-store";
import { LandingIllustration } from "./landing-illustration";
import { RepresentativeCard, RepresentativeCardSkeleton, useTermEndedNotice } from "./representative-card";

const SCROLL_DELAY_MS = 300;

/** Step 1 (wizard.md §2): the ZIP form, the research card and the representative choice. */
export function LandingStep() {
  const { t, i18n } = useLingui();
  const termEndedNotice = useTermEndedNotice();
  // A statehouse campaign's sender (decision 0125) writes to state legislators, chosen at checkout:
  // step 1 says so. Its ZIP lookup is the same (the draft still knows their district by it).
  const statehouse = useWizard((s) => s.postcardData.campaign?.chamber === "statehouse");
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [sharedBy, setSharedBy] = useState(() => readSharedBy(searchParams));
  // Back from step 2, or restored: the ZIP typed before.
  const [zip, setZip] = useState(() => wizard.getState().postcardData.zipCode ?? "");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reps, setReps] = useState<Legislator[] | null>(null);
  const [lookedUpZip, setLookedUpZip] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLDivElement>(null);
  const repsHeadingRef = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const errorId = useId();

  const selected = reps?.find((r) => r.id === selectedId) ?? null;
  const onlyVacant = reps !== null && reps.length > 0 && reps.every((r) => r.vacant);

  useEffect(() => {
    if (!reps?.length) return;
    const t = setTimeout(
      () => resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [reps]);
  useEffect(() => {
    if (!selected && !onlyVacant) return;
    const t = setTimeout(
      () => continueRef.current?.scrollIntoView({ behavior: "smooth", block: "end" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [selected, onlyVacant]);

  // The button is disabled while it looks up, which drops focus to the page: once the answer is
  // on screen, focus goes where it is (the results, or the ZIP field with its error).
  const [settled, setSettled] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each settled lookup, once.
  useEffect(() => {
    if (!settled) return;
    if (reps?.length) repsHeadingRef.current?.focus({ preventScroll: true });
    else document.getElementById(inputId)?.focus({ preventScroll: true });
  }, [settled]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSharedBy(null);
    if (!ZIP_RE.test(zip)) {
      setError(t`Please enter a valid 5-digit zip code`);
      return;
    }
    setLoading(true);
    setError(null);
    setReps(null);
    setSelectedId(null);
    try {
      const { fetchRepresentatives } = await import("../../api/legislators");
      const result = await fetchRepresentatives(zip);
      const list = Array.isArray(result) ? result : result.representatives;
      setReps(list);
      setLookedUpZip(zip);
      const choosable = list.filter((r) => !r.vacant);
      if (list.length === 1 && choosable[0]) setSelectedId(choosable[0].id);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === errorCodes.invalidZip
          ? t`Hmm. That doesn't look like a valid zip code. Please try again.`
          : t`Unable to lookup representatives. Please try again.`,
      );
    } finally {
      setLoading(false);
      setSettled((n) => n + 1);
    }
  }

  function onContinue() {
    const representative = selected ?? reps?.find((r) => r.vacant) ?? null;
    if (!representative) return;
    wizard.updatePostcardData({ zipCode: lookedUpZip, representative });
    wizard.setStep(Step.craft);
  }

  function openResearch() {
    const next = new URLSearchParams(searchParams);
    next.set("view", "research");
    setSearchParams(next, { replace: true, state: location.state });
  }

  const perCard = formatPrice(PER_CARD_CENTS, i18n);
  const allThree = formatPrice(PRICE_CENTS.triple, i18n);
  const priceSentence = statehouse
    ? t`${perCard} a card to each state legislator you choose, written by a robot with a real pen and mailed first-class.`
    : t`${perCard} a card, or ${allThree} for all three (your representative and both senators), written by a robot with a real pen and mailed first-class.`;
  const mapChangedFor = reps?.[0]?.mapChangedFor ? formatOrdinal(reps[0].mapChangedFor, i18n) : null;
  const onlyName = reps?.[0]?.name;
  const selectedName = selected?.name;
  return (
    <div className={sharedBy ? "pt-11" : undefined}>
      {sharedBy ? <SharedByBanner name={sharedBy} onDismiss={() => setSharedBy(null)} /> : null}
      <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-6">
        <section className="text-center">
          <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">
            {statehouse
              ? t`Send a real postcard to your state legislators`
              : t`Send a real postcard to your representative in D.C.`}
          </h1>
          <p className="mt-2 text-lg text-ink/80">{t`Handwritten postcards are the gold standard in the age of AI.`}</p>
          <p className="mt-2 font-semibold" data-testid="landing-price">
            {priceSentence}
          </p>
          <div className="mt-4">
            <LandingIllustration />
          </div>
        </section>

        <form onSubmit={onSubmit} noValidate className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
          <label htmlFor={inputId} className="mb-2 block font-semibold">
            {t`Enter your zip code to get started`}
          </label>
          <input
            id={inputId}
            name="zipCode"
            value={zip}
            onChange={(e) => {
              setZip(e.target.value.replace(/\D/g, "").slice(0, ZIP_LENGTH));
              setError(null);
            }}
            placeholder="12345"
            inputMode="numeric"
            autoComplete="postal-code"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className={fieldClass(Boolean(error), "text-center text-2xl tracking-[0.3em]")}
          />
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-stamp">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="mt-3 w-full" disabled={loading || zip.length === 0}>
            {statehouse
              ? loading
                ? t`Finding Your Legislators...`
                : t`Find My State Legislators`
              : loading
                ? t`Finding Your Rep...`
                : t`Find My Representative`}
          </Button>
          {statehouse ? (
            <p className="mt-2 text-sm text-ink/80" data-testid="statehouse-step-one">
              {t`You choose which of your state legislators to write to at checkout, after your message.`}
            </p>
          ) : null}
        </form>

        {loading ? (
          <div className="space-y-3" role="status" aria-label={t`Looking up your representative`}>
            <RepresentativeCardSkeleton />
          </div>
        ) : null}

        <div ref={resultsRef} className="scroll-mt-20 space-y-3">
          {/* On the page before any lookup, so what a lookup finds is announced (politely, once). */}
          <div role="status" aria-live="polite">
            {reps && reps.length > 1 ? (
              <>
                <p className="font-semibold">{t`Multiple representatives found. Select yours:`}</p>
                <p className="mt-1 text-sm text-ink/80" data-testid="choose-why">
                  {mapChangedFor
                    ? t`Your state's congressional map changed for the ${mapChangedFor} Congress, and our ZIP code table is from before it, so we can't tell your district from your ZIP code. Every member from your state is listed: choose the one for your street address. Your voter registration card names your district, and so does house.gov's "Find your representative" by address.`
                    : t`Your ZIP code crosses district lines. Choose the one for your street address: your voter registration card names your district, and so does house.gov's "Find your representative" by address.`}
                </p>
              </>
            ) : reps?.length === 1 ? (
              <p className="sr-only">
                {reps[0]!.termEnded
                  ? termEndedNotice(reps[0]!)
                  : reps[0]!.vacant
                    ? t`Your House seat is vacant.`
                    : t`Your representative: ${onlyName}, chosen.`}{" "}
                {t`Continue is at the bottom of the screen.`}
              </p>
            ) : null}
            {reps && reps.length > 1 && selected ? (
              <p className="sr-only">{t`${selectedName}, chosen. Continue is at the bottom of the screen.`}</p>
            ) : null}
          </div>
          {reps?.length ? (
            <section aria-labelledby="reps-heading" className="space-y-3">
              <h2 id="reps-heading" ref={repsHeadingRef} tabIndex={-1} className="sr-only">
                {t`Your representative`}
              </h2>
              {reps.map((rep) => (
                <RepresentativeCard
                  key={rep.id}
                  rep={rep}
                  selected={rep.id === selectedId}
                  onSelect={() => setSelectedId(rep.id)}
                />
              ))}
            </section>
          ) : null}
        </div>

        <section className="rounded-2xl bg-ink p-5 text-white">
          <p className="text-xs font-bold tracking-widest text-white/80">{t`THE RESEARCH`}</p>
          <p className="mt-2 text-lg font-semibold">
            {t`96% of staffers say personalized constituent messages influence undecided votes`}
          </p>
          <button type="button" onClick={openResearch} className="mt-3 font-semibold underline underline-offset-4">
            {t`Learn More`}
          </button>
        </section>
      </main>

      {selected || onlyVacant ? (
        <div
          ref={continueRef}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-paper/95 p-4 backdrop-blur"
        >
          <div className="mx-auto max-w-xl">
            <Button size="lg" className="w-full" onClick={onContinue}>
              {t`Continue`}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
