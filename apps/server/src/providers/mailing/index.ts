export { checkIgnitePostSignature, createIgnitePost, ignitePostStatusEvent, parseIgnitePostEvent } from "./ignitepost";
export { createLocalPrintShop, type LocalPrintShop, type LocalPrintShopDeps } from "./local-print-shop";
export {
  type CardOrder,
  type MailingVendor,
  MailingVendorError,
  type MailStatus,
  type MailStatusEvent,
} from "./mailing-vendor";
