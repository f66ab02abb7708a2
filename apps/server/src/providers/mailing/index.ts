export { checkIgnitePostSignature, createIgnitePost, ignitePostStatusEvent, parseIgnitePostEvent } from "./ignitepost";
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
  type MailStatusEvent,
} from "./mailing-vendor";
