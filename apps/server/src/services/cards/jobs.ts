import { z } from "zod";
import { defineJob } from "../../core/jobs";

/** Hourly: drop card previews drawn over a day ago (the wizard draws them again when needed). */
export const cleanupCardPreviewsJob = defineJob({
  name: "cleanup-card-previews",
  payload: z.object({}),
  schedule: "23 * * * *",
});
