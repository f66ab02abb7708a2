import { useLingui } from "@lingui/react/macro";
import {
  lazy,
  type MouseEvent,
  type PointerEvent,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { paths, skipOnboardingState } from "@/config/paths";
import { usePublicConfig } from "@/lib/public-config";
import { BackGlyph, CloseGlyph, NextGlyph, PauseGlyph, PlayGlyph } from "./controls-icons";
import { buildSlides, SLIDE_DURATION_MS, SWIPE_THRESHOLD_PX } from "./slides";

const SharedBy = lazy(() => import("./shared-by"));

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** The page is prerendered as if motion were fine; a visitor who asked for less gets it on hydration. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}

/**
 * site.md §2: the full-screen onboarding slideshow. Autoplay advances every 6.5 s until the visitor
 * navigates by hand or the tab is hidden; past the last slide (or on skip) the wizard opens on "/".
 */
export function OnboardingPage() {
  const { appName, assistantName } = usePublicConfig();
  const { i18n, t } = useLingui();
  const slides = buildSlides({ appName, assistantName }, i18n);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [index, setIndex] = useState(0);
  // Reduced motion: nothing moves by itself; the visitor advances the slides. A choice made with
  // the play/pause button (or by navigating by hand) wins.
  const reducedMotion = usePrefersReducedMotion();
  const [chosenAutoplay, setAutoplay] = useState<boolean | null>(null);
  const autoplay = chosenAutoplay ?? !reducedMotion;
  const swipe = useRef<{ x: number; handled: boolean } | null>(null);
  const last = slides.length - 1;

  // The query (view, shared_by, ref…) travels on to the landing.
  const finish = useCallback(
    () => navigate({ pathname: paths.home, search }, { state: skipOnboardingState }),
    [navigate, search],
  );
  const go = useCallback(
    (step: 1 | -1, manual: boolean) => {
      if (manual) setAutoplay(false);
      if (step === 1 && index >= last) finish();
      else setIndex((i) => Math.min(last, Math.max(0, i + step)));
    },
    [finish, index, last],
  );

  // A tap on Skip, Next or Back before the prerendered page hydrated (public/boot.js kept it) is
  // acted on now: on a slow phone the buttons show a second or two before they work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    const early = (window as { earlyTap?: string }).earlyTap;
    delete (window as { earlyTap?: string }).earlyTap;
    if (early === "skip") finish();
    else if (early === "next" || early === "back") go(early === "next" ? 1 : -1, true);
  }, []);

  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => go(1, false), SLIDE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [autoplay, go]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") setAutoplay(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") go(1, true);
      else if (e.key === "ArrowLeft") go(-1, true);
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("keydown", onKey);
    };
  }, [go]);

  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, handled: false };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) {
      start.handled = true;
      go(dx < 0 ? 1 : -1, true);
    }
  };
  // A tap on the left half goes back, on the right half forward; a swipe already moved.
  const onTap = (e: MouseEvent<HTMLDivElement>) => {
    if (swipe.current?.handled) {
      swipe.current = null;
      return;
    }
    swipe.current = null;
    const box = e.currentTarget.getBoundingClientRect();
    go(e.clientX - box.left < box.width / 2 ? -1 : 1, true);
  };

  const slide = slides[index] as (typeof slides)[number];
  return (
    // At least the screen's height, and taller when large text needs it: the page scrolls then,
    // and nothing is cut off (WCAG 1.4.4, 1.4.10).
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-ink text-white">
      {search.includes("shared_by=") ? (
        <Suspense>
          <SharedBy />
        </Suspense>
      ) : null}
      <div className="mx-auto flex w-full max-w-xl flex-col gap-3 px-4 pt-3">
        <div className="flex gap-1.5" aria-hidden="true">
          {slides.map((s, i) => (
            <div key={s.title} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
              <div
                key={i === index ? `run-${index}-${autoplay}` : "still"}
                data-state={i < index ? "done" : i === index ? (autoplay ? "running" : "current") : "todo"}
                className="h-full origin-left rounded-full bg-white data-[state=current]:scale-x-100 data-[state=done]:scale-x-100 data-[state=running]:animate-[slide-progress_linear_forwards] data-[state=todo]:scale-x-0"
                style={i === index && autoplay ? { animationDuration: `${SLIDE_DURATION_MS}ms` } : undefined}
              />
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between">
          <span className="font-semibold">{appName}</span>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitch className="hover:bg-white/10" />
            <button
              type="button"
              onClick={() => setAutoplay(!autoplay)}
              aria-label={autoplay ? t`Pause slideshow` : t`Play slideshow`}
              className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              {autoplay ? <PauseGlyph className="size-5" /> : <PlayGlyph className="size-5" />}
            </button>
            <button
              type="button"
              onClick={finish}
              data-early="skip"
              aria-label={t`Skip introduction`}
              className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <CloseGlyph className="size-6" />
            </button>
          </div>
        </div>
      </div>

      <main className="relative flex flex-1 flex-col">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: tap zones for touch; keyboard users have the arrow keys and the Back/Next buttons */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
        <div
          data-testid="slide-tap-area"
          className="absolute inset-0 touch-pan-y select-none"
          onClick={onTap}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        />
        <section
          aria-roledescription="slide"
          aria-label={t`${index + 1} of ${slides.length}`}
          className="pointer-events-none relative mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-6 text-center"
        >
          <img src={slide.image} alt="" width={120} height={120} className="size-32 shrink-0 md:size-40" />
          <h1 className="text-3xl font-bold text-balance md:text-4xl">{slide.title}</h1>
          <p className="max-w-md text-lg text-white/90 text-pretty">{slide.subtitle}</p>
          {slide.source ? (
            <details className="pointer-events-auto max-w-md text-sm text-white/80">
              <summary className="cursor-pointer font-semibold underline underline-offset-4">{t`Source`}</summary>
              {/* A citation, in the language it was published in. */}
              <p className="mt-2" lang="en">
                {slide.source}
              </p>
            </details>
          ) : null}
        </section>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {t`Slide ${index + 1} of ${slides.length}: ${slide.title}`}
        </p>
        {/* Stays in reach at the bottom of the screen when the slide is taller than it. */}
        <div className="sticky bottom-0 mx-auto flex w-full max-w-xl flex-wrap items-center justify-between gap-3 bg-ink px-4 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <button
            type="button"
            onClick={() => go(-1, true)}
            data-early="back"
            disabled={index === 0}
            className="flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold disabled:invisible"
          >
            <BackGlyph className="size-5" />
            {t`Back`}
          </button>
          <button
            type="button"
            onClick={() => go(1, true)}
            data-early="next"
            className="flex min-h-11 items-center gap-1 rounded-xl bg-white px-5 font-semibold text-ink hover:bg-white/90"
          >
            {index === last ? t`Get started` : t`Next`}
            <NextGlyph className="size-5" />
          </button>
        </div>
      </main>
    </div>
  );
}
