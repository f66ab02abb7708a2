// No zod here: the browser imports these codes on the landing page, where every KB counts.
/** Every code an error answer carries: the closed list the server throws and the web app maps. */
export const errorCodes = {
  notFound: "not_found",
  invalidJson: "invalid_json",
  invalidBody: "invalid_body",
  bodyTooLarge: "body_too_large",
  rateLimited: "rate_limited",
  internal: "internal",
  invalidZip: "invalid_zip",
  upstream: "upstream_unavailable",
  notConfigured: "not_configured",
  conflict: "conflict",
  forbidden: "forbidden",
  unsupportedMediaType: "unsupported_media_type",
  /** A bounded queue is full (card rendering): try again shortly. */
  busy: "busy",
  /** The database cannot be reached for a moment: try again after Retry-After. */
  unavailable: "unavailable",
  /** A cross-site request to a state-changing route (origin check). */
  crossSite: "cross_site",
  /** No session (organiser or console), or a webhook whose signature does not verify. */
  unauthorized: "unauthorized",
  invalidSignature: "invalid_signature",
  /** An operator signed in by email link where the console asks for a passkey. */
  passkeyRequired: "passkey_required",
  /** Signed in, but not the organiser of this campaign. */
  notOrganiser: "not_organiser",
  /** A campaign that takes no more cards or prepayments, or not in the state the change needs. */
  campaignClosed: "campaign_closed",
  campaignNotLive: "campaign_not_live",
  campaignState: "campaign_state",
  /** A campaign's link: taken by another campaign, or fixed once the campaign went live. */
  slugTaken: "slug_taken",
  slugFixed: "slug_fixed",
  /** An erasure that must wait for cards or payments still moving. */
  erasureWaits: "erasure_waits",
  /** A suspended campaign: frozen, neither edited nor funded. */
  campaignSuspended: "campaign_suspended",
  /** A campaign with as many prepayments open at the checkout as it may hold. */
  tooManyOpenPrepayments: "too_many_open_prepayments",
  /** An organiser with as many draft campaigns as they may keep. */
  tooManyDrafts: "too_many_drafts",
  /** A campaign whose end date has passed. */
  campaignEnded: "campaign_ended",
  /** A card to a chamber the campaign does not write to. */
  campaignChamber: "campaign_chamber",
  /** A card to a member who does not represent the sender's ZIP code. */
  notYourMembers: "not_your_members",
  /** A sponsored claim's emailed link clicked after it expired. */
  confirmationExpired: "confirmation_expired",
  /** A card front that not every configured mailing vendor prints. */
  frontNotPrintable: "front_not_printable",
  /** A card's text with a character no mailing vendor writes (an emoji, another script): writable-text.ts. */
  unwritableCharacters: "unwritable_characters",
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
