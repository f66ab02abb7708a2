import { useLingui } from "@lingui/react/macro";
import { Step, type WizardStep } from "../state/postcard-data";

/** "Step n of 7": the drafting screen is not counted, so success is the 7th step. */
export const VISIBLE_STEPS = 7;
export function displayStep(step: WizardStep): number {
  return step === Step.success ? VISIBLE_STEPS : step;
}

export function ProgressIndicator({ step }: { step: WizardStep }) {
  const n = displayStep(step);
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-3">
      <p className="mb-1 text-sm font-medium text-ink/80">{t`Step ${n} of ${VISIBLE_STEPS}`}</p>
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-ink/10"
        role="progressbar"
        aria-label={t`Progress`}
        aria-valuemin={1}
        aria-valuemax={VISIBLE_STEPS}
        aria-valuenow={n}
      >
        <div
          className="h-full rounded-full bg-ink transition-[width] duration-300"
          style={{ width: `${(n / VISIBLE_STEPS) * 100}%` }}
        />
      </div>
    </div>
  );
}
