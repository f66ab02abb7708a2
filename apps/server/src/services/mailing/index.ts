import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { PrintShopHooks } from "../../providers";
import type { CardOrder, LocalPrintShop, MailingVendor, MailStatusEvent } from "../../providers/mailing";
import type { CardSide, CardsService } from "../cards";
import { writeCardFiles, writeCardProof } from "./card-files";
import { localPrintShopStepJob } from "./jobs";
import { printableFronts } from "./printable-fronts";
import { handleMailStatus } from "./status-events";
import { createVendorHealth } from "./vendor-health";
import { applyVendorOrder, pollVendorOrders, type VendorOrderOutcome } from "./vendor-orders";
import { createVendorRouter } from "./vendor-router";

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

/**
 * Mailing: the status events every vendor reports through, the vendors' own records of their
 * orders (webhook confirmations, polling, operators' checks), their health, and the local print
 * shop's timer.
 */
export function createMailingService(
  deps: StatusDeps & { localPrintShop: LocalPrintShop; cards: CardsService; vendors: MailingVendor[] },
) {
  const handleStatus = (event: MailStatusEvent) => handleMailStatus(deps, event);
  const health = createVendorHealth({ log: deps.log, vendors: deps.vendors });
  const router = createVendorRouter({ db: deps.db, log: deps.log, vendors: deps.vendors, health });
  const vendorNamed = (name: string) => deps.vendors.find((v) => v.name === name);
  return {
    handleStatus,
    health,
    /** Which vendor a new card goes to (preference, pauses, circuit breakers). */
    router,
    /** The fronts every configured vendor prints: the only ones offered, and ordered. */
    printableFronts: printableFronts(deps.vendors),
    /**
     * A vendor said (a webhook) that one of its orders changed: its API is asked, and only that
     * answer moves a card. "unknown_order" when the vendor has no such order or it is none of
     * ours (the event is then done with: asking again would answer the same). Throws when the
     * vendor cannot be asked (the job retries).
     */
    async confirmVendorOrder(vendorName: string, vendorOrderId: string): Promise<VendorOrderOutcome> {
      const vendor = vendorNamed(vendorName);
      // Not configured here: nothing can confirm it, now or later, so the event is done with.
      if (!vendor?.fetchOrder) {
        deps.log.warn({ vendor: vendorName, vendorOrderId }, "vendor event for a mailing vendor not configured here");
        return { outcome: "unknown_order", orderId: null };
      }
      const order = await vendor.fetchOrder(vendorOrderId);
      const outcome: VendorOrderOutcome = order
        ? await applyVendorOrder(deps, vendor.name, order)
        : { outcome: "unknown_order", orderId: null };
      if (outcome.outcome === "unknown_order") {
        deps.log.warn({ vendor: vendorName, vendorOrderId }, "vendor event for an order that is none of our cards");
      }
      return outcome;
    },
    /** The vendor's record of one of its orders, for an operator's check; null when it has none. */
    async fetchVendorOrder(
      vendorName: string,
      vendorOrderId: string,
      card?: Pick<CardOrder, "idempotencyKey" | "orderId" | "recipientId">,
    ) {
      const vendor = vendorNamed(vendorName);
      if (!vendor?.fetchOrder) return { configured: false as const };
      // The id an operator sees may be another's (Handwrytten's basket id): the vendor's own lookup
      // by our metadata, when it has one, names the card's order.
      const found = card && vendor.findOrderOf ? await vendor.findOrderOf(card) : null;
      return {
        configured: true as const,
        testMode: vendor.testMode,
        order: await vendor.fetchOrder(found ?? vendorOrderId),
      };
    },
    pollVendorOrders: () => pollVendorOrders(deps, deps.vendors),
    /** A printed card's proof image for the status page, made on first request and kept beside its PDF. */
    cardProof: (card: CardOrder, pngPath: string, side: CardSide) => writeCardProof(deps.cards, card, pngPath, side),
    async advanceLocalPrintOrder(printOrderId: string) {
      await deps.localPrintShop.advance(printOrderId);
    },
  };
}
export { assertPrintableFront } from "./assert-printable-front";
export { frontPngPath } from "./card-files";
export { cardOrderFor } from "./card-order";
export { localPrintShopStepJob, pollVendorOrdersJob } from "./jobs";
export type { VendorRouter } from "./vendor-router";
