import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { PrintShopHooks } from "../../providers";
import type { CardOrder, LocalPrintShop, MailStatusEvent } from "../../providers/mailing";
import type { CardSide, CardsService } from "../cards";
import { writeCardFiles, writeCardProof } from "./card-files";
import { localPrintShopStepJob } from "./jobs";
import { handleMailStatus } from "./status-events";

type StatusDeps = { db: Db; log: Logger; jobs: JobQueue };

/** What the local print shop asks of the app: its cards drawn, its steps timed, its events applied. */
export function printShopHooks(deps: StatusDeps & { cards: CardsService }): PrintShopHooks {
  return {
    writeCardFiles: (card, dir, name) => writeCardFiles(deps.cards, card, dir, name),
    onStatus: (event) => handleMailStatus(deps, event),
    async scheduleStep(printOrderId, fromStatus, delaySeconds) {
      await deps.jobs.send(
        localPrintShopStepJob,
        { printOrderId },
        { singletonKey: `${printOrderId}:${fromStatus}`, startAfter: delaySeconds },
      );
    },
  };
}

/** Mailing: the status events every vendor reports through, and the local print shop's timer. */
export function createMailingService(deps: StatusDeps & { localPrintShop: LocalPrintShop; cards: CardsService }) {
  const handleStatus = (event: MailStatusEvent) => handleMailStatus(deps, event);
  return {
    handleStatus,
    /** A printed card's proof image for the status page, made on first request and kept beside its PDF. */
    cardProof: (card: CardOrder, pngPath: string, side: CardSide) => writeCardProof(deps.cards, card, pngPath, side),
    async advanceLocalPrintOrder(printOrderId: string) {
      await deps.localPrintShop.advance(printOrderId);
    },
  };
}
export { frontPngPath } from "./card-files";
export { cardOrderFor } from "./card-order";
export { localPrintShopStepJob } from "./jobs";
