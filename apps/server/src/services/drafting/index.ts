export { createDrafting, deleteDraft } from "./drafting";
