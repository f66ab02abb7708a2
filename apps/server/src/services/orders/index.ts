export { type AccessTokens, createAccessTokens, hashToken } from "./access-token";
export { notifyOrderChanged } from "./card-events";
export { fulfilOrderJob } from "./jobs";
export {
  cardShareCents,
  isPaidOrCompleted,
  mailingAddressOf,
  type OrderRow,
  PAID_STATUSES,
  type RecipientRow,
  senderOf,
} from "./order-rows";
export { createStatusFeed } from "./status-feed";
