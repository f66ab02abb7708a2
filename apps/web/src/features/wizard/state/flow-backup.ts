import { FLOW_BACKUP_KEY, POSTCARD_DATA_KEY, type PostcardData, type WizardStep } from "./postcard-data";

/**
 * The flow's backup in session storage (this tab only, gone with it): the step and the postcard
 * data, so a refresh, the crash screen's "Refresh Page" or back/forward bring the person back
 * where they were. Bump the version when PostcardData changes shape: an older backup is then
 * dropped rather than fed to steps that expect the new one.
 */
const BACKUP_VERSION = 1;

/**
 * Two crashes without moving on to another step: the next restore opens step 1 (what was typed
 * is kept, and "Start over" shows) instead of going round the crash screen again.
 */
export const MAX_CRASHES = 2;

export interface Backup {
  version: number;
  currentStep: WizardStep;
  postcardData: PostcardData;
  crashes: number;
}

export interface Restored {
  step: WizardStep;
  postcardData: PostcardData;
  crashes: number;
}

/**
 * Where a restored flow opens. Drafting (7) reopens the concerns (2) with everything kept: the
 * draft is asked for again only when the person says so. Success (8) means a paid order, which
 * never resumes. Without a representative there is nothing past the landing.
 */
export function resumeStep(step: WizardStep, data: PostcardData): WizardStep | null {
  if (step === 8) return null;
  if (!data.representative) return 1;
  return step === 7 ? 2 : step;
}

function isStep(v: unknown): v is WizardStep {
  return typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 8;
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
    if (b.crashes >= MAX_CRASHES) return { step: 1, postcardData: b.postcardData, crashes: 0 };
    return { step, postcardData: b.postcardData, crashes: b.crashes };
  } catch (err) {
    console.error("Could not read the postcard flow backup", err);
    return null;
  }
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

/** Counts a crash against the stored backup (the page that crashed may not be the wizard). */
export function noteCrash() {
  try {
    const b = readRaw();
    if (b) writeBackup(b.currentStep, b.postcardData, b.crashes + 1);
  } catch (err) {
    console.error("Could not note the crash in the postcard flow backup", err);
  }
}

export function hasBackup(): boolean {
  try {
    return sessionStorage.getItem(FLOW_BACKUP_KEY) !== null;
  } catch {
    return false;
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
