import { DRAFT_CLIENT_TIMEOUT_MS, DRAFT_MIN_DISPLAY_MS } from "@civic/contracts/limits";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { usePublicConfig } from "@/lib/public-config";
import { type DraftFailure, type DraftOutcome, fallbackPatch, useDraftRequest } from "../../api/request-draft";
import { ownWordsStart } from "../../state/own-words";
import { Step } from "../../state/postcard-data";
import { wizard } from "../../state/wizard-store";

/** Its own chunk: fetched with this step, never on the landing. */
export const DraftingAnimation = lazyWithPreload<{ index: number; complete: boolean }>(() =>
  import("./drafting-animations").then((m) => ({ default: m.DraftingAnimation })),
);

const HEADLINES = [
  msg`Synthesizing your concerns.`,
  msg`Researching trusted local sources.`,
  msg`Polishing your message.`,
  msg`Completing draft — amplifying your voice.`,
] as const;
const HEADLINE_MS = 3_000;
const COMPLETE_DELAY_MS = 500;
/** Five animations share the minimum display time, so each is seen once before the draft shows. */
const ANIMATION_COUNT = 5;
const ANIMATION_MS = DRAFT_MIN_DISPLAY_MS / ANIMATION_COUNT;

/**
 * Step 7 (wizard.md §2, §4): the draft request goes out once; the screen stays at least 24 s, then
 * flags complete and moves to review after 0.5 s. At 60 s it gives up and the review opens with
 * the apology as placeholder. Every error shows "Something went wrong".
 */
export function DraftingStep() {
  const { assistantName } = usePublicConfig();
  const { t, i18n } = useLingui();
  const [headline, setHeadline] = useState(0);
  const [animation, setAnimation] = useState(0);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<DraftFailure | null>(null);
  const startedAt = useRef(Date.now());
  const request = useRef<Promise<DraftOutcome> | null>(null);
  const assistant = useRef(assistantName);
  assistant.current = assistantName;
  const draftMessage = useDraftRequest(() => assistant.current);

  useEffect(() => {
    if (complete || error) return;
    const h = setInterval(() => setHeadline((i) => (i + 1) % HEADLINES.length), HEADLINE_MS);
    const a = setInterval(() => setAnimation((i) => (i + 1) % ANIMATION_COUNT), ANIMATION_MS);
    return () => {
      clearInterval(h);
      clearInterval(a);
    };
  }, [complete, error]);

  useEffect(() => {
    // The ref keeps one request even when React runs this effect twice (StrictMode).
    request.current ??= draftMessage(wizard.getState().postcardData);
    wizard.setLoading(true);
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const elapsed = () => Date.now() - startedAt.current;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      wizard.setLoading(false);
      fn();
    };

    timers.push(
      setTimeout(
        () =>
          finish(() => {
            wizard.updatePostcardData(fallbackPatch(assistant.current));
            wizard.setStep(Step.review);
          }),
        Math.max(0, DRAFT_CLIENT_TIMEOUT_MS - elapsed()),
      ),
    );
    void request.current.then((outcome) => {
      if (settled) return;
      if (!outcome.ok) {
        finish(() => setError(outcome.error));
        return;
      }
      // Held until the minimum display time, then "complete", then the review.
      timers.push(
        setTimeout(
          () =>
            finish(() => {
              setComplete(true);
              wizard.updatePostcardData(outcome.patch);
              timers.push(setTimeout(() => wizard.setStep(Step.review), COMPLETE_DELAY_MS));
            }),
          Math.max(0, DRAFT_MIN_DISPLAY_MS - elapsed()),
        ),
      );
    });
    return () => {
      for (const timer of timers) clearTimeout(timer);
      if (!settled) wizard.setLoading(false);
      settled = true;
    };
  }, [draftMessage]);

  if (error) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl font-extrabold">{t`Something went wrong`}</h1>
        <p className="text-lg">{t`We couldn't draft your postcard. Please try again.`}</p>
        <p role="alert" className="rounded-xl bg-stamp/10 px-4 py-3 text-sm text-stamp">
          <span className="font-semibold">{error.title}:</span> {error.message}
        </p>
        <Button size="lg" className="w-full" onClick={() => wizard.setStep(Step.craft)}>
          {t`Try Again`}
        </Button>
      </main>
    );
  }

  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4 text-center"
      aria-busy={!complete}
      data-complete={complete || undefined}
    >
      <div className="flex aspect-square w-56 max-w-full items-center justify-center" aria-hidden>
        <Suspense
          fallback={
            <span className="size-12 rounded-full border-4 border-ink/20 border-t-ink motion-safe:animate-spin" />
          }
        >
          <DraftingAnimation index={animation} complete={complete} />
        </Suspense>
      </div>
      {/* Hyphenated, not cut mid-letter, when a word is wider than a phone at large text. */}
      <h1 className="min-h-16 text-2xl leading-tight font-extrabold text-balance hyphens-auto">
        {i18n._(complete ? HEADLINES[HEADLINES.length - 1]! : HEADLINES[headline]!)}
      </h1>
      {/* Announced once; the rotating headline would interrupt a screen reader every 3 s. */}
      <p role="status" className="text-ink/80">
        {t`${assistantName} is drafting your postcard. This takes about half a minute.`}
      </p>
      {complete ? null : (
        // A way out of the wait: the review, on what the person typed (the draft is dropped, its
        // timers cleared as the screen goes).
        <Button
          variant="ghost"
          className="underline"
          onClick={() => {
            wizard.updatePostcardData(ownWordsStart(wizard.getState().postcardData));
            wizard.setStep(Step.review);
          }}
        >
          {t`Write it myself instead`}
        </Button>
      )}
    </main>
  );
}
