import { z } from "zod";
import { defineJob } from "../../core/jobs";

/**
 * Hourly, and the handler reads the sources only when refreshIsDue says so: once a day, and every
 * hour in the week a new Congress is sworn in (members change; a new Congress every odd year).
 */
export const refreshLegislatorsJob = defineJob({
  name: "refresh-legislators",
  payload: z.object({}),
  schedule: "23 * * * *",
  retryLimit: 2,
});
