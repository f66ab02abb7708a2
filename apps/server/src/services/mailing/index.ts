import path from "node:path";
import type { Config } from "../../core/config";
import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import { createIgnitePost, parseIgnitePostEvent } from "../../providers/mailing/ignitepost";
import { createLocalPrintShop } from "../../providers/mailing/local-print-shop";
import type { MailingVendor, MailStatusEvent } from "../../providers/mailing/mailing-vendor";
import type { CardsService } from "../cards";
import { unprocessedVendorEvent } from "../vendor-events";
import { writeCardFiles } from "./card-files";
import { localPrintShopStepJob } from "./jobs";
import { handleMailStatus } from "./status-events";

/** Mailing: the vendor chosen from config, and the status events every vendor reports through. */
export function createMailingService(deps: {
  config: Config;
  db: Db;
  log: Logger;
  jobs: JobQueue;
  cards: CardsService;
}) {
  const { config, jobs } = deps;
  const handleStatus = (event: MailStatusEvent) => handleMailStatus(deps, event);
  const localPrintShop = createLocalPrintShop({
    db: deps.db,
    outboxDir: path.join(config.dataDir, "outbox", "postcards"),
    writeCardFiles: (card, dir, name) => writeCardFiles(deps.cards, card, dir, name),
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
  const vendor: MailingVendor = config.IGNITEPOST_TOKEN
    ? createIgnitePost({
        apiUrl: config.IGNITEPOST_API_URL,
        token: config.IGNITEPOST_TOKEN,
        letterTemplateId: config.IGNITEPOST_LETTER_TEMPLATE,
      })
    : localPrintShop;
  deps.log.info(
    { vendor: vendor.name },
    vendor.name === "local" ? "mailing: local print shop (test mode)" : "mailing: IgnitePost",
  );
  return {
    vendor,
    handleStatus,
    /** The queued work of a recorded status webhook: the same status event as any other. */
    async processWebhookEvent(provider: "ignitepost", eventId: string) {
      const row = await unprocessedVendorEvent(deps.db, provider, eventId);
      const event = row && parseIgnitePostEvent(JSON.stringify(row.payload));
      if (event) await handleStatus(event);
    },
    async advanceLocalPrintOrder(printOrderId: string) {
      await localPrintShop.advance(printOrderId);
    },
  };
}
export { frontPngPath } from "./card-files";
export { cardOrderFor } from "./card-order";
export { localPrintShopStepJob } from "./jobs";
