import { z } from "zod";
import { defineJob } from "../../core/jobs";

/** Daily: drop link previews whose 24 h cache has expired, so the table stays small. */
export const cleanupLinkPreviewsJob = defineJob({
  name: "cleanup-link-previews",
  payload: z.object({ now: z.string().optional() }),
  schedule: "17 4 * * *",
});
