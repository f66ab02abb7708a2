import type { Logger } from "../../core/logger";

/**
 * better-auth's answer to an error it returns (its `onAPIError.onError`): a refusal of what a
 * client sent (4xx, most often from no session at all) is logged at info, only a failure of ours
 * (5xx, or not an APIError) at error. better-auth's own handling logs every refusal as an error
 * (issue 41 #16).
 */
export function logBetterAuthError(log: Logger, error: unknown) {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status < 500) {
    log.info({ status, message: (error as { message?: string }).message }, "better-auth refused a request");
    return;
  }
  log.error({ err: error }, "better-auth failed to answer a request");
}
