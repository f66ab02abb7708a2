import { useSyncExternalStore } from "react";
import { clearStoredFlow, writeBackup } from "./flow-backup";
import { type FlowState, type PostcardData, Step, type WizardStep } from "./postcard-data";

const initialState: FlowState = {
  currentStep: Step.landing,
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
 * Backed up after every step change and postcard-data update. Success is a paid order: the backup
 * and the stored postcard are cleared then, so a paid order never comes back.
 */
function backup() {
  if (state.currentStep === Step.success) clearStoredFlow();
  else writeBackup(state.currentStep, state.postcardData, crashes);
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "instant" });
}

/** The wizard's actions (wizard.md §4). */
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
  /** Back from the session backup (flow-restore.ts): at its step, offering to start over. */
  restore(step: WizardStep, postcardData: PostcardData, crashCount: number) {
    crashes = crashCount;
    setState({ currentStep: step, postcardData, isLoading: false, restored: step !== Step.landing });
    backup();
    scrollToTop();
  },
  /** Undo of a reset: the flow exactly as it was, without the "Welcome back" of a restore. */
  bringBack(step: WizardStep, postcardData: PostcardData) {
    crashes = 0;
    setState({ currentStep: step, postcardData, isLoading: false, restored: false });
    backup();
    scrollToTop();
  },
  /** The person carried on from a restored step without changing step (checkout's payment form). */
  dismissRestored() {
    if (state.restored) setState({ restored: false });
  },
  /** A payment came back (/payment-return): what the backup held is being paid for and must not resume. */
  forgetPaidFlow() {
    clearStoredFlow();
  },
  /** Clears the session backup and the stored postcard, back to the landing with empty data. */
  resetToHome() {
    clearStoredFlow();
    crashes = 0;
    setState(initialState);
    scrollToTop();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWizard<T>(select: (s: FlowState) => T): T {
  const snapshot = () => select(state);
  return useSyncExternalStore(subscribe, snapshot, snapshot); // the prerendered pages read the home state
}
