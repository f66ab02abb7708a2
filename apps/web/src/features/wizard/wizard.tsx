import { Suspense, useEffect, useLayoutEffect } from "react";
import { lazyWithPreload, type PreloadableComponent } from "@/lib/lazy-with-preload";
import { ProgressIndicator } from "./components/progress-indicator";
import { RestoredNotice } from "./components/restored-notice";
import { enterWizard } from "./state/flow-restore";
import type { WizardStep } from "./state/postcard-data";
import { useWizard } from "./state/wizard-store";
import { LandingStep } from "./steps/landing/landing-step";

type Step = PreloadableComponent<object>;

/** Each step loads when first needed, except the landing, which is the first thing shown. */
const steps: Partial<Record<WizardStep, Step>> = {
  1: Object.assign(LandingStep, { preload: async () => {} }),
  2: lazyWithPreload(() => import("./steps/craft/craft-step").then((m) => ({ default: m.CraftStep }))),
  3: lazyWithPreload(() => import("./steps/review/review-step").then((m) => ({ default: m.ReviewStep }))),
  4: lazyWithPreload(() =>
    import("./steps/return-address/return-address-step").then((m) => ({ default: m.ReturnAddressStep })),
  ),
  5: lazyWithPreload(() => import("./steps/preview/preview-step").then((m) => ({ default: m.PreviewStep }))),
  6: lazyWithPreload(() => import("./steps/checkout/checkout-step").then((m) => ({ default: m.CheckoutStep }))),
  7: lazyWithPreload(() =>
    import("./steps/drafting/drafting-step").then((m) => {
      void m.DraftingAnimation.preload();
      return { default: m.DraftingStep };
    }),
  ),
  8: lazyWithPreload(() => import("./steps/success/success-step").then((m) => ({ default: m.SuccessStep }))),
};

/** The steps a person can reach next from each one (wizard.md §4), loaded while they read. */
const nextSteps: Partial<Record<WizardStep, WizardStep[]>> = {
  1: [2],
  2: [7, 3],
  3: [4],
  4: [5],
  5: [6],
  7: [3],
};

/**
 * The creation wizard at "/" (wizard.md §2). The progress indicator is hidden on step 7; a flow
 * restored from its session backup says so and offers to start over.
 */
export function Wizard() {
  const step = useWizard((s) => s.currentStep);
  const restored = useWizard((s) => s.restored);
  const Step = steps[step];
  // Each arrival on "/" mounts the wizard: it comes back from this tab's backup, or starts fresh.
  useLayoutEffect(enterWizard, []);
  useEffect(() => {
    for (const next of nextSteps[step] ?? []) void steps[next]?.preload();
  }, [step]);
  return (
    <div className="pb-28">
      {step === 7 ? null : <ProgressIndicator step={step} />}
      {restored ? <RestoredNotice /> : null}
      <Suspense fallback={<StepLoading />}>{Step ? <Step /> : null}</Suspense>
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
