import { errorCodes } from "@civic/contracts/errors";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimit } from "../functions/define-function";
import { AppError } from "./app-error";

/**
 * Per-client limits on the costly functions. In memory per process: with several web replicas,
 * each allows its own share, which is acceptable for abuse protection (not for billing).
 */
export function createRateLimiter(enabled: boolean) {
  const limiters = new Map<string, RateLimiterMemory>();
  return async function consume(name: string, limit: RateLimit | undefined, clientKey: string) {
    if (!enabled || !limit) return;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds, keyPrefix: name });
      limiters.set(name, limiter);
    }
    try {
      await limiter.consume(clientKey);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new AppError(
        429,
        errorCodes.rateLimited,
        `Too many requests. Please wait ${seconds} seconds and try again.`,
      );
    }
  };
}
