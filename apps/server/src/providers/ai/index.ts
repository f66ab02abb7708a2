export { createAiSdkDrafter } from "./ai-sdk-drafter";
export { cleanDraft, fitToLimit } from "./draft-text";
export type { Drafter, DraftRequest, ResearchedSource } from "./drafter";
export { localComposer } from "./local-composer";
