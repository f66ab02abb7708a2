import { FLOW_BACKUP_KEY, POSTCARD_DATA_KEY, type PostcardData, type WizardStep } from "./postcard-data";

/**
 * The flow's backup in session storage (this tab only, gone with it): the step and the postcard
 * data, so a refresh, the crash screen's "Refresh Page" or back/forward bring the person back
 * where they were. Bump the version when PostcardData changes shape: an older backup is then
 * dropped rather than fed to steps that expect the new one.
 */
export const BACKUP_VERSION = 1;

export interface Backup {
  version: number;
  currentStep: WizardStep;
  postcardData: PostcardData;
  crashes: number;
}

/** wizard.md §8: a failed backup is logged and ignored. */
export function writeBackup(currentStep: WizardStep, postcardData: PostcardData, crashes: number) {
  try {
    const backup: Backup = { version: BACKUP_VERSION, currentStep, postcardData, crashes };
    sessionStorage.setItem(FLOW_BACKUP_KEY, JSON.stringify(backup));
  } catch (err) {
    console.error("Could not back up the postcard flow", err);
  }
}

/** Forgets the flow: the session backup and the postcard stored before payment. */
export function clearStoredFlow() {
  try {
    sessionStorage.removeItem(FLOW_BACKUP_KEY);
    localStorage.removeItem(POSTCARD_DATA_KEY);
  } catch (err) {
    console.error("Could not clear cached postcard data", err);
  }
}
