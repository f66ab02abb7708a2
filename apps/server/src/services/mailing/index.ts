import path from "node:path";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { localPrintShopStepJob } from "../../jobs/local-print-shop-step";
import type { JobQueue } from "../../jobs/queue";
import type { Logger } from "../../observability/logger";
import { createLocalPrintShop } from "../../providers/mailing/local-print-shop";
import type { MailingVendor, MailStatusEvent } from "../../providers/mailing/mailing-vendor";
import { writeCardFiles } from "./card-files";
import { handleMailStatus } from "./status-events";

/** Mailing: the vendor chosen from config, and the status events every vendor reports through. */
export function createMailingService(deps: { config: Config; db: Db; log: Logger; jobs: JobQueue }) {
  const { config, jobs } = deps;
  const handleStatus = (event: MailStatusEvent) => handleMailStatus(deps, event);
  const localPrintShop = createLocalPrintShop({
    db: deps.db,
    outboxDir: path.join(config.dataDir, "outbox", "postcards"),
    writeCardFiles,
    stepSeconds: config.LOCAL_MAIL_STEP_SECONDS,
    onStatus: handleStatus,
    async scheduleStep(printOrderId, fromStatus, delaySeconds) {
      await jobs.send(
        localPrintShopStepJob,
        { printOrderId },
        { singletonKey: `${printOrderId}:${fromStatus}`, startAfter: delaySeconds },
      );
    },
  });
  const vendor: MailingVendor = localPrintShop;
  return {
    vendor,
    handleStatus,
    async advanceLocalPrintOrder(printOrderId: string) {
      await localPrintShop.advance(printOrderId);
    },
  };
}
