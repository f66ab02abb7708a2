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
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
