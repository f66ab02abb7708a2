import { z } from "zod";

/** Every failed call answers with this shape, whatever the status. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
