import { useSyncExternalStore } from "react";
import { clearStoredFlow, hasBackup, noteCrash, readBackup, writeBackup } from "./flow-backup";
import type { FlowState, PostcardData, WizardStep } from "./postcard-data";

const initialState: FlowState = {
  currentStep: 1,
  postcardData: {},
  isLoading: false,
  restored: false,
};

let state: FlowState = initialState;
/** Crashes since the person last moved to another step (see MAX_CRASHES). */
let crashes = 0;
const listeners = new Set<() => void>();

function setState(next: Partial<FlowState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/**
 * Backed up after every step change and postcard-data update. Step 8 is a paid order: the backup
 * and the stored postcard are cleared then, so a paid order never comes back.
 */
function backup() {
  if (state.currentStep === 8) clearStoredFlow();
  else writeBackup(state.currentStep, state.postcardData, crashes);
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "instant" });
}

/** The wizard's actions (wizard.md §4) and its restore (issue 13, "your work survives"). */
export const wizard = {
  getState: () => state,
  setStep(step: WizardStep) {
    crashes = 0;
    setState({ currentStep: step, restored: false });
    backup();
    scrollToTop();
  },
  updatePostcardData(patch: Partial<PostcardData>) {
    setState({ postcardData: { ...state.postcardData, ...patch } });
    backup();
  },
  setLoading(isLoading: boolean) {
    setState({ isLoading });
  },
  /**
   * Arrival on "/" with the skip-onboarding flag (after hydration when "/" is prerendered): the
   * session backup, if this tab has one, comes back at its step; otherwise the home state.
   */
  enterHome() {
    const saved = readBackup();
    if (!saved) {
      wizard.resetToHome();
      return;
    }
    crashes = saved.crashes;
    setState({ currentStep: saved.step, postcardData: saved.postcardData, isLoading: false, restored: saved.step > 1 });
    backup();
    scrollToTop();
  },
  /** A payment came back (/payment-return): what the backup held is being paid for and must not resume. */
  forgetPaidFlow() {
    clearStoredFlow();
  },
  /** Clears the session backup and the stored postcard, back to step 1 with empty data. */
  resetToHome() {
    clearStoredFlow();
    crashes = 0;
    setState(initialState);
    scrollToTop();
  },
};

if (typeof window !== "undefined") {
  window.addEventListener("civic:crash", noteCrash);
  // A page brought back from the back/forward cache keeps its memory: if the backup was cleared
  // meanwhile (the order was paid, or the flow reset elsewhere in this tab), so is the wizard.
  window.addEventListener("pageshow", (e) => {
    if (e.persisted && !hasBackup() && state.currentStep !== 1 && state.currentStep !== 8) wizard.resetToHome();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWizard<T>(select: (s: FlowState) => T): T {
  const snapshot = () => select(state);
  return useSyncExternalStore(subscribe, snapshot, snapshot); // the prerendered pages read the home state
}
