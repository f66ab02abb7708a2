import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeBackup } from "./flow-backup";
import { MAX_CRASHES, readBackup, resumeStep } from "./flow-restore";
import { FLOW_BACKUP_KEY, type PostcardData } from "./postcard-data";

const rep = { id: "H000001", name: "Harriet M. Hageman" } as PostcardData["representative"];
const data: PostcardData = { zipCode: "82001", representative: rep, concerns: "Public lands", finalMessage: "Hi" };

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("where a restored flow opens", () => {
  it("at the step it left, for steps 1 to 6", () => {
    for (const step of [1, 2, 3, 4, 5, 6] as const) expect(resumeStep(step, data)).toBe(step);
  });
  it("drafting reopens the concerns; a paid order never resumes; no representative means the landing", () => {
    expect(resumeStep(7, data)).toBe(2);
    expect(resumeStep(8, data)).toBeNull();
    expect(resumeStep(4, { ...data, representative: null })).toBe(1);
  });
});

describe("reading the backup", () => {
  it("gives back the step and every field", () => {
    writeBackup(4, data, 0);
    expect(readBackup()).toEqual({ step: 4, postcardData: data, crashes: 0 });
  });

  it("ignores nothing, garbage, another version and a paid order", () => {
    expect(readBackup()).toBeNull();
    sessionStorage.setItem(FLOW_BACKUP_KEY, "{not json");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readBackup()).toBeNull();
    sessionStorage.setItem(FLOW_BACKUP_KEY, JSON.stringify({ version: 0, currentStep: 3, postcardData: data }));
    expect(readBackup()).toBeNull();
    sessionStorage.setItem(FLOW_BACKUP_KEY, JSON.stringify({ version: 1, currentStep: 9, postcardData: data }));
    expect(readBackup()).toBeNull();
    sessionStorage.setItem(FLOW_BACKUP_KEY, JSON.stringify({ version: 1, currentStep: 3, postcardData: [] }));
    expect(readBackup()).toBeNull();
    writeBackup(8, data, 0);
    expect(readBackup()).toBeNull();
  });

  it("after repeated crashes at one step, opens the landing with everything kept", () => {
    writeBackup(5, data, MAX_CRASHES - 1);
    expect(readBackup()).toEqual({ step: 5, postcardData: data, crashes: MAX_CRASHES - 1 });
    writeBackup(5, data, MAX_CRASHES);
    expect(readBackup()).toEqual({ step: 1, postcardData: data, crashes: 0 });
  });
});
