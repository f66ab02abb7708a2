import { defineFunction } from "./define-function";

export const renderCardPreview = defineFunction({
  name: "render-card-preview",
  // A new card costs a render thread a few hundred ms: cheap for a person, costly for a script.
  rateLimit: { points: 30, windowSeconds: 60 },
  handle: (request, { app, language }) => app.services.cards.preview(request, language),
});
