import { pollVendorOrdersJob } from "../services/mailing";
import { handleJob } from "./queue";

export const pollVendorOrders = handleJob(pollVendorOrdersJob, async (_data, app) => {
  await app.services.mailing.pollVendorOrders();
});
