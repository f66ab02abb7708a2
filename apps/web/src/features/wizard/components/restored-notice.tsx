import { useLingui } from "@lingui/react/macro";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { wizard } from "../state/wizard-store";

/**
 * Shown when the wizard came back from its session backup (a refresh, the crash screen, back or
 * forward) until the person moves on: says so, and offers the way to start over.
 */
export function RestoredNotice() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-4 md:max-w-3xl">
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-white p-3 pl-4 shadow-sm ring-1 ring-ink/10"
      >
        <p className="font-medium">{t`Welcome back. Your postcard is as you left it.`}</p>
        <Button variant="secondary" size="sm" onClick={wizard.resetToHome}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t`Start over`}
        </Button>
      </div>
    </div>
  );
}
