import { cleanupLinkPreviewsJob } from "../services/previews";
import { handleJob } from "./queue";

export const cleanupLinkPreviews = handleJob(cleanupLinkPreviewsJob, async (data, app) => {
  const deleted = await app.services.linkPreviews.removeExpired(data.now ? new Date(data.now) : new Date());
  app.log.info({ deleted }, "expired link previews removed");
});
