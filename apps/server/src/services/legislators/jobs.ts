import { z } from "zod";
import { defineJob } from "../../core/jobs";

/** Daily: re-import the public legislator data (members change; a new Congress every odd year). */
export const refreshLegislatorsJob = defineJob({
  name: "refresh-legislators",
  payload: z.object({}),
  schedule: "23 6 * * *",
  retryLimit: 2,
});
