import { z } from "zod";
import { defineJob } from "../core/jobs";
import { handleJob } from "./queue";

/** Daily: drop link previews whose 24 h cache has expired, so the table stays small. */
export const cleanupLinkPreviewsJob = defineJob({
  name: "cleanup-link-previews",
  payload: z.object({ now: z.string().optional() }),
  schedule: "17 4 * * *",
});

export const cleanupLinkPreviews = handleJob(cleanupLinkPreviewsJob, async (data, app) => {
  const now = data.now ? new Date(data.now) : new Date();
  const result = await app.db.deleteFrom("link_previews").where("expires_at", "<", now).executeTakeFirst();
  app.log.info({ deleted: Number(result.numDeletedRows) }, "expired link previews removed");
});
