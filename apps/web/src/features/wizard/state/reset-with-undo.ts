import { t } from "@lingui/core/macro";
import type { PostcardData } from "./postcard-data";
import { wizard } from "./wizard-store";

/** How long "Postcard cleared — Undo" stays: long enough to find the button, by keyboard too. */
const UNDO_RESET_MS = 10_000;

/** Something the person wrote or typed, which a reset would lose. */
function hasWork(data: PostcardData): boolean {
  const u = data.userInfo;
  return [data.concerns, data.personalImpact, data.finalMessage, data.email, u?.fullName, u?.streetAddress].some(
    (text) => Boolean(text?.trim()),
  );
}

/**
 * The logo on "/": the flow starts again (site.md §2), and when that cleared something the person
 * wrote, "Postcard cleared" offers Undo for 10 seconds, which brings the flow back as it was.
 */
export function resetWithUndo() {
  const { currentStep, postcardData } = wizard.getState();
  wizard.resetToHome();
  if (!hasWork(postcardData)) return;
  void import("sonner").then(({ toast }) =>
    toast(t`Postcard cleared`, {
      duration: UNDO_RESET_MS,
      action: { label: t`Undo`, onClick: () => wizard.bringBack(currentStep, postcardData) },
    }),
  );
}
