import { sql } from "kysely";
import { z } from "zod";
import { defineJob } from "../core/jobs";
import { handleJob } from "./queue";

/** Hourly: drop card previews drawn over a day ago (the wizard draws them again when needed). */
export const cleanupCardPreviewsJob = defineJob({
  name: "cleanup-card-previews",
  payload: z.object({}),
  schedule: "23 * * * *",
});

export const cleanupCardPreviews = handleJob(cleanupCardPreviewsJob, async (_data, app) => {
  const result = await app.db
    .deleteFrom("card_previews")
    .where("created_at", "<", sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  app.log.info({ deleted: Number(result.numDeletedRows) }, "old card previews removed");
});
