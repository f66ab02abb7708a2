import { Suspense, useEffect, useLayoutEffect } from "react";
import { lazyWithPreload, type PreloadableComponent } from "@/lib/lazy-with-preload";
import { ProgressIndicator } from "./components/progress-indicator";
import { RestoredNotice } from "./components/restored-notice";
import { enterWizard } from "./state/flow-restore";
import { Step, type WizardStep } from "./state/postcard-data";
import { useWizard } from "./state/wizard-store";
import { LandingStep } from "./steps/landing/landing-step";

type StepScreen = PreloadableComponent<object>;

/** Each step loads when first needed, except the landing, which is the first thing shown. */
const steps: Partial<Record<WizardStep, StepScreen>> = {
  [Step.landing]: Object.assign(LandingStep, { preload: async () => {} }),
  [Step.craft]: lazyWithPreload(() => import("./steps/craft/craft-step").then((m) => ({ default: m.CraftStep }))),
  [Step.review]: lazyWithPreload(() => import("./steps/review/review-step").then((m) => ({ default: m.ReviewStep }))),
  [Step.returnAddress]: lazyWithPreload(() =>
    import("./steps/return-address/return-address-step").then((m) => ({ default: m.ReturnAddressStep })),
  ),
  [Step.preview]: lazyWithPreload(() =>
    import("./steps/preview/preview-step").then((m) => ({ default: m.PreviewStep })),
  ),
  [Step.checkout]: lazyWithPreload(() =>
    import("./steps/checkout/checkout-step").then((m) => ({ default: m.CheckoutStep })),
  ),
  [Step.drafting]: lazyWithPreload(() =>
    import("./steps/drafting/drafting-step").then((m) => {
      void m.DraftingAnimation.preload();
      return { default: m.DraftingStep };
    }),
  ),
  [Step.success]: lazyWithPreload(() =>
    import("./steps/success/success-step").then((m) => ({ default: m.SuccessStep })),
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
  const Screen = steps[step];
  // Each arrival on "/" mounts the wizard: it comes back from this tab's backup, or starts fresh.
  useLayoutEffect(enterWizard, []);
  useEffect(() => {
    for (const next of nextSteps[step] ?? []) void steps[next]?.preload();
  }, [step]);
  return (
    <div className="pb-28">
      {step === Step.drafting ? null : <ProgressIndicator step={step} />}
      {restored ? <RestoredNotice /> : null}
      <Suspense fallback={<StepLoading />}>{Screen ? <Screen /> : null}</Suspense>
    </div>
  );
}

function StepLoading() {
  return (
    <div role="status" className="flex min-h-[40dvh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
