import { localPrintShopStepJob } from "../services/mailing";
import { handleJob } from "./queue";

export const localPrintShopStep = handleJob(localPrintShopStepJob, async ({ printOrderId }, app) => {
  await app.services.mailing.advanceLocalPrintOrder(printOrderId);
});
