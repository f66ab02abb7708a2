import { AppError } from "../core/app-error";
import { SafeFetchError } from "../services/previews";
import { defineFunction } from "./define-function";

export const fetchLinkPreview = defineFunction({
  name: "fetch-link-preview",
  rateLimit: { points: 60, windowSeconds: 60 },
  async handle({ url }, { app }) {
    try {
      return await app.services.linkPreviews.preview(url);
    } catch (err) {
      // Only a malformed or non-http(s) address gets here; a refused or failed fetch is a preview error.
      if (err instanceof SafeFetchError) throw AppError.badRequest(err.message);
      throw err;
    }
  },
});
