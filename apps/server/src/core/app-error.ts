import { type ErrorCode, errorCodes } from "@civic/contracts/errors";

/**
 * An expected failure: a status, a code the web app can map, and a message a person can act on.
 * Anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  /** Sent as Retry-After: how long a client should wait before asking again. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }

  static badRequest(message: string, code: ErrorCode = errorCodes.invalidBody) {
    return new AppError(400, code, message);
  }
  static notFound(message: string) {
    return new AppError(404, errorCodes.notFound, message);
  }
  static upstream(message: string) {
    return new AppError(502, errorCodes.upstream, message);
  }
  static notConfigured(message: string) {
    return new AppError(503, errorCodes.notConfigured, message);
  }
  /** PostgreSQL cannot be reached for a moment (core/unavailable.ts decides which errors say so). */
  static unavailable(retryAfterSeconds = 5) {
    const err = new AppError(503, errorCodes.unavailable, "We're briefly unavailable. Please try again in a moment.");
    err.retryAfterSeconds = retryAfterSeconds;
    return err;
  }
}
