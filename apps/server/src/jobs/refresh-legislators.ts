import { refreshIsDue, refreshLegislatorsJob } from "../services/legislators";
import { handleJob } from "./queue";

/**
 * Runs every hour; reads the sources once a day, and every hour in the week a new Congress sits.
 * The state directory is read at the same times: each refresh swaps its data in whole, or keeps it.
 */
export const refreshLegislators = handleJob(refreshLegislatorsJob, async (_data, app) => {
  if (!refreshIsDue(app.clock.now())) return;
  await app.services.legislators.refresh();
  await app.services.stateLegislators.refresh();
});
