import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../core/app-error";
import type { Config } from "../../core/config";
import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import { addToOutbox, queueEmail } from "../email";
import {
  type CardFile,
  createAccessTokens,
  createStatusFeed,
  erasePersonalData,
  exportOrderData,
  getOrderStatus,
  type OrderStatusOptions,
} from "../orders";
import { createFindMyOrders, type FindOrdersDeps } from "./find-my-orders";
import { eraseExpiredOrders } from "./retention";

/** Per order, whoever asks: enough to replace a link and retry a lost email, too few to flood an inbox. */
const REPLACE_LINK_PER_ORDER = { points: 3, windowSeconds: 60 * 60 };

export interface OrderStatusDeps {
  config: Config;
  db: Db;
  log: Logger;
  jobs: JobQueue;
  databaseUrl: string;
  consumeRateLimit: FindOrdersDeps["consumeRateLimit"];
  /** Who a held card could go to now: the directory's answer, handed in where services are composed. */
  newHolderOf?: OrderStatusOptions["newHolderOf"];
}

/**
 * What the sender (and an operator) can see and do about an order after paying: its status page
 * behind a secret link, live updates, the data export, erasure and the retention rule.
 */
export function createOrderStatusService(deps: OrderStatusDeps) {
  const tokens = createAccessTokens(deps.db, deps.config.ORDER_LINK_SECRET);
  const feed = createStatusFeed(deps.databaseUrl, deps.log);
  const findOrders = createFindMyOrders(deps);
  // Emails have no request to take a host from: PUBLIC_URL, else the first production host, else here.
  const { PUBLIC_URL, PRODUCTION_HOSTS, PORT } = deps.config;
  const siteUrl = (
    PUBLIC_URL ?? (PRODUCTION_HOSTS[0] ? `https://${PRODUCTION_HOSTS[0]}` : `http://localhost:${PORT}`)
  ).replace(/\/+$/, "");
  /** The page's own view: files are fetched through the same secret link. */
  const retentionDays = deps.config.RETENTION_DAYS;
  const forPage = (token: string): OrderStatusOptions => ({
    retentionDays,
    newHolderOf: deps.newHolderOf,
    fileUrl: (recipientId: string, file: CardFile) => `/api/orders/${token}/cards/${recipientId}/${file}`,
  });
  /** Wrong, tampered and unknown tokens all get the same plain "not found". */
  const orderOf = async (token: string) => {
    const orderId = await tokens.orderIdFor(token);
    if (!orderId) throw AppError.notFound("Not found.");
    return orderId;
  };
  const statusFor = async (token: string) => {
    const status = await getOrderStatus(deps.db, await orderOf(token), forPage(token));
    if (!status) throw AppError.notFound("Not found.");
    return status;
  };
  return {
    orderOf,
    statusFor,
    forPage,
    /** The sender erases their data from the page: only once the order has settled (the erasure checks). */
    async eraseByToken(token: string) {
      const orderId = await orderOf(token);
      const status = await statusFor(token);
      if (!status.erasedAt) {
        const outcome = await erasePersonalData(deps, orderId, "sender");
        if (outcome === "not_settled" || outcome === "busy") {
          throw new AppError(
            409,
            errorCodes.conflict,
            "You can erase your data once every card has been mailed, or failed and been refunded.",
          );
        }
      }
      return statusFor(token);
    },
    /**
     * "Replace my link": this order's link stops working at once (every earlier one too) and the
     * new one is emailed to the order's address, never shown here: whoever holds the old link
     * learns nothing new. No other order's link changes.
     */
    async replaceLinkByToken(token: string): Promise<void> {
      const orderId = await orderOf(token);
      // Erased: there is no address left to send a new link to, so the sender would be locked out.
      if ((await statusFor(token)).erasedAt) {
        throw new AppError(
          409,
          errorCodes.conflict,
          "Your personal data was erased, so there is no email address to send a new link to.",
        );
      }
      await deps.consumeRateLimit("replace-status-link:order", REPLACE_LINK_PER_ORDER, orderId);
      const replaced = await tokens.replace(orderId);
      if (!replaced) throw AppError.notFound("Not found.");
      // Erased meanwhile: nobody to send it to.
      if (!replaced.email) return;
      const emailId = await addToOutbox(deps.db, {
        kind: "status_link",
        dedupeKey: `status-link:${orderId}:${replaced.version}`,
        orderId,
        to: replaced.email,
      });
      if (emailId) await queueEmail(deps.jobs, emailId);
    },
    tokenFor: tokens.tokenFor,
    orderIdFor: tokens.orderIdFor,
    /** The page's path, /orders/{token}. */
    async pathFor(orderId: string) {
      return `/orders/${await tokens.tokenFor(orderId)}`;
    },
    /**
     * The status path for the payment return page, which anyone holding the checkout session id can
     * ask (it sits in the return URL and the browser's history): none once the sender replaced their
     * link, which must end every way in the old one gave.
     */
    async returnPagePathFor(orderId: string): Promise<string | null> {
      if (await tokens.linkReplaced(orderId)) return null;
      return `/orders/${await tokens.tokenFor(orderId)}`;
    },
    /** The page's absolute address, for emails (PUBLIC_URL, else this server). */
    async urlFor(orderId: string) {
      return `${siteUrl}/orders/${await tokens.tokenFor(orderId)}`;
    },
    /** The order as its page shows it; without `fileUrl` (an operator's view), no image links. */
    getOrderStatus: (orderId: string, options?: Partial<OrderStatusOptions>) =>
      getOrderStatus(deps.db, orderId, { retentionDays, newHolderOf: deps.newHolderOf, ...options }),
    exportOrderData: (orderId: string) => exportOrderData(deps.db, orderId),
    eraseExpiredOrders: (now = new Date()) =>
      eraseExpiredOrders(deps, { now, retentionDays: deps.config.RETENTION_DAYS }),
    /** Answers at once; the lookup and the email follow (see find-my-orders.ts). */
    findMyOrders: findOrders.ask,
    /** Resolves once every Find my orders asked so far has been looked up (and emailed). */
    findMyOrdersIdle: findOrders.idle,
    subscribe: feed.subscribe,
    /** Ends every open live-updates stream: the server is stopping. */
    closeStreams: feed.closeAll,
    async stop() {
      await findOrders.idle();
      await feed.stop();
    },
  };
}

export { eraseExpiredOrdersJob } from "./jobs";
