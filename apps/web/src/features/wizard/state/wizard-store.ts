import { useSyncExternalStore } from "react";
import {
  FLOW_BACKUP_KEY,
  type FlowState,
  POSTCARD_DATA_KEY,
  type PostcardData,
  type WizardStep,
} from "./postcard-data";

const initialState: FlowState = {
  currentStep: 1,
  postcardData: {},
  isLoading: false,
  error: null,
  isRestoring: false,
  isPaymentLoading: false,
};

let state: FlowState = initialState;
const listeners = new Set<() => void>();

function setState(next: Partial<FlowState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** Backed up after every postcard-data update; a failed backup is logged and ignored (wizard.md §8). */
function backup() {
  try {
    sessionStorage.setItem(FLOW_BACKUP_KEY, JSON.stringify(state));
  } catch (err) {
    console.error("Could not back up the postcard flow", err);
  }
}

/** The wizard's actions (wizard.md §4). The state starts fresh on every page load: no restore. */
export const wizard = {
  getState: () => state,
  setStep(step: WizardStep) {
    setState({ currentStep: step, error: null });
    window.scrollTo({ top: 0, behavior: "instant" });
  },
  updatePostcardData(patch: Partial<PostcardData>) {
    setState({ postcardData: { ...state.postcardData, ...patch } });
    backup();
  },
  setLoading(isLoading: boolean) {
    setState({ isLoading });
  },
  setError(error: string | null) {
    setState({ error });
  },
  setPaymentLoading(isPaymentLoading: boolean) {
    if (state.isPaymentLoading !== isPaymentLoading) setState({ isPaymentLoading });
  },
  reset() {
    setState(initialState);
  },
  /** Clears the session backup and the stored postcard, back to step 1 with empty data. */
  resetToHome() {
    try {
      sessionStorage.removeItem(FLOW_BACKUP_KEY);
      localStorage.removeItem(POSTCARD_DATA_KEY);
    } catch (err) {
      console.error("Could not clear cached postcard data", err);
    }
    setState(initialState);
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWizard<T>(select: (s: FlowState) => T): T {
  const snapshot = () => select(state);
  return useSyncExternalStore(subscribe, snapshot, snapshot); // the prerendered onboarding reads the home state
}
