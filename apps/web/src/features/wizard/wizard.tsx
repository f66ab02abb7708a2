import { type ComponentType, lazy, Suspense } from "react";
import { ProgressIndicator } from "./components/progress-indicator";
import type { WizardStep } from "./state/postcard-data";
import { useWizard } from "./state/wizard-store";
import { LandingStep } from "./steps/landing/landing-step";

/** Each step loads when first reached, except the landing, which is the first thing shown. */
const steps: Partial<Record<WizardStep, ComponentType>> = {
  1: LandingStep,
  6: lazy(() => import("./steps/checkout/checkout-step").then((m) => ({ default: m.CheckoutStep }))),
  8: lazy(() => import("./steps/success/success-step").then((m) => ({ default: m.SuccessStep }))),
};

/** The creation wizard at "/" (wizard.md §2). The progress indicator is hidden on step 7. */
export function Wizard() {
  const step = useWizard((s) => s.currentStep);
  const Step = steps[step];
  return (
    <div className="pb-28">
      {step === 7 ? null : <ProgressIndicator step={step} />}
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
