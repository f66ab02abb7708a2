import { defineFunction } from "./define-function";

export const draftPostcardMessage = defineFunction({
  name: "draft-postcard-message",
  // A model call with research is the costliest thing we do: a few drafts per person per hour.
  rateLimit: { points: 10, windowSeconds: 600, aiCall: true },
  async handle(body, { app, language }) {
    return app.services.drafting.draft({
      concerns: body.concerns,
      personalImpact: body.personalImpact,
      zipCode: body.zipCode,
      representative: body.representative,
      language,
    });
  },
});
