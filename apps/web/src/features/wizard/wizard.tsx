import { useLingui } from "@lingui/react/macro";
import { type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { loadMessages } from "@/i18n/locale";
import { setFullScreen } from "@/lib/full-screen";
import { lazyWithPreload, type PreloadableComponent } from "@/lib/lazy-with-preload";
import { focusHeading } from "@/lib/page-arrival";
import { usePublicConfig } from "@/lib/public-config";
import { displayStep, ProgressIndicator, VISIBLE_STEPS } from "./components/progress-indicator";
import { RestoredNotice } from "./components/restored-notice";
import { enterWizard, resumeStep } from "./state/flow-restore";
import { Step, type WizardStep } from "./state/postcard-data";
import { useWizard, wizard } from "./state/wizard-store";
import { LandingStep } from "./steps/landing/landing-step";

type StepScreen = PreloadableComponent<object>;

/** A step after the review: its code and its words (the "sender" catalogue), never with the landing. */
const withSenderWords = <M,>(module: Promise<M>) => Promise.all([module, loadMessages("sender")]).then(([m]) => m);

/** Each step loads when first needed, except the landing, which is the first thing shown. */
const steps: Partial<Record<WizardStep, StepScreen>> = {
  [Step.landing]: Object.assign(LandingStep, { preload: async () => {} }),
  [Step.craft]: lazyWithPreload(() => import("./steps/craft/craft-step").then((m) => ({ default: m.CraftStep }))),
  [Step.review]: lazyWithPreload(() => import("./steps/review/review-step").then((m) => ({ default: m.ReviewStep }))),
  [Step.returnAddress]: lazyWithPreload(() =>
    withSenderWords(import("./steps/return-address/return-address-step")).then((m) => ({
      default: m.ReturnAddressStep,
    })),
  ),
  [Step.preview]: lazyWithPreload(() =>
    withSenderWords(import("./steps/preview/preview-step")).then((m) => ({ default: m.PreviewStep })),
  ),
  [Step.checkout]: lazyWithPreload(() =>
    withSenderWords(import("./steps/checkout/checkout-step")).then((m) => ({ default: m.CheckoutStep })),
  ),
  [Step.drafting]: lazyWithPreload(() =>
    import("./steps/drafting/drafting-step").then((m) => {
      void m.DraftingAnimation.preload();
      return { default: m.DraftingStep };
    }),
  ),
  [Step.success]: lazyWithPreload(() =>
    withSenderWords(import("./steps/success/success-step")).then((m) => ({ default: m.SuccessStep })),
  ),
};

/** The steps a person can reach next from each one (wizard.md §4), loaded while they read. */
const nextSteps: Partial<Record<WizardStep, WizardStep[]>> = {
  [Step.landing]: [Step.craft],
  [Step.craft]: [Step.drafting, Step.review],
  [Step.review]: [Step.returnAddress],
  [Step.returnAddress]: [Step.preview],
  [Step.preview]: [Step.checkout],
  [Step.drafting]: [Step.review],
};

/**
 * The creation wizard at "/" (wizard.md §2). The progress indicator is hidden while drafting; a flow
 * restored from its session backup says so and offers to start over.
 */
export function Wizard() {
  const step = useWizard((s) => s.currentStep);
  const restored = useWizard((s) => s.restored);
  const campaign = useWizard((s) => s.postcardData.campaign);
  const Screen = steps[step];
  const { appName } = usePublicConfig();
  const { t } = useLingui();
  const [heading, setHeading] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // Each arrival on "/" mounts the wizard: it comes back from this tab's backup, or starts fresh.
  useLayoutEffect(enterWizard, []);
  // The drafting step owns the screen: the shell draws no header (before the paint, so none flashes).
  useLayoutEffect(() => {
    setFullScreen(step === Step.drafting);
    return () => setFullScreen(false);
  }, [step]);
  useEffect(() => {
    for (const next of nextSteps[step] ?? []) void steps[next]?.preload();
  }, [step]);
  useStepHistory(step);
  // The tab's title for a step: "Step 3 of 7: Perfect your postcard" (drafting is not a counted step).
  const stepNumber = displayStep(step);
  const stepTitle =
    step === Step.drafting ? t`Drafting your postcard` : t`Step ${stepNumber} of ${VISIBLE_STEPS}: ${heading}`;
  return (
    <div className="pb-28" ref={root}>
      {heading === null ? null : <title>{`${stepTitle} — ${appName}`}</title>}
      {step === Step.drafting ? null : <ProgressIndicator step={step} />}
      {campaign && step !== Step.drafting ? (
        <p className="mx-auto w-full max-w-3xl px-4 pt-2 text-sm text-ink/80" data-testid="campaign-part-of">
          {t`Part of:`} <span className="font-semibold text-ink">{campaign.name}</span>
        </p>
      ) : null}
      {restored ? <RestoredNotice /> : null}
      <Suspense fallback={<StepLoading />}>
        {Screen ? <Screen /> : null}
        {/* In the same boundary as the step: its effect runs once the step's screen is on the page. */}
        <StepArrival key={step} root={root} onArrive={setHeading} />
      </Suspense>
    </div>
  );
}

/**
 * Each step is an entry in the browser's history, so its Back (and Android's back gesture) goes to
 * the step before, and Forward to the one after, instead of leaving the wizard. The entry keeps the
 * skip-onboarding flag, so "/" never redirects. The drafting screen is not an entry (Back from the
 * review does not draft again); an entry whose step cannot show any more (the flow was reset, or
 * the order paid) opens where the flow can resume, as a restore does.
 */
function useStepHistory(step: WizardStep) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const entryStep = (location.state as { wizardStep?: unknown } | null)?.wizardStep;
  const arrived = useRef(false);
  const fromHistory = useRef(false);

  // Back or Forward onto another of the wizard's entries: show its step (not on arrival, where the
  // backup decides).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry (location.key) is the trigger.
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (navigationType !== "POP" || typeof entryStep !== "number") return;
    const { currentStep, postcardData } = wizard.getState();
    if (entryStep === currentStep) return;
    fromHistory.current = true;
    if (currentStep === Step.success) wizard.resetToHome();
    else wizard.setStep(resumeStep(entryStep as WizardStep, postcardData) ?? Step.landing);
  }, [location.key]);

  // A step change made here (Continue, Back, the logo) adds an entry; one made from history, the
  // first arrival and leaving the drafting screen replace the current one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger; the entry is read as it is now.
  useEffect(() => {
    const current = wizard.getState().currentStep;
    const replace = fromHistory.current || typeof entryStep !== "number" || entryStep === Step.drafting;
    fromHistory.current = false;
    if (entryStep === current) return;
    navigate(
      { pathname: location.pathname, search: window.location.search },
      { replace, state: { ...(location.state as object | null), wizardStep: current }, preventScrollReset: true },
    );
  }, [step]);
}

/** Each step's arrival: focus on its heading, and its heading in the tab's title. */
function StepArrival({
  root,
  onArrive,
}: {
  root: RefObject<HTMLDivElement | null>;
  onArrive: (heading: string) => void;
}) {
  useEffect(() => {
    onArrive(focusHeading(root.current?.querySelector("main") ?? null) ?? "");
  }, [root, onArrive]);
  return null;
}

function StepLoading() {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[40dvh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
      <span className="sr-only">{t`Loading…`}</span>
    </div>
  );
}
