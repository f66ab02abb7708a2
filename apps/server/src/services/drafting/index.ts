export { createDrafting, deleteDraft, pruneDrafts } from "./drafting";
