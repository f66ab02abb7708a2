export { createDrafting } from "./drafting";
