import { reconcileOrdersJob } from "../services/fulfilment";
import { handleJob } from "./queue";

export const reconcileOrders = handleJob(reconcileOrdersJob, async (data, app) => {
  await app.services.fulfilment.reconcile({ olderThanSeconds: data.olderThanSeconds ?? 60 });
});
