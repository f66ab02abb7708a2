import { cleanupCardPreviewsJob } from "../services/cards";
import { handleJob } from "./queue";

export const cleanupCardPreviews = handleJob(cleanupCardPreviewsJob, async (_data, app) => {
  const deleted = await app.services.cards.removeOldPreviews();
  app.log.info({ deleted }, "old card previews removed");
});
