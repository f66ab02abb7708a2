import { approvedMessageSchema } from "@civic/contracts/drafting";
import { AppError } from "../core/app-error";
import { defineFunction } from "./define-function";

export const postcardDraft = defineFunction({
  name: "postcard-draft",
  rateLimit: { points: 60, windowSeconds: 60 },
  async handle(body, { app }) {
    if (body.action === "create") {
      return app.services.drafting.createManual(body);
    }
    const message = approvedMessageSchema.safeParse(body.humanApprovedMessage);
    if (!message.success) throw AppError.badRequest(message.error.issues[0]?.message ?? "Check your message.");
    return app.services.drafting.approve(body.draftId, message.data);
  },
});
