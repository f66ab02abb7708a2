import { refreshLegislatorsJob } from "../services/legislators";
import { handleJob } from "./queue";

export const refreshLegislators = handleJob(refreshLegislatorsJob, async (_data, app) => {
  await app.services.legislators.refresh();
});
