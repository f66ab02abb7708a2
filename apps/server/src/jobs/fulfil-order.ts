import { fulfilOrderJob } from "../services/orders";
import { handleJob } from "./queue";

export const fulfilOrder = handleJob(fulfilOrderJob, async ({ orderId }, app) => {
  const outcome = await app.services.fulfilment.fulfil(orderId);
  if (outcome === "busy") app.log.debug({ orderId }, "order is being fulfilled by another worker");
});
