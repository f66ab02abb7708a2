export { createHandwrytten, readHandwryttenWebhook } from "./handwrytten";
export { createIgnitePost, readIgnitePostWebhook } from "./ignitepost";
export {
  createLocalPrintShop,
  eraseLocalPrintOrders,
  type LocalPrintShop,
  type LocalPrintShopDeps,
  removeLocalPrintFiles,
} from "./local-print-shop";
export {
  type CardOrder,
  type MailingVendor,
  MailingVendorError,
  type MailingVendorName,
  type MailStatusEvent,
  type SubmitOutcome,
  type VendorOrder,
} from "./mailing-vendor";
