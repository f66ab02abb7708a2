// No zod here: the browser imports these codes on the landing page, where every KB counts.
/** Codes the web app maps to the spec's messages. */
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
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
