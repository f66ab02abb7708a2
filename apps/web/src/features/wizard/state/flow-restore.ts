import { takeCampaignStart } from "./campaign-start";
import { BACKUP_VERSION, type Backup, writeBackup } from "./flow-backup";
import { FLOW_BACKUP_KEY, type PostcardData, Step, type WizardStep } from "./postcard-data";
import { wizard } from "./wizard-store";

/**
 * Reading the backup back, with the wizard's code rather than in the entry chunk (the onboarding
 * never needs it).
 *
 * Two crashes without moving on to another step: the next restore opens step 1 (what was typed
 * is kept, and "Start over" shows) instead of going round the crash screen again.
 */
export const MAX_CRASHES = 2;

interface Restored {
  step: WizardStep;
  postcardData: PostcardData;
  crashes: number;
}

/**
 * Where a restored flow opens. Drafting reopens the concerns (craft) with everything kept: the
 * draft is asked for again only when the person says so. Success means a paid order, which never
 * resumes. Without a representative there is nothing past the landing.
 */
export function resumeStep(step: WizardStep, data: PostcardData): WizardStep | null {
  if (step === Step.success) return null;
  if (!data.representative) return Step.landing;
  return step === Step.drafting ? Step.craft : step;
}

const steps: readonly unknown[] = Object.values(Step);
function isStep(v: unknown): v is WizardStep {
  return steps.includes(v);
}

function readRaw(): Backup | null {
  const raw = sessionStorage.getItem(FLOW_BACKUP_KEY);
  if (!raw) return null;
  const b = JSON.parse(raw) as Partial<Backup> | null;
  if (
    !b ||
    b.version !== BACKUP_VERSION ||
    !isStep(b.currentStep) ||
    typeof b.postcardData !== "object" ||
    b.postcardData === null ||
    Array.isArray(b.postcardData)
  ) {
    return null;
  }
  return { version: b.version, currentStep: b.currentStep, postcardData: b.postcardData, crashes: b.crashes ?? 0 };
}

/** The backup to resume from, or null (none, garbled, another version, or a paid order). */
export function readBackup(): Restored | null {
  try {
    const b = readRaw();
    if (!b) return null;
    const step = resumeStep(b.currentStep, b.postcardData);
    if (step === null) return null;
    if (b.crashes >= MAX_CRASHES) return { step: Step.landing, postcardData: b.postcardData, crashes: 0 };
    return { step, postcardData: b.postcardData, crashes: b.crashes };
  } catch (err) {
    console.error("Could not read the postcard flow backup", err);
    return null;
  }
}

/**
 * Arrival on "/" with the skip-onboarding flag, once per mount of the wizard (after hydration
 * when "/" is prerendered): this tab's backup comes back at its step, or the home state.
 */
export function enterWizard() {
  // Arriving from a campaign's "Write your postcard": a fresh flow in that campaign, its talking
  // points where step 2 starts (the sender changes them).
  const campaign = takeCampaignStart();
  if (campaign) {
    wizard.resetToHome();
    wizard.updatePostcardData({ campaign, concerns: campaign.talkingPoints.join("\n") || undefined });
    return;
  }
  const saved = readBackup();
  if (saved) wizard.restore(saved.step, saved.postcardData, saved.crashes);
  else wizard.resetToHome();
}

/** Counts a crash against the stored backup (the page that crashed may not be the wizard). */
function noteCrash() {
  try {
    const b = readRaw();
    if (b) writeBackup(b.currentStep, b.postcardData, b.crashes + 1);
  } catch (err) {
    console.error("Could not note the crash in the postcard flow backup", err);
  }
}

// Not when the wizard is rendered at build time (prerendering has no window).
if (typeof window !== "undefined") {
  window.addEventListener("civic:crash", noteCrash);
  // A page brought back from the back/forward cache keeps its memory: if the backup was cleared
  // meanwhile (the order was paid, or the flow reset elsewhere in this tab), so is the wizard.
  window.addEventListener("pageshow", (e) => {
    const step = wizard.getState().currentStep;
    if (
      e.persisted &&
      sessionStorage.getItem(FLOW_BACKUP_KEY) === null &&
      step !== Step.landing &&
      step !== Step.success
    ) {
      wizard.resetToHome();
    }
  });
}
